// Alerts in the browser (issue #17), following real mail from the outbox: a resident without an account follows a
// search, confirms from the mail, an admin adds a meeting by hand whose transcript says the words, the alert mail
// arrives with a moment link that opens the meeting at that second, and its unsubscribe link ends the alert.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { LABELS, MEETING_COPY, TOASTS } from "../../app/features/admin-cities/admin-cities.copy";
import { slugifyLocationKey } from "../../app/features/admin-cities/city-keys";
import {
  ADMIN_ALERTS_TITLE,
  ADMIN_MAILS_HEADING,
  ALERT_TIME_ZONE_INVALID,
  CONFIRM_BUTTON,
  CONFIRM_MAIL_SUBJECT,
  CONFIRMED_TITLE,
  FOLLOW_A_BODY,
  FOLLOW_BODY,
  FOLLOW_BODY_LABEL,
  FOLLOW_CITY,
  FOLLOW_CONFIRM_SENT,
  FOLLOW_CONFIRM_SENT_TITLE,
  FOLLOW_EMAIL_LABEL,
  FOLLOW_FAILED,
  FOLLOW_SEARCH,
  FOLLOW_SUBMIT,
  FOLLOW_TIME_ZONE_LABEL,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBED_TITLE,
} from "../../app/features/alerts/alerts.copy";
import { meetingBody } from "../../app/features/meetings/meeting-facts.server";
import { CITY_SEEDS } from "../../db/seed/cities";
import { actAsNewResident, enterDemoSession, freshEmail } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { addUrl, createCity, expectToast, urlsRegion } from "./support/city-management";
import { newestOutboxMail, type OutboxMail } from "./support/outbox";
import { cityNameOf, demoMeetings, showcaseMeeting } from "./support/seeded-meetings";

/** The newest outbox message to `email` whose subject passes `matches`. */
function mailTo(email: string, matches: (subject: string) => boolean): Promise<OutboxMail> {
  // The worker takes queued jobs at its polling pace; a first start's demo meetings are matched too.
  return newestOutboxMail(email, { matches, timeout: 90_000 });
}

