// Follow mails carry no visitor's text (issue #31): anyone can type any address into the Follow form, so a body is
// one of the city's own, a search's words stay off the confirmation mail, and the confirmation limit counts a
// mailbox once however its address is spelled (plus-tags, case).
import { beforeAll, describe, expect, it } from "vitest";
import { ALERT_BODY_REQUIRED, ALERT_BODY_UNKNOWN, CONFIRM_MAIL_SUBJECT } from "~/features/alerts/alerts.copy";
import { listCityBodies } from "~/features/alerts/alerts.server";
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from "~/lib/rate-limit.server";
import { loader as confirmLoader } from "~/routes/alerts.confirm";
import { loader as meetingLoader } from "~/routes/meeting";
import { getRequest, uniqueEmail } from "../factories/accounts";
import { alertsOf, follow, linkIn, mailsTo } from "../factories/alerts";
import { createCity, createSource, createVideo } from "../factories/cities";
import { answerOf } from "../factories/contact";

type City = Awaited<ReturnType<typeof createCity>>;
let city: City;
let otherCity: City;
let boardMeetingId: string;

/** What a stranger would like our mail to say to someone else. */
const LURE = "URGENT: account locked. Verify now at https://evil.example/login";

beforeAll(async () => {
  city = await createCity({ status: "Live" });
  otherCity = await createCity({ status: "Live" });
  // Bodies come from the city's meetings: a title that names one, or the source's entity type.
  const schools = await createSource(city.id, { entityType: "School Board" });
  boardMeetingId = (
    await createVideo(city.id, { title: "Board of Education regular meeting", cityUrlsId: schools.id })
  ).id;
  await createVideo(city.id, { title: "Special meeting, June 3", cityUrlsId: schools.id });
  await createVideo(city.id, { title: "Council meeting" });
  await createVideo(otherCity.id, { title: "Housing Commission hearing" });
});

/** Every part of a mail a reader sees. */
function wholeMail(mail: { subject: string; text: string; html?: string }): string {
  return [mail.subject, mail.text, mail.html ?? ""].join("\n");
}

describe("following a body", () => {
  it("lists a city's own bodies, from its meetings' titles and sources", async () => {
    expect(await listCityBodies({ cityId: city.id })).toEqual(["Board of Education", "School Board"]);
    expect(await listCityBodies({ cityId: otherCity.id })).toEqual(["Housing Commission"]);
  });

  it("refuses free text, another city's body and a blank body: 400 with a message, nothing saved or mailed", async () => {
    for (const [body, message] of [
      [LURE, ALERT_BODY_UNKNOWN],
      ["Housing Commission", ALERT_BODY_UNKNOWN],
      ["City Council", ALERT_BODY_UNKNOWN],
      ["x".repeat(121), ALERT_BODY_UNKNOWN],
      ["", ALERT_BODY_REQUIRED],
    ] as const) {
      const email = uniqueEmail("target");
      const answer = await follow({ kind: "body", cityKey: city.locationKey, body, email });
      expect(answer, body).toMatchObject({
        status: 400,
        body: { ok: false, error: message, fieldErrors: { body: message } },
      });
      expect(await alertsOf(email)).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it("accepts one of the city's bodies, whatever its case, under the city's own name for it", async () => {
    const email = uniqueEmail("parent");
    const answer = await follow({
      kind: "body",
      cityKey: city.locationKey,
      body: "board of EDUCATION",
      email,
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, status: "confirmation-sent" } });
    expect(await alertsOf(email)).toMatchObject([
      { kind: "body", body: "Board of Education", cityId: city.id },
    ]);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`Board of Education in ${city.name}`);

    // A body named only by a source's entity type is the city's too.
    const other = uniqueEmail("teacher");
    const bySource = await follow({
      kind: "body",
      cityKey: city.locationKey,
      body: "School Board",
      email: other,
    });
    expect(bySource).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("offers a visitor the city's bodies on the meeting page, this meeting's first", async () => {
    const request = getRequest(`/city/${city.locationKey}/meeting/${boardMeetingId}`);
    const page = (await meetingLoader({
      request,
      params: { locationKey: city.locationKey, videoId: boardMeetingId },
      context: {},
    } as never)) as { follow: { body: string | null; bodies: string[] } };
    expect(page.follow).toMatchObject({
      body: "Board of Education",
      bodies: ["Board of Education", "School Board"],
    });
  });
});

describe("the confirmation mail", () => {
  it("never carries the words a visitor typed into a search; the page its link opens shows them", async () => {
    const email = uniqueEmail("victim");
    const query = "urgent account locked verify evil.example";
    const answer = await follow({ kind: "search", cityKey: city.locationKey, query, email });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, status: "confirmation-sent" } });
    const [mail] = await mailsTo(email);
    if (!mail) throw new Error("no confirmation mail");
    expect(mail.subject).toBe(CONFIRM_MAIL_SUBJECT);
    const seen = wholeMail(mail).toLowerCase();
    for (const word of ["urgent", "locked", "verify", "evil"]) expect(seen, word).not.toContain(word);
    expect(mail.text).toContain(`A saved search in ${city.name}`);

    // The owner of the address sees what they would confirm on our page, not in the mail.
    const link = linkIn(mail, "/alerts/confirm?token=");
    const page = answerOf(
      await confirmLoader({ request: new Request(link), params: {}, context: {} } as never),
    );
    expect(page.body).toMatchObject({ label: `"${query}" in ${city.name}` });
  });

  it("for a search in every city, says so without the words", async () => {
    const email = uniqueEmail("victim");
    await follow({ kind: "search", cityKey: "", query: "account suspended", email });
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain("A saved search in all cities");
    expect(wholeMail(mail ?? { subject: "", text: "" }).toLowerCase()).not.toContain("suspended");
  });
});

describe("the confirmation limit per mailbox", () => {
  it("counts plus-addressed and differently cased spellings of one address as one", async () => {
    const name = `victim${Date.now().toString(36)}`;
    const spellings = [
      `${name}+1@example.com`,
      `${name.toUpperCase()}+2@Example.COM`,
      `${name}@example.com`,
      `${name}+4@example.com`,
    ];
    const limit = RATE_LIMITS.alertConfirmationPerEmail.limit;
    expect(spellings).toHaveLength(limit + 1);
    const answers = [];
    for (const email of spellings)
      answers.push(await follow({ kind: "city", cityKey: city.locationKey, email }));
    expect(answers.slice(0, limit).map((answer) => answer.status)).toEqual(Array(limit).fill(200));
    expect(answers[limit]).toMatchObject({ status: 429, body: { ok: false, error: RATE_LIMITED_MESSAGE } });

    // Each alert keeps its address as typed (lowercased); the refused one is neither saved nor mailed.
    const typed = spellings.map((email) => email.toLowerCase());
    for (const email of typed.slice(0, limit)) expect(await mailsTo(email), email).toHaveLength(1);
    expect(await alertsOf(typed[1] ?? "")).toMatchObject([{ email: `${name}+2@example.com` }]);
    expect(await alertsOf(typed[limit] ?? "")).toEqual([]);
    expect(await mailsTo(typed[limit] ?? "")).toEqual([]);

    // Another mailbox at the same domain still has its own count.
    const neighbour = await follow({
      kind: "city",
      cityKey: city.locationKey,
      email: `${name}x+1@example.com`,
    });
    expect(neighbour.status).toBe(200);
  });
});
