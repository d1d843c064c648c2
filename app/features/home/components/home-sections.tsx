// The home page's marketing sections: the three pillars, the stats strip and the closing call to action.
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import {
  CTA_BODY,
  CTA_HEADING,
  CTA_LINK,
  FEATURE_CARDS,
  FEATURES_HEADING,
  STATS,
  STATS_HEADING,
} from "../home.copy";

export const CITY_PICKER_ANCHOR = "city-picker";

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="features-heading" className="text-2xl font-semibold text-slate-900">
        {FEATURES_HEADING}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <li key={card.pillar} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wide text-teal-700">{card.pillar}</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-slate-700">{card.body}</p>
            {"link" in card ? (
              <Link to={card.link.to} className="mt-3 inline-block font-semibold text-teal-800 underline">
                {card.link.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StatsStrip() {
  return (
    <section aria-labelledby="stats-heading" className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="stats-heading" className="sr-only">
          {STATS_HEADING}
        </h2>
        <dl className="grid gap-6 text-center sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat.label}>
              <dt className="text-2xl font-bold text-amber-300">{stat.label}</dt>
              <dd className="mt-1 text-sm text-slate-200">{stat.line}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-12 text-center">
      <h2 id="cta-heading" className="text-2xl font-semibold text-slate-900">
        {CTA_HEADING}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{CTA_BODY}</p>
      <a href={`#${CITY_PICKER_ANCHOR}`} className={buttonClasses("primary", "lg", "mt-6")}>
        {CTA_LINK}
      </a>
    </section>
  );
}
