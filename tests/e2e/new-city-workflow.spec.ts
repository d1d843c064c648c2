// The whole new-city workflow of issue #13, as a newsroom runs it, with no network: create a city, add a meeting by
// hand with a real meeting's WebVTT (a development commission's, from the labelled corpus in scripts/eval/corpus, so
// the test runs on a clone without ../shared), watch its analysis and story arrive live, edit the story's headline,
// publish it, set the city Live, and find it on the home picker, the city page and the city's RSS feed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LABELS, MEETING_COPY, TOASTS } from "../../app/features/admin-cities/admin-cities.copy";
import { slugifyLocationKey } from "../../app/features/admin-cities/city-keys";
import { EDITORIAL_COPY } from "../../app/features/admin-content/admin-content.copy";
import { READ_STORY } from "../../app/features/meetings/meetings.copy";
import { enterDemoSession } from "./support/accounts";
import { addUrl, createCity, expectToast, urlsRegion } from "./support/city-management";

/** A real commission meeting's WebVTT from the labelled corpus kept in the repository (issue #30). */
const MEETING_VTT = path.join(
  import.meta.dirname,
  "..",
  "..",
  "scripts",
  "eval",
  "corpus",
  "mystic-valley-development-commission-2023-01-10",
  "transcript.vtt",
);
const MEETING_TITLE = "Development Commission Meeting, January 10";
const EDITED_HEADLINE = "Mystic Valley commission approves parcel transfer";

test("a new city goes from nothing to a published story: create, add a meeting, watch, edit, publish, go Live", async ({
  page,
}) => {
  // Many server round trips and two pipeline jobs on a machine that may be busy: the long flows' budget.
  test.setTimeout(180_000);
  await enterDemoSession(page, "admin");

  // 1. A new city, with the address of a site the server cannot read.
  await page.goto("/admin/city-management");
  const name = await createCity(page, "Mystic Valley Test");
  const locationKey = slugifyLocationKey(name);
  await addUrl(page, "Council meetings", "https://mysticvalley.legistar.example/Calendar.aspx");
  await urlsRegion(page)
    .getByRole("link", { name: LABELS.selectUrl("Council meetings") })
    .click();
  const videos = page.getByRole("region", { name: LABELS.videosOf("Council meetings") });

  // 2. The meeting by hand, with its real WebVTT.
  await videos.getByRole("button", { name: MEETING_COPY.addMeeting }).click();
  const form = videos.getByRole("form", { name: MEETING_COPY.addMeeting });
  await form.getByRole("textbox", { name: LABELS.title }).fill(MEETING_TITLE);
  await form.getByLabel(MEETING_COPY.meetingDate).fill("2023-01-10");
  await form.getByLabel(MEETING_COPY.transcriptFile).setInputFiles({
    name: "mystic-valley-development-commission.vtt",
    mimeType: "text/vtt",
    buffer: readFileSync(MEETING_VTT),
  });
  await form.getByRole("button", { name: MEETING_COPY.saveMeeting }).click();
  await expectToast(page, MEETING_COPY.meetingAdded);

  // 3. Progress, live: without a reload, the row's analysis becomes Ready and its story waits for Publish (the city
  // is New, so its first story is not public yet).
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
  const row = videos.getByRole("row", { name: new RegExp(MEETING_TITLE) });
  const cells = row.getByRole("cell");
  await expect(cells.nth(3)).toHaveText(LABELS.ready, { timeout: 90_000 });
  await expect(cells.nth(4)).toHaveText(LABELS.storyNotPublished, { timeout: 90_000 });
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );

  // 4. The story's headline, edited by hand in Content Management.
  await row.getByRole("link", { name: LABELS.openContentManagement(MEETING_TITLE) }).click();
  // The panel is the region whose own heading is "Story" (inside it, the story itself scrolls in a region too).
  const story = page
    .getByRole("region", { name: "Story", exact: true })
    .filter({ has: page.getByRole("heading", { level: 2, name: "Story", exact: true }) });
  await expect(story.getByText(EDITORIAL_COPY.notPublished)).toBeVisible();
  await story.getByRole("button", { name: EDITORIAL_COPY.editStory }).click();
  const editor = story.getByRole("form", { name: EDITORIAL_COPY.editStory });
  const headline = editor.getByRole("textbox", { name: EDITORIAL_COPY.headlineLabel });
  await expect(headline).toBeFocused();
  await headline.fill(EDITED_HEADLINE);
  await editor.getByRole("button", { name: EDITORIAL_COPY.saveStory }).click();
  await expectToast(page, EDITORIAL_COPY.storySaved);
  await expect(story.getByRole("heading", { name: EDITED_HEADLINE })).toBeVisible();
  await expect(story).toContainText("Edited by admin@civiclens.local");

  // 5. Published.
  await story.getByRole("button", { name: EDITORIAL_COPY.publishStory }).click();
  await expectToast(page, EDITORIAL_COPY.storyPublished);
  await expect(story.getByText(EDITORIAL_COPY.published)).toBeVisible();

  // 6. The city goes Live.
  await page.goto("/admin/city-management");
  await page.getByRole("combobox", { name: LABELS.cityPicker }).selectOption({ label: `${name}, CA (New)` });
  const details = page.getByRole("region", { name: LABELS.cityDetailsHeading });
  await details.getByRole("button", { name: LABELS.edit }).click();
  await details.getByRole("combobox", { name: LABELS.status }).selectOption("Live");
  await details.getByRole("button", { name: LABELS.save }).click();
  await expectToast(page, TOASTS.cityUpdated);

  // 7. A resident finds it: the home picker, the city page with its story, the city's feed.
  const resident = await page.context().browser()?.newContext();
  if (!resident) throw new Error("no browser for the resident");
  const visitor = await resident.newPage();
  await visitor.goto("/");
  await expect(
    visitor.getByLabel("Choose your city").getByRole("option", { name: `${name}, CA` }),
  ).toHaveCount(1);
  await visitor.goto(`/city/${locationKey}`);
  const meeting = visitor.getByRole("listitem").filter({ hasText: MEETING_TITLE });
  await meeting.getByRole("link", { name: new RegExp(`^${READ_STORY}`) }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: EDITED_HEADLINE })).toBeVisible();
  const feed = await visitor.request.get(`/city/${locationKey}/feed.xml`);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`<title><![CDATA[${EDITED_HEADLINE}]]></title>`);
  await resident.close();
});
