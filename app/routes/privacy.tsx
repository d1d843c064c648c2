import { Link } from "react-router";
import {
  ANALYTICS_BODY,
  ANALYTICS_HEADING,
  COLLECTED,
  COLLECTED_HEADING,
  FAQ_HEADING,
  FAQ_ITEMS,
  NOT_COLLECTED,
  NOT_COLLECTED_HEADING,
  PRINCIPLES,
  PRINCIPLES_HEADING,
  PRIVACY_CONTACT_LINK,
  PRIVACY_CONTACT_PROMPT,
  PRIVACY_LAST_UPDATED,
  PRIVACY_LAST_UPDATED_LABEL,
  PRIVACY_LEAD,
  PRIVACY_META_DESCRIPTION,
  PRIVACY_META_TITLE,
  PRIVACY_TITLE,
} from "~/features/home/privacy.copy";
import { BREADCRUMB_NAMES } from "~/features/shell/shell.copy";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { jsonLdMeta } from "~/lib/json-ld";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: PRIVACY_META_TITLE },
  { name: "description", content: PRIVACY_META_DESCRIPTION },
  ...(loaderData ? [jsonLdMeta(loaderData.structuredData)] : []),
];

export function loader() {
  return { structuredData: [pageBreadcrumbs(null, [{ name: BREADCRUMB_NAMES.privacy, path: "/privacy" }])] };
}

const lastUpdated = new Date(`${PRIVACY_LAST_UPDATED}T00:00:00Z`);

export default function PrivacyPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{PRIVACY_TITLE}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {PRIVACY_LAST_UPDATED_LABEL}{" "}
        <time dateTime={PRIVACY_LAST_UPDATED}>
          {lastUpdated.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}
        </time>
      </p>
      <p className="mt-4 text-lg text-slate-700">{PRIVACY_LEAD}</p>

      <section aria-labelledby="principles-heading" className="mt-10">
        <h2 id="principles-heading" className="text-2xl font-semibold text-slate-900">
          {PRINCIPLES_HEADING}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title} className="rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-1 text-slate-700">{principle.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="collected-heading" className="mt-10">
        <h2 id="collected-heading" className="text-2xl font-semibold text-slate-900">
          {COLLECTED_HEADING}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          {COLLECTED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="not-collected-heading" className="mt-10">
        <h2 id="not-collected-heading" className="text-2xl font-semibold text-slate-900">
          {NOT_COLLECTED_HEADING}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          {NOT_COLLECTED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="analytics-heading" className="mt-10">
        <h2 id="analytics-heading" className="text-2xl font-semibold text-slate-900">
          {ANALYTICS_HEADING}
        </h2>
        {ANALYTICS_BODY.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-2xl font-semibold text-slate-900">
          {FAQ_HEADING}
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {FAQ_ITEMS.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                {item.question}
                <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-4 pb-4 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <p className="mt-10 text-slate-700">
        {PRIVACY_CONTACT_PROMPT}{" "}
        <Link to="/contact" className="font-medium text-teal-800 underline hover:text-teal-900">
          {PRIVACY_CONTACT_LINK}
        </Link>
        .
      </p>
    </main>
  );
}
