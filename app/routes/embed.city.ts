// /embed/city/{locationKey}: a public city's latest meetings and stories, made to be framed by the city's own
// website (issue #18). The only address the frame policy lets other sites frame (server/http-app.ts).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { CityEmbedDocument } from "~/features/embeds/components/city-embed-document";
import { getCityEmbed } from "~/features/embeds/embeds.server";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/embed.city";

export async function loader({ params }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  const embed = locationKey.success ? await getCityEmbed({ locationKey: locationKey.data }) : undefined;
  if (!embed) {
    return new Response(CITY_NOT_FOUND, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const siteUrl = env().PUBLIC_URL.replace(/\/+$/, "");
  const html = renderToStaticMarkup(createElement(CityEmbedDocument, { embed, siteUrl }));
  return new Response(`<!DOCTYPE html>${html}`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
