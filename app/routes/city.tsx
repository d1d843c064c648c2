import { data } from "react-router";
import { CityHeader } from "~/components/layout/city-header";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { getCityByLocationKey } from "~/features/cities/cities.server";
import { NO_VIDEOS_YET, RECENT_MEETINGS_TITLE } from "~/features/meetings/meetings.constants";
import { countCityVideos, listCityVideos } from "~/features/meetings/meetings.server";
import type { Route } from "./+types/city";

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: CITY_NOT_FOUND }];
  const { city } = loaderData;
  return [
    { title: `${city.name}, ${city.state} meetings | CivicLens` },
    { name: "description", content: city.description ?? `Meetings of ${city.name}, ${city.state}.` },
  ];
};

export async function loader({ params }: Route.LoaderArgs) {
  const city = await getCityByLocationKey({ locationKey: params.locationKey });
  if (!city) throw data(CITY_NOT_FOUND, { status: 404 });
  const [videos, videoCount] = await Promise.all([listCityVideos({ cityId: city.id }), countCityVideos({ cityId: city.id })]);
  return { city, videos, videoCount };
}

export default function CityPage({ loaderData, matches }: Route.ComponentProps) {
  const { city, videos } = loaderData;
  const viewer = matches[0].loaderData.viewer;
  return (
    <>
      <CityHeader city={city} viewer={viewer} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <h2 className="text-2xl font-semibold">{RECENT_MEETINGS_TITLE}</h2>
        {videos.length === 0 ? (
          <p className="mt-4 text-slate-600">{NO_VIDEOS_YET}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {videos.map((video) => (
              <li key={video.id} className="py-4">
                <h3 className="font-semibold">{video.title}</h3>
                {video.publishedAt ? (
                  <p className="text-sm text-slate-600">
                    <time dateTime={new Date(video.publishedAt).toISOString()}>
                      {new Date(video.publishedAt).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}
                    </time>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
