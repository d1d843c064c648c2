// The framed list a city's website shows (issue #18): a whole HTML document, rendered once on the server with no
// script, in the city's colours, whose links open on CivicLens in a new tab.

import { textColorOn } from "~/lib/hex-colors";
import { cityPath } from "~/lib/meeting-paths";
import { PRODUCT_NAME } from "~/lib/product";
import {
  EMBED_LATEST_MEETINGS,
  EMBED_LATEST_STORIES,
  EMBED_MORE,
  EMBED_NO_MEETINGS,
  EMBED_NO_STORIES,
  embedFrameTitle,
} from "../embeds.copy";
import type { CityEmbed, EmbedItem } from "../embeds.server";

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

function styles(primary: string): string {
  // Only a validated hex colour and its computed text colour are interpolated here.
  const onPrimary = textColorOn(primary);
  return `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
header{background:${primary};color:${onPrimary};padding:10px 14px}
header h1{margin:0;font-size:17px}
main{padding:6px 14px 12px}
h2{font-size:15px;margin:12px 0 4px;color:#0f172a}
ul{list-style:none;margin:0;padding:0}
li{padding:6px 0;border-bottom:1px solid #e2e8f0}
a{color:#0f172a;text-decoration:underline;text-decoration-color:${primary};text-underline-offset:3px}
a:focus-visible{outline:3px solid ${primary};outline-offset:2px}
time{display:block;font-size:13px;color:#475569}
footer{padding:8px 14px;font-size:13px;border-top:1px solid #e2e8f0}
`;
}

function ItemList({ items, empty, labelledBy }: { items: EmbedItem[]; empty: string; labelledBy: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.path}>
          <a href={item.path}>{item.title}</a>
          {item.publishedAt ? (
            <time dateTime={item.publishedAt}>{DATE_FORMAT.format(new Date(item.publishedAt))}</time>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function CityEmbedDocument({ embed, siteUrl }: { embed: CityEmbed; siteUrl: string }) {
  const { city } = embed;
  const primary = city.primaryColor;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{embedFrameTitle(city.name)}</title>
        {/* Links resolve against the site and open outside the frame. */}
        <base href={`${siteUrl}/`} target="_blank" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a validated colour in our own stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: styles(primary) }} />
      </head>
      <body>
        <header>
          <h1>
            {city.name}, {city.state}
          </h1>
        </header>
        <main>
          <h2 id="embed-meetings">{EMBED_LATEST_MEETINGS}</h2>
          <ItemList items={embed.meetings} empty={EMBED_NO_MEETINGS} labelledBy="embed-meetings" />
          <h2 id="embed-stories">{EMBED_LATEST_STORIES}</h2>
          <ItemList items={embed.stories} empty={EMBED_NO_STORIES} labelledBy="embed-stories" />
        </main>
        <footer>
          <a href={cityPath(city.locationKey)} rel="noopener">
            {EMBED_MORE}
          </a>{" "}
          · {PRODUCT_NAME}
        </footer>
      </body>
    </html>
  );
}
