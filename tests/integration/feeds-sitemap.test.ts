import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { businessListings } from "#db/schema";
import { cityFeedLink } from "~/features/stories/feeds";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { loader as feedLoader } from "~/routes/city-feed";
import { loader as robotsLoader } from "~/routes/robots";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { createAnalysedVideo, newsStory } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";

const feedArgs = (locationKey: string) =>
  ({
    request: new Request(`http://localhost/city/${locationKey}/feed.xml`),
    params: { locationKey },
    context: { cspNonce: "test" },
  }) as never;

async function createListing(cityId: string) {
  const businessKey = `shop-${randomBytes(4).toString("hex")}`;
  await db()
    .insert(businessListings)
    .values({ name: `Shop ${businessKey}`, cityId, businessKey });
  return businessKey;
}

/**
 * A small well-formedness check without an XML parser: one root, every start tag closed in order, and no
 * bare "&" or "<" in text (an unescaped title would break the nesting or leave a bare ampersand). A CDATA section
 * is text, whatever it holds; one ended early leaves the rest to be read as markup, and fails.
 */
function expectWellFormedXml(xml: string) {
  expect(xml.toLowerCase().startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "").replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
  const stack: string[] = [];
  let roots = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<|>/g)) {
    const [token, closing, name, , selfClosing] = match;
    if (token === "<") throw new Error(`bare "<" at ${match.index}`);
    if (token === ">") throw new Error(`bare ">" outside a tag at ${match.index}`);
    if (selfClosing) {
      if (stack.length === 0) roots++;
      continue;
    }
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
    } else {
      if (stack.length === 0) roots++;
      stack.push(String(name));
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe("the well-formedness check itself", () => {
  it("rejects unescaped ampersands, angle brackets and mismatched tags", () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(() => expectWellFormedXml(`${head}<a><b>x & y</b></a>`)).toThrow();
    expect(() => expectWellFormedXml(`${head}<a><b>x < y</b></a>`)).toThrow();
    expect(() => expectWellFormedXml(`${head}<a><b>x</a></b>`)).toThrow();
    expect(() => expectWellFormedXml(`${head}<a/><b/>`)).toThrow();
    expect(() => expectWellFormedXml(`${head}<a><b><![CDATA[x ]]> <c/> y]]></b></a>`)).toThrow();
    expectWellFormedXml(`${head}<a x="1"><b>x &amp; y &lt; z</b><c/></a>`);
    expectWellFormedXml(`${head}<a><b><![CDATA[x & <y>]]></b></a>`);
  });
});

