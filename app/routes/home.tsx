import { Link } from "react-router";
import { LogoWordmark } from "~/components/layout/logo";
import { listLiveCities } from "~/features/cities/cities.server";
import { HERO_TITLE } from "~/features/shell/shell.copy";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: `CivicLens | ${HERO_TITLE}` },
  { name: "description", content: "Your city's meetings, transcribed, analysed and searchable." },
];

export async function loader(_: Route.LoaderArgs) {
  return { cities: await listLiveCities() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <div className="mx-auto max-w-6xl px-4 py-4">
        <LogoWordmark />
      </div>
      <section className="bg-gradient-to-br from-teal-700 to-teal-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{HERO_TITLE}</h1>
          <p className="mt-4 max-w-2xl text-lg text-teal-50">
            Every council, school-board and planning meeting in your city, transcribed, summarised and searchable.
          </p>
        </div>
      </section>
      <section aria-labelledby="cities-heading" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="cities-heading" className="text-2xl font-semibold">
          Cities we cover
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.cities.map((city) => (
            <li key={city.id}>
              <Link
                to={`/city/${city.locationKey}`}
                className="block rounded-lg border border-slate-200 p-4 font-medium hover:border-teal-600 hover:bg-teal-50"
              >
                {city.name}, {city.state}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
