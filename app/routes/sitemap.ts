// /sitemap.xml: every public page, as absolute addresses under PUBLIC_URL.
import { buildSitemapXml } from "~/features/stories/sitemap";
import { listSitemapEntries } from "~/features/stories/sitemap.server";
import { XML_CONTENT_TYPE } from "~/features/stories/stories.constants";
import { env } from "~/lib/env.server";

export async function loader() {
  const entries = await listSitemapEntries();
  return new Response(buildSitemapXml(entries, env().PUBLIC_URL), {
    headers: { "Content-Type": XML_CONTENT_TYPE, "Cache-Control": "public, max-age=3600" },
  });
}