describe("sitemap.xml", () => {
  it("lists the fixed pages, Live cities, their meetings, stories and businesses as absolute URLs", async () => {
    const live = await createCity({ status: "Live" });
    const hidden = await createCity({ status: "New" });
    const withStory = await createAnalysedVideo(live.id);
    const withoutStory = await createVideo(live.id);
    const hiddenVideo = await createAnalysedVideo(hidden.id);
    const liveBusiness = await createListing(live.id);
    const hiddenBusiness = await createListing(hidden.id);

    const response = await sitemapLoader();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expectWellFormedXml(xml);
    const base = env().PUBLIC_URL;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/", "/about", "/privacy", "/contact", "/businesses"])
      expect(locs).toContain(`${base}${path}`);
    expect(locs).toContain(`${base}/city/${live.locationKey}`);
    expect(locs).toContain(`${base}/city/${live.locationKey}/meeting/${withStory.id}`);
    expect(locs).toContain(`${base}/city/${live.locationKey}/meeting-story/${withStory.id}`);
    expect(locs).toContain(`${base}/city/${live.locationKey}/meeting/${withoutStory.id}`);
    expect(locs).not.toContain(`${base}/city/${live.locationKey}/meeting-story/${withoutStory.id}`);
    expect(locs).toContain(`${base}/businesses/${liveBusiness}`);
    expect(xml).not.toContain(hidden.locationKey);
    expect(xml).not.toContain(hiddenVideo.id);
    expect(xml).not.toContain(hiddenBusiness);
    expect(xml).toContain(
      `<loc>${base}/city/${live.locationKey}/meeting-story/${withStory.id}</loc><lastmod>2026-03-05T18:30:00Z</lastmod>`,
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});

describe("robots.txt", () => {
  it("allows all, keeps crawlers out of admin and functions, and names the sitemap", async () => {
    const response = robotsLoader();
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /functions/",
      "",
      `Sitemap: ${env().PUBLIC_URL}/sitemap.xml`,
      "",
    ]);
  });
});

describe("a city's RSS feed", () => {
  it("lists the city's stories newest first with escaped titles and RFC 822 dates", async () => {
    const city = await createCity({ name: "Bay & Bluff", description: null, state: "OR" });
    const other = await createCity();
    await createAnalysedVideo(other.id);
    const older = await createAnalysedVideo(city.id, {
      story: newsStory({ headline: "Older <story> & more", body: "First <b>para</b> & such.\n\nSecond." }),
      storyGeneratedAt: new Date("2026-01-02T10:00:00Z"),
    });
    const newer = await createAnalysedVideo(city.id, {
      story: "Raw text story about the pier.\n\nMore text.",
      storyGeneratedAt: new Date("2026-02-03T11:30:00Z"),
      overrides: { title: "Pier \"review\" 'session'" },
    });
    await createVideo(city.id, { title: "No story here" });
    await createAnalysedVideo(city.id, { story: null });

    const response = await feedLoader(feedArgs(city.locationKey));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expectWellFormedXml(xml);
    const base = env().PUBLIC_URL;
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain("<title>Bay &amp; Bluff meetings | CivicLens</title>");
    expect(xml).toContain(`<link>${base}/city/${city.locationKey}</link>`);
    expect(xml).toContain(
      `<atom:link href="${base}/city/${city.locationKey}/feed.xml" rel="self" type="application/rss+xml"/>`,
    );
    expect(xml).toMatch(/<description>News stories from the public meetings of Bay &amp; Bluff, OR/);

    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
    expect(items).toHaveLength(2);
    const [first, second] = items;
    const newerUrl = `${base}/city/${city.locationKey}/meeting-story/${newer.id}`;
    // Titles and descriptions are CDATA sections (the feed library's form): the text as it is, markup characters too.
    expect(first).toContain(`<title><![CDATA[Pier "review" 'session']]></title>`);
    expect(first).toContain(`<link>${newerUrl}</link>`);
    expect(first).toContain(`<guid isPermaLink="true">${newerUrl}</guid>`);
    expect(first).toContain("<pubDate>Tue, 03 Feb 2026 11:30:00 GMT</pubDate>");
    expect(first).toContain("<description><![CDATA[Raw text story about the pier.]]></description>");
    expect(second).toContain("<title><![CDATA[Older <story> & more]]></title>");
    expect(second).toContain(`/meeting-story/${older.id}</link>`);
    expect(second).toContain("<description><![CDATA[First <b>para</b> & such.]]></description>");
    expect(second).toContain("<pubDate>Fri, 02 Jan 2026 10:00:00 GMT</pubDate>");
  });

  it("carries at most the newest 50 stories", async () => {
    const city = await createCity();
    for (let day = 1; day <= 52; day++) {
      await createAnalysedVideo(city.id, {
        story: newsStory({ headline: `Story of day ${day}` }),
        storyGeneratedAt: new Date(Date.UTC(2026, 0, day)),
      });
    }
    const xml = await (await feedLoader(feedArgs(city.locationKey))).text();
    const titles = [...xml.matchAll(/<item>\s*<title><!\[CDATA\[(.+?)\]\]><\/title>/g)].map(
      (match) => match[1],
    );
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe("Story of day 52");
    expect(titles.at(-1)).toBe("Story of day 3");
  });

  it("keeps a title that ends its CDATA early or carries characters XML forbids inside its own item", async () => {
    const city = await createCity();
    await createAnalysedVideo(city.id, {
      story: "A story.",
      overrides: { title: "Bell\u0007 ]]> <item><title>Forged</title></item> ]]> end" },
    });
    const xml = await (await feedLoader(feedArgs(city.locationKey))).text();
    expectWellFormedXml(xml);
    expect(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "").match(/<item>/g)).toHaveLength(1);
    expect(xml).toContain("<title><![CDATA[Bell ]] > <item><title>Forged</title></item> ]] > end]]></title>");
  });

  it("answers 404 for an unknown city", async () => {
    const response = await feedLoader(feedArgs("no-such-city"));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("City not found");
  });

  it("is announced by a link descriptor for the city page's head", () => {
    expect(cityFeedLink("harbor-point-ca", "Harbor Point")).toEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Harbor Point meetings | CivicLens",
      href: "/city/harbor-point-ca/feed.xml",
    });
  });
});