function linkIn(text: string, pathPart: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith("http") && word.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in ${text}`);
  return link;
}

/** A word no demo meeting says, so the search finds nothing until the new meeting. */
const WORD = `heronmarsh${randomBytes(3).toString("hex")}`;
const SECONDS = 45;

function meetingVtt(): string {
  const cue = (start: number, text: string) =>
    `00:00:${String(start).padStart(2, "0")}.000 --> 00:00:${String(start + 10).padStart(2, "0")}.000\n${text}`;
  return `WEBVTT\n\n${[
    cue(5, "Good evening, I call this meeting of the council to order."),
    cue(25, "The first item is the wetland restoration plan for the north shore."),
    cue(SECONDS, `Residents asked us to protect the ${WORD} before the levee work begins.`),
  ].join("\n\n")}\n`;
}

/** The admin makes a Live city with one source, so residents can follow it and its meetings alert them. */
async function liveCityWithSource(page: Page): Promise<{ name: string; key: string }> {
  await page.goto("/admin/city-management");
  const name = await createCity(page, "Alertville");
  const details = page.getByRole("region", { name: LABELS.cityDetailsHeading });
  await details.getByRole("button", { name: LABELS.edit }).click();
  await details.getByRole("combobox", { name: LABELS.status }).selectOption("Live");
  await details.getByRole("button", { name: LABELS.save }).click();
  await expectToast(page, TOASTS.cityUpdated);
  await addUrl(
    page,
    "Council archive",
    "https://unreachable.granicus.example/ViewPublisherRSS.php?view_id=9",
  );
  return { name, key: slugifyLocationKey(name) };
}

test("a resident follows a search by email, confirms, gets the alert of a new meeting, and unsubscribes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await enterDemoSession(admin, "admin");
  const city = await liveCityWithSource(admin);

  // A resident with no account searches the new city, finds nothing yet, and follows the search.
  const residentContext = await browser.newContext({ timezoneId: "America/Denver" });
  const resident = await residentContext.newPage();
  await actAsNewResident(resident);
  const email = freshEmail("follower");
  await resident.goto(`/city/${city.key}/search?q=${WORD}`);
  await resident.getByRole("button", { name: FOLLOW_SEARCH }).click();
  const form = resident.getByRole("form", { name: FOLLOW_SEARCH });
  await expect(form.getByRole("textbox", { name: FOLLOW_TIME_ZONE_LABEL })).toHaveValue("America/Denver");
  await form.getByRole("textbox", { name: FOLLOW_EMAIL_LABEL }).fill(email);
  expect(await seriousAxeViolations(resident)).toEqual([]);
  await form.getByRole("button", { name: FOLLOW_SUBMIT }).click();
  await expectToast(resident, FOLLOW_CONFIRM_SENT_TITLE);

  // The confirmation mail's link opens a page; its button starts the alert.
  const confirmation = await mailTo(email, (subject) => subject === CONFIRM_MAIL_SUBJECT);
  await resident.goto(linkIn(confirmation.text, "/alerts/confirm?token="));
  await expect(resident.getByText(`"${WORD}" in ${city.name}`)).toBeVisible();
  await resident.getByRole("button", { name: CONFIRM_BUTTON }).click();
  await expect(resident.getByRole("heading", { name: CONFIRMED_TITLE })).toBeVisible();

  // The admin adds a meeting by hand whose transcript says the words.
  await urlsRegion(admin)
    .getByRole("link", { name: LABELS.selectUrl("Council archive") })
    .click();
  const videos = admin.getByRole("region", { name: LABELS.videosOf("Council archive") });
  await videos.getByRole("button", { name: MEETING_COPY.addMeeting }).click();
  const meetingForm = videos.getByRole("form", { name: MEETING_COPY.addMeeting });
  await meetingForm.getByRole("textbox", { name: LABELS.title }).fill("Wetlands Special Meeting");
  await meetingForm.getByLabel(MEETING_COPY.meetingDate).fill("2026-02-10");
  await meetingForm.getByLabel(MEETING_COPY.transcriptFile).setInputFiles({
    name: "wetlands.vtt",
    mimeType: "text/vtt",
    buffer: Buffer.from(meetingVtt()),
  });
  await meetingForm.getByRole("button", { name: MEETING_COPY.saveMeeting }).click();
  await expectToast(admin, MEETING_COPY.meetingAdded);

  // The alert mail: the meeting, the marked line, and a link that opens the meeting at that second.
  const alert = await mailTo(email, (subject) => subject.endsWith(": Wetlands Special Meeting"));
  expect(alert.subject).toBe(`"${WORD}" in ${city.name}: Wetlands Special Meeting`);
  expect(alert.text).toContain(`[00:00:${SECONDS}] Residents asked us to protect the *${WORD}*`);
  expect(alert.html).toContain(`<mark>${WORD}</mark>`);
  expect(alert.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const moment = linkIn(alert.text, `/city/${city.key}/meeting/`);
  expect(new URL(moment).searchParams.get("t")).toBe(String(SECONDS));
  await resident.goto(moment);
  await expect(resident.getByRole("heading", { name: "Wetlands Special Meeting" })).toBeVisible();
  const current = resident.locator('[aria-current="true"]');
  await expect(current).toContainText(`protect the ${WORD}`);

  // The mail's unsubscribe link ends the alert.
  await resident.goto(linkIn(alert.text, "/alerts/unsubscribe?token="));
  await resident.getByRole("button", { name: UNSUBSCRIBE_BUTTON }).click();
  await expect(resident.getByRole("heading", { name: UNSUBSCRIBED_TITLE })).toBeVisible();
  await resident.reload();
  await expect(resident.getByRole("heading", { name: UNSUBSCRIBED_TITLE })).toBeVisible();

  // The admin sees the mails of the day and who follows what, as tables a screen reader reads.
  await admin.goto("/admin/alerts");
  await expect(admin.getByRole("heading", { level: 1, name: ADMIN_ALERTS_TITLE })).toBeVisible();
  const mails = admin.getByRole("region", { name: ADMIN_MAILS_HEADING });
  await expect(mails.getByRole("row").last()).toContainText(new Date().toISOString().slice(0, 10));
  expect(await seriousAxeViolations(admin)).toEqual([]);

  await adminContext.close();
  await residentContext.close();
});

/** The body a seeded meeting belongs to, read as the server reads it (ADR 0039). */
function seededBody(meeting: { cityKey: string; sourceKey: string; title: string }): string | null {
  const source = CITY_SEEDS.find((city) => city.key === meeting.cityKey)?.sources.find(
    (candidate) => candidate.key === meeting.sourceKey,
  );
  return meetingBody(meeting.title, source?.entityType ?? null);
}

test("a resident follows a body chosen from the city's own list, and the mail names it", async ({
  browser,
}) => {
  // axe reads the whole analysed meeting page: on a loaded two-core machine that alone took most of a minute.
  test.setTimeout(120_000);
  const showcase = showcaseMeeting();
  const body = seededBody(showcase);
  if (!body) throw new Error("the showcase meeting has a body");
  const cityBodies = new Set(
    demoMeetings()
      .filter((meeting) => meeting.cityKey === showcase.cityKey)
      .map(seededBody)
      .filter((name): name is string => name !== null),
  );
  const other = [...cityBodies].find((name) => name !== body);
  if (!other) throw new Error("the showcase city has a second body");

  const context = await browser.newContext();
  const resident = await context.newPage();
  await actAsNewResident(resident);
  await resident.goto(`/meeting/${showcase.videoId}`);
  await resident.getByRole("button", { name: FOLLOW_BODY(body) }).click();
  // A list of the city's bodies, this meeting's chosen; no box to type a body into.
  const form = resident.getByRole("form", { name: FOLLOW_A_BODY });
  const choice = form.getByRole("combobox", { name: FOLLOW_BODY_LABEL });
  await expect(choice).toHaveValue(body);
  const offered = await choice.getByRole("option").allTextContents();
  expect(offered).toEqual(expect.arrayContaining([...cityBodies]));
  expect(await form.getByRole("textbox").count()).toBe(2);
  await choice.selectOption(other);
  const email = freshEmail("body-follower");
  await form.getByRole("textbox", { name: FOLLOW_EMAIL_LABEL }).fill(email);
  expect(await seriousAxeViolations(resident)).toEqual([]);
  await form.getByRole("button", { name: FOLLOW_SUBMIT }).click();
  await expectToast(resident, FOLLOW_CONFIRM_SENT_TITLE);

  const confirmation = await newestOutboxMail(email, {
    matches: (subject) => subject === CONFIRM_MAIL_SUBJECT,
  });
  expect(confirmation.text).toContain(`${other} in ${cityNameOf(showcase.cityKey)}`);
  await context.close();
});

const CITY_TO_FOLLOW = CITY_SEEDS.find((city) => city.status === "Live");
if (!CITY_TO_FOLLOW) throw new Error("the demo seed has a Live city");

test("a visitor follows a city from its page: a refused zone is named beside its field, then the form closes", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "Europe/Paris" });
  const resident = await context.newPage();
  await actAsNewResident(resident);
  await resident.goto(`/city/${CITY_TO_FOLLOW.key}`);
  const toggle = resident.getByRole("button", { name: FOLLOW_CITY });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const form = resident.getByRole("form", { name: FOLLOW_CITY });
  const zone = form.getByRole("textbox", { name: FOLLOW_TIME_ZONE_LABEL });
  await expect(zone).toHaveValue("Europe/Paris");
  const email = form.getByRole("textbox", { name: FOLLOW_EMAIL_LABEL });
  await email.fill(freshEmail("city-follower"));
  await zone.fill("Mars/Olympus_Mons");
  await form.getByRole("button", { name: FOLLOW_SUBMIT }).click();
  await expectToast(resident, FOLLOW_FAILED, ALERT_TIME_ZONE_INVALID);
  await expect(zone).toHaveAttribute("aria-invalid", "true");
  await expect(zone).toHaveAccessibleDescription(ALERT_TIME_ZONE_INVALID);

  await zone.fill("Europe/Paris");
  await form.getByRole("button", { name: FOLLOW_SUBMIT }).click();
  await expectToast(resident, FOLLOW_CONFIRM_SENT_TITLE, FOLLOW_CONFIRM_SENT);
  await expect(form).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Opened again, the form is empty and names no old error, as in the app.
  await toggle.click();
  await expect(email).toHaveValue("");
  await expect(zone).toHaveValue("Europe/Paris");
  await expect(zone).not.toHaveAttribute("aria-invalid", "true");
  await context.close();
});

test("without JavaScript, the Follow form opens in the page and posts; the page comes back with the answer", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const resident = await context.newPage();
  await actAsNewResident(resident);
  const cityPath = `/city/${CITY_TO_FOLLOW.key}`;
  await resident.goto(`${cityPath}?show=20`);
  const form = resident.getByRole("form", { name: FOLLOW_CITY });
  await expect(form).toBeHidden();
  // The disclosure's summary: the button beside it waits, hidden, for the page's script.
  const disclosure = resident.getByText(FOLLOW_CITY, { exact: true }).filter({ visible: true });
  await disclosure.click();
  await expect(form.getByRole("textbox", { name: FOLLOW_TIME_ZONE_LABEL })).toHaveValue("UTC");
  await form.getByRole("textbox", { name: FOLLOW_EMAIL_LABEL }).fill(freshEmail("no-script-follower"));
  await form.getByRole("textbox", { name: FOLLOW_TIME_ZONE_LABEL }).fill("Mars/Olympus_Mons");
  await form.getByRole("button", { name: FOLLOW_SUBMIT }).click();
  // Back on the page it was sent from, with the answer's toast.
  await expect(resident).toHaveURL(new RegExp(`${cityPath}\\?show=20$`));
  await expectToast(resident, FOLLOW_FAILED, ALERT_TIME_ZONE_INVALID);

  await disclosure.click();
  await form.getByRole("textbox", { name: FOLLOW_EMAIL_LABEL }).fill(freshEmail("no-script-follower"));
  await form.getByRole("button", { name: FOLLOW_SUBMIT }).click();
  await expect(resident).toHaveURL(new RegExp(`${cityPath}\\?show=20$`));
  await expectToast(resident, FOLLOW_CONFIRM_SENT_TITLE, FOLLOW_CONFIRM_SENT);
  await context.close();
});
