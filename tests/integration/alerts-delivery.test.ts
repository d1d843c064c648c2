// Alert mails through SMTP (issue #17): what a spam linter checks first (Date, From on the site's domain, both parts,
// the one-click unsubscribe headers), hard failures marking an address and three pausing its alerts, the admin's
// report, and the saved search's Atom feed. A fake SMTP server on loopback answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertSubscriptions } from "#db/schema";
import { ADMIN_CHART_DAYS } from "~/features/alerts/alerts.constants";
import { QUERY_ONLY_EXCLUSIONS } from "~/features/search/search.copy";
import { compileSavedSearch } from "~/features/search/search.server";
import { db } from "~/lib/db.server";
import { loader as adminAlertsLoader } from "~/routes/admin.alerts";
import { loader as feedLoader } from "~/routes/search-feed";
import { createUser, getRequest, sessionCookie } from "../factories/accounts";
import { runAlertJobs, saveLines } from "../factories/alerts";
import { createCity, createVideo } from "../factories/cities";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp";

const GONE = "gone@example.org";
const HERE = "here@example.org";
let smtp: FakeSmtp;
let city: Awaited<ReturnType<typeof createCity>>;

beforeAll(async () => {
  smtp = await startFakeSmtp({ bounce: [GONE] });
  // Read by env() on first use, in this file's thread only; given back after.
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "CivicLens <alerts@civiclens.example>";
  city = await createCity({ status: "Live" });
  for (const email of [GONE, HERE]) {
    const saved = await compileSavedSearch("reservoir");
    await db().insert(alertSubscriptions).values({
      email,
      kind: "search",
      cityId: city.id,
      query: saved.query,
      matchQuery: saved.matchQuery,
      confirmedAt: new Date(),
    });
  }
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await smtp.close();
});

function routeArgs(request: Request) {
  return { request, params: {}, context: {} } as never;
}

describe("alert mail through SMTP", () => {
  it("carries Date, From on the site's domain, both parts and the one-click headers", async () => {
    const meeting = await createVideo(city.id, { title: "Reservoir hearing" });
    await saveLines(meeting.id, [[90, "The reservoir levels are low."]]);
    await runAlertJobs();
    const raw = smtp.messages.find((message) => message.includes(`To: ${HERE}`));
    expect(raw).toBeDefined();
    // Long headers are folded onto continuation lines; unfolded, each is one line again.
    const headers = (raw?.split("\r\n\r\n")[0] ?? "").replace(/\r\n[ \t]+/g, " ");
    expect(headers).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/m);
    expect(headers).toMatch(/^From: CivicLens <alerts@civiclens\.example>$/m);
    expect(headers).toMatch(/^Message-ID: <.+>$/m);
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/alerts\/unsubscribe\?token=.+>$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
  });

  it("marks an address at each hard failure and pauses its alerts at the third, which the admin sees", async () => {
    for (let round = 2; round <= 4; round++) {
      const meeting = await createVideo(city.id, { title: `Reservoir follow-up ${round}` });
      await saveLines(meeting.id, [[30, `The reservoir again, round ${round}.`]]);
      await runAlertJobs();
    }
    const admin = await createUser({ admin: true });
    const request = getRequest("/admin/alerts", { cookie: await sessionCookie(admin.email) });
    const report = (await adminAlertsLoader(routeArgs(request))) as Awaited<
      ReturnType<typeof adminAlertsLoader>
    >;
    // Rounds 1-3 failed for good; round 4 found the address paused and recorded nothing for it.
    expect(report.failures).toEqual([expect.objectContaining({ email: GONE, hardFailures: 3 })]);
    expect(report.paused.map((row) => row.email)).toEqual([GONE]);
    expect(report.subscribers).toEqual([{ city: city.name, follows: "Saved searches", subscribers: 2 }]);
    expect(report.mailsPerDay).toHaveLength(ADMIN_CHART_DAYS);
    expect(report.mailsPerDay.at(-1)).toEqual(expect.objectContaining({ sent: 4, failed: 3 }));
    expect(smtp.messages.filter((message) => message.includes(`To: ${HERE}`))).toHaveLength(4);
  });

  it("keeps /admin/alerts from members", async () => {
    const member = await createUser();
    const request = getRequest("/admin/alerts", { cookie: await sessionCookie(member.email) });
    await expect(adminAlertsLoader(routeArgs(request))).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("the saved search's feed", () => {
  it("lists the newest matching moments as Atom, each opening the meeting at its second", async () => {
    const response = (await feedLoader(
      routeArgs(getRequest(`/search/feed.xml?q=reservoir&city=${city.locationKey}`)),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    // A quote needs no escaping in text; the summary is HTML in a CDATA section (the feed library's form).
    expect(xml).toContain(`<title>CivicLens: "reservoir" in ${city.name}</title>`);
    expect(xml.match(/<entry>/g)).toHaveLength(4);
    expect(xml).toMatch(/\/meeting\/[0-9a-f-]{36}\?t=90&amp;q=reservoir/);
    expect(xml).toContain("<mark>reservoir</mark>");
  });

  it("keeps a meeting's title as text in the entry's HTML title", async () => {
    const meeting = await createVideo(city.id, { title: "Reservoir <b>bonds</b> & rates" });
    await saveLines(meeting.id, [[12, "The reservoir bonds were discussed."]]);
    const response = (await feedLoader(
      routeArgs(getRequest(`/search/feed.xml?q=reservoir&city=${city.locationKey}`)),
    )) as Response;
    expect(await response.text()).toContain(
      '<title type="html"><![CDATA[Reservoir &lt;b&gt;bonds&lt;/b&gt; &amp; rates (00:00:12)]]></title>',
    );
  });

  it("refuses a bad query with the search page's message, and an unknown city", async () => {
    const bad = (await feedLoader(routeArgs(getRequest("/search/feed.xml?q=-reservoir")))) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(QUERY_ONLY_EXCLUSIONS);
    const unknown = (await feedLoader(
      routeArgs(getRequest("/search/feed.xml?q=reservoir&city=nowhere-at-all")),
    )) as Response;
    expect(unknown.status).toBe(404);
  });
});
