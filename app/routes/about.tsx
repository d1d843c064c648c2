import { ButtonLink } from "~/components/ui/button";
import {
  ABOUT_CTA_BODY,
  ABOUT_CTA_HEADING,
  ABOUT_CTA_LINK,
  ABOUT_LEAD,
  ABOUT_META_DESCRIPTION,
  ABOUT_META_TITLE,
  ABOUT_STEP_LABEL,
  ABOUT_TITLE,
  HOW_IT_WORKS_HEADING,
  HOW_IT_WORKS_STEPS,
  MISSION_BODY,
  MISSION_HEADING,
  TECHNOLOGY_BODY,
  TECHNOLOGY_HEADING,
  WHY_HEADING,
  WHY_POINTS,
} from "~/features/home/about.copy";
import { CITY_PICKER_ANCHOR } from "~/features/home/components/home-sections";
import { BREADCRUMB_NAMES } from "~/features/shell/shell.copy";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { jsonLdMeta } from "~/lib/json-ld";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: ABOUT_META_TITLE },
  { name: "description", content: ABOUT_META_DESCRIPTION },
  ...(loaderData ? [jsonLdMeta(loaderData.structuredData)] : []),
];

export function loader() {
  return { structuredData: [pageBreadcrumbs(null, [{ name: BREADCRUMB_NAMES.about, path: "/about" }])] };
}

export default function AboutPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{ABOUT_TITLE}</h1>
      <p className="mt-4 text-lg text-slate-700">{ABOUT_LEAD}</p>

      <section aria-labelledby="mission-heading" className="mt-10">
        <h2 id="mission-heading" className="text-2xl font-semibold text-slate-900">
          {MISSION_HEADING}
        </h2>
        {MISSION_BODY.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="how-heading" className="mt-10">
        <h2 id="how-heading" className="text-2xl font-semibold text-slate-900">
          {HOW_IT_WORKS_HEADING}
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-5">
              <p className="text-sm font-semibold text-teal-700">
                {ABOUT_STEP_LABEL} {index + 1}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="why-heading" className="mt-10">
        <h2 id="why-heading" className="text-2xl font-semibold text-slate-900">
          {WHY_HEADING}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          {WHY_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="technology-heading" className="mt-10">
        <h2 id="technology-heading" className="text-2xl font-semibold text-slate-900">
          {TECHNOLOGY_HEADING}
        </h2>
        {TECHNOLOGY_BODY.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-cta-heading" className="mt-12 rounded-lg bg-teal-50 p-6 text-center">
        <h2 id="about-cta-heading" className="text-xl font-semibold text-slate-900">
          {ABOUT_CTA_HEADING}
        </h2>
        <p className="mt-2 text-slate-700">{ABOUT_CTA_BODY}</p>
        <ButtonLink to={`/#${CITY_PICKER_ANCHOR}`} size="lg" className="mt-4">
          {ABOUT_CTA_LINK}
        </ButtonLink>
      </section>
    </main>
  );
}
