// City Management in the browser, as the demo admin: the admin panel's tools, creating a city (and the
// required-field toast), editing it, a URL's add / edit / select / deselect / delete, and a URL's videos
// refreshed from the fake YouTube feed, edited and deleted. Each test works on a city it creates.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_PERMISSION_DENIED } from "../../app/features/accounts/accounts.copy";
import {
  CITY_MANAGEMENT_TITLE,
  FILL_REQUIRED_FIELDS,
  LABELS,
  MEETING_COPY,
  MESSAGES,
  NAME_AND_COUNTY_REQUIRED,
  NO_URLS_FOR_CITY,
  NO_VIDEOS_FOR_CITY,
  NO_VIDEOS_FOR_URL,
  newVideosFound,
  SELECT_OR_CREATE_CITY,
  TOASTS,
} from "../../app/features/admin-cities/admin-cities.copy";
import {
  ADMIN_LOADING,
  ADMIN_PANEL_TITLE,
  ADMIN_TOOLS,
} from "../../app/features/admin-panel/admin-panel.copy";
import { SOURCES_COPY } from "../../app/features/sources/sources.copy";
import { IMAGE_UPLOADED, INVALID_FILE_TYPE, SELECT_IMAGE_FILE } from "../../app/lib/image-upload";
import { LIVE_CITY_SEEDS } from "../../db/seed/cities";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import {
  addUrl,
  createCity,
  expectToast,
  openCreateForm,
  refreshVideosOfNewUrl,
  urlsRegion,
} from "./support/city-management";
import { E2E_CHANNEL_URL, E2E_CHANNEL_VIDEOS, E2E_UNKNOWN_CHANNEL_URL } from "./support/fake-youtube";

const PAGE = "/admin/city-management";
const FIXTURE_IMAGES = path.join(import.meta.dirname, "..", "fixtures", "images");
const [HARBOR_POINT] = LIVE_CITY_SEEDS;
if (!HARBOR_POINT) throw new Error("the demo seed has no Live city");

/** Nothing answers here: the browser test's meetings come by hand and from a feed file, never from this site. */
const UNREACHABLE_SITE = "https://unreachable.granicus.example";

/** A special meeting's captions, long enough (over 1,000 characters) to be analysed. */
const LEVEE_LINES = [
  ["Mayor Ana Reyes", "Good evening. I call this special meeting of the city council to order."],
  ["Clerk Tom Brandt", "All seven council members are present, so we have a quorum this evening."],
  [
    "Mayor Ana Reyes",
    "The only item tonight is the emergency repair of the river levee north of Mill Street.",
  ],
  [
    "Public Works Director Kim Osei",
    "Last week's storm washed out forty feet of the levee wall near the pump station.",
  ],
  [
    "Public Works Director Kim Osei",
    "The repair will cost about $1.2 million and take six weeks if we start in July.",
  ],
  ["Council Member Luis Ortega", "Can the state emergency fund cover part of that cost for the city?"],
  [
    "Public Works Director Kim Osei",
    "Yes, the state fund can cover half once the governor declares an emergency.",
  ],
  ["Council Member Priya Shah", "I move that we approve the levee repair contract with Delta Builders."],
  ["Council Member Luis Ortega", "I second the motion."],
  ["Mayor Ana Reyes", "All in favor? The motion carries seven to zero. This meeting is adjourned."],
] as const;

function leveeMeetingVtt(): string {
  const time = (seconds: number) =>
    `00:${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}.000`;
  return `WEBVTT\n\n${LEVEE_LINES.map(
    ([speaker, text], index) => `${time(index * 20 + 5)} --> ${time(index * 20 + 19)}\n<v ${speaker}>${text}`,
  ).join("\n\n")}\n`;
}

const SAVED_FEED_ITEMS = [
  { clip: 88, title: "Planning Commission, June 12", date: "Thu, 12 Jun 2025 02:00:00 GMT" },
  { clip: 87, title: "City Council Regular Meeting, June 3", date: "Wed, 04 Jun 2025 02:00:00 GMT" },
] as const;

/** A Granicus ViewPublisher feed as an admin saves it from their browser. */
function savedFeed(): string {
  const items = SAVED_FEED_ITEMS.map(
    (item) => `<item><title>${item.title}</title><guid isPermaLink="false">clip-${item.clip}</guid>
<link>${UNREACHABLE_SITE}/MediaPlayer.php?view_id=7&amp;clip_id=${item.clip}</link><pubDate>${item.date}</pubDate>
<enclosure url="${UNREACHABLE_SITE}/media/clip_${item.clip}.mp4" type="video/mp4" length="1000"/></item>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>City Council</title><link>${UNREACHABLE_SITE}/ViewPublisher.php?view_id=7</link>
${items}
</channel></rss>`;
}

test("a member is shown the permission message, with status 403", async ({ page }) => {
  await enterDemoSession(page, "member");
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: ADMIN_PERMISSION_DENIED })).toBeVisible();
  await expect(page.getByRole("heading", { name: CITY_MANAGEMENT_TITLE })).toHaveCount(0);
});

test.describe("City Management", () => {
  test.beforeEach(async ({ page }) => {
    await enterDemoSession(page, "admin");
  });

  test("the admin panel links every tool, and City Management opens with nothing selected", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_PANEL_TITLE })).toBeVisible();
    for (const tool of ADMIN_TOOLS)
      await expect(
        page.getByRole("main").getByRole("link", { name: tool.label, exact: true }),
      ).toHaveAttribute("href", tool.to);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // While the server checks the role for the page being opened, "Loading..." shows (held back here).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/admin\/city-management\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "City Management", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: ADMIN_LOADING })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: CITY_MANAGEMENT_TITLE })).toBeVisible();
    await expect(page.getByText(ADMIN_LOADING)).toHaveCount(0);
    await page.unroute(/\/admin\/city-management\.data/);
    await expect(page.getByText(SELECT_OR_CREATE_CITY)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("every admin tool links back to the Admin Panel", async ({ page }) => {
    for (const tool of ADMIN_TOOLS) {
      await page.goto(tool.to);
      const back = page.getByRole("link", { name: new RegExp(`^(Back to )?${ADMIN_PANEL_TITLE}$`) });
      await expect(back, tool.to).toHaveAttribute("href", "/admin");
    }
    await page.getByRole("link", { name: new RegExp(`^(Back to )?${ADMIN_PANEL_TITLE}$`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_PANEL_TITLE })).toBeVisible();
  });

  test("at 1280x900 a selected city's details show first; New city opens the form, Cancel closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    await expect(page.getByRole("region", { name: LABELS.createCityHeading })).toHaveCount(0);
    await page
      .getByRole("combobox", { name: LABELS.cityPicker })
      .selectOption({ label: `${HARBOR_POINT.name}, ${HARBOR_POINT.state} (Live)` });
    const details = page.getByRole("region", { name: LABELS.cityDetailsHeading });
    await expect(details.getByRole("heading", { name: LABELS.cityDetailsHeading })).toBeInViewport();
    await expect(details.getByRole("button", { name: LABELS.edit })).toBeInViewport();

    const toggle = page.getByRole("button", { name: LABELS.newCity });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const form = await openCreateForm(page);
    await form.getByRole("button", { name: LABELS.cancel }).click();
    await expect(form).toHaveCount(0);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("without JavaScript the create form is simply there, and creates the city", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await enterDemoSession(context, "admin");
    const page = await context.newPage();
    await page.goto(PAGE);
    const form = page.getByRole("region", { name: LABELS.createCityHeading });
    const name = `Scriptless ${randomBytes(3).toString("hex")}`;
    await form.getByRole("textbox", { name: LABELS.name }).fill(name);
    await form.getByRole("textbox", { name: LABELS.county }).fill("Lake County");
    await form.getByRole("button", { name: LABELS.createCity }).click();
    await expect(page).toHaveURL(/cityId=/);
    await expect(page.getByRole("region", { name: LABELS.cityDetailsHeading })).toContainText(name);
    await context.close();
  });

  test("each of the demo's Live cities saves unchanged", async ({ page }) => {
    await page.goto(PAGE);
    const details = page.getByRole("region", { name: LABELS.cityDetailsHeading });
    for (const city of LIVE_CITY_SEEDS) {
      await page
        .getByRole("combobox", { name: LABELS.cityPicker })
        .selectOption({ label: `${city.name}, ${city.state} (Live)` });
      await expect(details).toContainText(city.name);
      await details.getByRole("button", { name: LABELS.edit }).click();
      await expect(details.getByRole("textbox", { name: LABELS.imageUrl })).toHaveValue(city.imageUrl ?? "");
      await details.getByRole("button", { name: LABELS.save }).click();
      await expectToast(page, TOASTS.cityUpdated);
      await expect(details.getByRole("button", { name: LABELS.edit })).toBeVisible();
    }
  });

  test("a city image is uploaded and judged as an image; a second city of the same name is refused", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const name = await createCity(page, "Imageton");
    const image = page.getByRole("region", { name: LABELS.cityImageHeading });
    await expect(image.getByText(LABELS.noCityImage)).toBeVisible();
    await image.getByLabel(LABELS.imageFile).setInputFiles(path.join(FIXTURE_IMAGES, "storefront.png"));
    await image.getByRole("button", { name: LABELS.uploadImage }).click();
    await expectToast(page, IMAGE_UPLOADED);
    await expect(image.getByRole("img", { name: LABELS.currentCityImage })).toHaveAttribute(
      "src",
      /^\/uploads\/city-images\/imageton-[0-9a-f]+-\d+\.png$/,
    );
    const details = page.getByRole("region", { name: LABELS.cityDetailsHeading });
    await expect(details).toContainText("/uploads/city-images/");

    await image.getByLabel(LABELS.imageFile).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expectToast(page, INVALID_FILE_TYPE, SELECT_IMAGE_FILE);

    const form = await openCreateForm(page);
    await form.getByRole("textbox", { name: LABELS.name }).fill(name.toUpperCase());
    await form.getByRole("textbox", { name: LABELS.county }).fill("Lake County");
    await form.getByRole("button", { name: LABELS.createCity }).click();
    await expectToast(page, TOASTS.errorCreatingCity, MESSAGES.cityNameTaken(name, "CA"));
  });

  test("a city is archived, then deleted from a dialog that names what goes", async ({ page }) => {
    await page.goto(PAGE);
    const name = await createCity(page, "Goneville");
    await addUrl(page, "Council channel", E2E_CHANNEL_URL);
    const details = page.getByRole("region", { name: LABELS.cityDetailsHeading });

    await details.getByRole("button", { name: LABELS.deleteCity }).click();
    let dialog = page.getByRole("dialog", { name: LABELS.confirmDeleteCityTitle(name) });
    await expect(dialog).toContainText(LABELS.deleteBlockedIntro);
    await expect(dialog).toContainText(LABELS.deleteBlockedStatus("New"));
    await expect(dialog.getByRole("button", { name: LABELS.deleteCityConfirm })).toBeDisabled();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: LABELS.cancel }).click();
    await expect(dialog).toBeHidden();

    await details.getByRole("button", { name: LABELS.edit }).click();
    await details.getByRole("combobox", { name: LABELS.status }).selectOption("Archive");
    await details.getByRole("button", { name: LABELS.save }).click();
    await expectToast(page, TOASTS.cityUpdated);

    await details.getByRole("button", { name: LABELS.deleteCity }).click();
    dialog = page.getByRole("dialog", { name: LABELS.confirmDeleteCityTitle(name) });
    await expect(dialog).toContainText(LABELS.deleteTakesIntro);
    await expect(dialog).toContainText(LABELS.deleteTakesUrls(1));
    await expect(dialog).toContainText("Council channel");
    await dialog.getByRole("button", { name: LABELS.deleteCityConfirm }).click();
    await expectToast(page, TOASTS.cityDeleted);
    await expect(page.getByText(SELECT_OR_CREATE_CITY)).toBeVisible();
    await expect(
      page.getByRole("combobox", { name: LABELS.cityPicker }).getByRole("option", { name: new RegExp(name) }),
    ).toHaveCount(0);
  });

  test("creating a city needs a name and a county; the new city is selected, then edited", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const form = await openCreateForm(page);
    await form.getByRole("textbox", { name: LABELS.name }).fill("   ");
    await form.getByRole("button", { name: LABELS.createCity }).click();
    await expectToast(page, FILL_REQUIRED_FIELDS, NAME_AND_COUNTY_REQUIRED);

    // The key follows the name until the admin types one.
    await form.getByRole("textbox", { name: LABELS.name }).fill("Lake Élan");
    await expect(form.getByRole("textbox", { name: LABELS.locationKey })).toHaveValue("lake-elan");

    const name = await createCity(page, "Lakeside");
    const details = page.getByRole("region", { name: LABELS.cityDetailsHeading });
    await expect(details).toContainText("CA");
    await expect(details).toContainText("New");
    await expect(details).toContainText("#3B82F6");
    await expect(details).toContainText("#1E40AF");
    await expect(page.getByText(NO_URLS_FOR_CITY)).toBeVisible();
    await expect(page.getByText(NO_VIDEOS_FOR_CITY)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Cancel discards.
    await details.getByRole("button", { name: LABELS.edit }).click();
    await details.getByRole("textbox", { name: LABELS.name }).fill("Discarded name");
    await details.getByRole("button", { name: LABELS.cancel }).click();
    await expect(details).toContainText(name);
    await expect(details).not.toContainText("Discarded name");

    // Save updates and returns to the view.
    await details.getByRole("button", { name: LABELS.edit }).click();
    await details.getByRole("textbox", { name: LABELS.tagLine }).fill("Where the river meets the lake");
    await details.getByRole("combobox", { name: LABELS.status }).selectOption("Test");
    await details.getByRole("button", { name: LABELS.save }).click();
    await expectToast(page, TOASTS.cityUpdated);
    await expect(details.getByRole("button", { name: LABELS.edit })).toBeVisible();
    await expect(details).toContainText("Where the river meets the lake");
    await expect(details).toContainText("Test");
  });

  test("a URL is added, edited, selected, deselected and deleted", async ({ page }) => {
    // Many steps, each waiting on the server: on a busy two-core machine this outgrows the default 30 s.
    test.setTimeout(60_000);
    await page.goto(PAGE);
    await createCity(page, "Urlton");
    const urls = urlsRegion(page);

    // Add mode: Add URL is disabled, and typing the address sets the content type.
    await urls.getByRole("button", { name: LABELS.addUrl }).click();
    await expect(urls.getByRole("button", { name: LABELS.addUrl })).toBeDisabled();
    const form = urls.getByRole("form", { name: LABELS.addUrl });
    const contentType = form.getByRole("combobox", { name: LABELS.contentType });
    const sourceType = form.getByRole("combobox", { name: LABELS.sourceType });
    // The spec's default source type, website, is the create form's first choice (ADR 0023).
    await expect(sourceType).toHaveValue("website");
    await form.getByRole("textbox", { name: LABELS.url }).fill("https://example.org/agendas");
    await expect(contentType).toHaveValue("site");
    // A feed or a media file is a video source, suggested as it is typed.
    await form
      .getByRole("textbox", { name: LABELS.url })
      .fill("https://urlton.granicus.com/ViewPublisherRSS.php?view_id=2&mode=vpodcast");
    await expect(contentType).toHaveValue("video");
    await form.getByRole("textbox", { name: LABELS.url }).fill("https://example.org/agendas");
    await expect(contentType).toHaveValue("site");
    await form
      .getByRole("textbox", { name: LABELS.url })
      .fill("https://media.example.org/council-2025-05-06.mp4");
    await expect(contentType).toHaveValue("video");
    await form.getByRole("textbox", { name: LABELS.url }).fill(E2E_CHANNEL_URL);
    await expect(contentType).toHaveValue("video");
    await expect(form.getByRole("textbox", { name: LABELS.entityType })).toHaveValue("Unknown");
    await form.getByRole("button", { name: LABELS.cancel }).click();
    await expect(urls.getByRole("button", { name: LABELS.addUrl })).toBeEnabled();

    await addUrl(page, "Council channel", E2E_CHANNEL_URL);

    // Edit mode: one row at a time, Add URL disabled meanwhile.
    await urls.getByRole("button", { name: LABELS.editUrl("Council channel") }).click();
    await expect(urls.getByRole("button", { name: LABELS.addUrl })).toBeDisabled();
    const editor = urls.getByRole("form", { name: LABELS.editUrl("Council channel") });
    // The edit list omits Other (spec 001 section 9), yet keeps the row's own type (website) on offer.
    const editedType = editor.getByRole("combobox", { name: LABELS.sourceType });
    await expect(editedType).toHaveValue("website");
    await expect(editedType.getByRole("option", { name: "Other" })).toHaveCount(0);
    await editor.getByRole("textbox", { name: LABELS.title }).fill("City Council channel");
    await editor.getByRole("combobox", { name: LABELS.sourceType }).selectOption("city");
    await editor.getByRole("textbox", { name: LABELS.entityType }).fill("City Council");
    await editor.getByRole("button", { name: LABELS.save }).click();
    await expectToast(page, TOASTS.urlUpdated);
    await expect(urls.getByRole("button", { name: LABELS.addUrl })).toBeEnabled();
    const row = urls.getByRole("row", { name: /City Council channel/ });
    await expect(row).toContainText("City Council");

    // A click on the row selects it (highlighted, videos shown); a second click deselects it.
    await row.getByRole("cell", { name: "City Council", exact: true }).click();
    await expect(
      urls.getByRole("link", { name: LABELS.deselectUrl("City Council channel") }),
    ).toHaveAttribute("aria-current", "true");
    await expect(row).toHaveAttribute("data-selected", "true");
    const videos = page.getByRole("region", { name: LABELS.videosOf("City Council channel") });
    await expect(videos.getByText(NO_VIDEOS_FOR_URL)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.getByRole("cell", { name: "City Council", exact: true }).click();
    await expect(videos).toHaveCount(0);
    await expect(row).not.toHaveAttribute("data-selected", "true");

    // Deleting the selected URL removes it and clears the selection.
    await urls.getByRole("link", { name: LABELS.selectUrl("City Council channel") }).click();
    await expect(videos).toBeVisible();
    await urls.getByRole("button", { name: LABELS.deleteUrl("City Council channel") }).click();
    await page
      .getByRole("dialog", { name: LABELS.confirmDeleteUrlTitle })
      .getByRole("button", { name: LABELS.delete })
      .click();
    await expectToast(page, TOASTS.urlDeleted);
    await expect(urls.getByText(NO_URLS_FOR_CITY)).toBeVisible();
    await expect(videos).toHaveCount(0);
    await expect(page).not.toHaveURL(/urlId=/);
  });

  test("videos are refreshed from the source, edited and deleted", async ({ page }) => {
    await page.goto(PAGE);
    await createCity(page, "Videoville");
    await addUrl(page, "Council channel", E2E_CHANNEL_URL);
    await urlsRegion(page)
      .getByRole("link", { name: LABELS.selectUrl("Council channel") })
      .click();
    const videos = page.getByRole("region", { name: LABELS.videosOf("Council channel") });
    await expect(videos.getByText(NO_VIDEOS_FOR_URL)).toBeVisible();

    // Progress while the refresh runs (its answer held back here): a disabled button and a status line.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/admin\/city-management\.data/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await videos.getByRole("button", { name: LABELS.refreshVideos }).click();
    await expect(videos.getByRole("button", { name: LABELS.refreshing })).toBeDisabled();
    await expect(videos.getByRole("status")).toHaveText(LABELS.refreshingStatus);
    release();
    await expectToast(page, TOASTS.videosRefreshed, newVideosFound(E2E_CHANNEL_VIDEOS.length));
    await page.unroute(/\/admin\/city-management\.data/);
    for (const video of E2E_CHANNEL_VIDEOS) await expect(videos.getByText(video.title)).toBeVisible();
    await expect(videos.getByRole("button", { name: LABELS.refreshVideos })).toBeEnabled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A second refresh finds nothing new.
    await videos.getByRole("button", { name: LABELS.refreshVideos }).click();
    await expectToast(page, TOASTS.videosRefreshed, newVideosFound(0));

    // Edit: title, description (2 rows) and transcript (4 rows).
    const [first, second] = E2E_CHANNEL_VIDEOS;
    await videos.getByRole("button", { name: LABELS.editVideo(first.title) }).click();
    const editor = videos.getByRole("form", { name: LABELS.editVideo(first.title) });
    const description = editor.getByRole("textbox", { name: LABELS.description });
    const transcript = editor.getByRole("textbox", { name: LABELS.transcript });
    await expect(description).toHaveAttribute("rows", "2");
    await expect(transcript).toHaveAttribute("rows", "4");
    await expect(transcript).toBeEditable();
    await editor.getByRole("textbox", { name: LABELS.title }).fill("Budget hearing, June 3");
    await description.fill("The council adopts next year's budget.");
    await transcript.fill(
      "[00:00:05] Mayor Reyes: The meeting will come to order.\n[00:00:12] Clerk: All present.",
    );
    await editor.getByRole("button", { name: LABELS.save }).click();
    await expectToast(page, TOASTS.videoUpdated);
    const edited = videos.getByRole("row", { name: /Budget hearing, June 3/ });
    await expect(edited).toContainText("The council adopts next year's budget.");
    await expect(edited).toContainText("characters");

    // Delete.
    await videos.getByRole("button", { name: LABELS.deleteVideo(second.title) }).click();
    await page
      .getByRole("dialog", { name: LABELS.confirmDeleteVideoTitle })
      .getByRole("button", { name: LABELS.delete })
      .click();
    await expectToast(page, TOASTS.videoDeleted);
    await expect(videos.getByText(second.title)).toHaveCount(0);
    await expect(videos.getByText(LABELS.showingVideos(2, 2))).toBeVisible();
  });

  test("a meeting is added by hand with its WebVTT file, and a feed file's videos are imported", async ({
    page,
  }) => {
    // A long flow (a city, a URL, a meeting, three imports) on a machine that may be busy: the long flows' budget.
    test.setTimeout(90_000);
    await page.goto(PAGE);
    await createCity(page, "Handmade");
    // A site the server cannot reach: its meetings come by hand and from a saved feed file.
    await addUrl(page, "Council archive", `${UNREACHABLE_SITE}/ViewPublisherRSS.php?view_id=7`);
    await urlsRegion(page)
      .getByRole("link", { name: LABELS.selectUrl("Council archive") })
      .click();
    const videos = page.getByRole("region", { name: LABELS.videosOf("Council archive") });
    await expect(videos.getByText(NO_VIDEOS_FOR_URL)).toBeVisible();

    // The disclosure: focus moves into the form; Cancel closes it and gives focus back.
    const addMeeting = videos.getByRole("button", { name: MEETING_COPY.addMeeting });
    await expect(addMeeting).toHaveAttribute("aria-expanded", "false");
    await addMeeting.click();
    const form = videos.getByRole("form", { name: MEETING_COPY.addMeeting });
    await expect(form).toBeVisible();
    await expect(addMeeting).toHaveAttribute("aria-expanded", "true");
    await expect(form.getByRole("textbox", { name: LABELS.title })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: LABELS.cancel }).click();
    await expect(form).toBeHidden();
    await expect(addMeeting).toBeFocused();

    await addMeeting.click();
    await form.getByRole("textbox", { name: LABELS.title }).fill("Special Council Meeting on the Levee");
    await form.getByLabel(MEETING_COPY.meetingDate).fill("2025-06-10");
    await form.getByLabel(MEETING_COPY.transcriptFile).setInputFiles({
      name: "levee-meeting.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from(leveeMeetingVtt()),
    });
    await form.getByRole("button", { name: MEETING_COPY.saveMeeting }).click();
    await expectToast(
      page,
      MEETING_COPY.meetingAdded,
      `Its transcript (${LEVEE_LINES.length} segments) was saved, and its analysis is on its way.`,
    );
    await expect(form).toBeHidden();
    const meeting = videos.getByRole("row", { name: /Special Council Meeting on the Levee/ });
    await expect(meeting).toContainText("Jun 10, 2025");
    await expect(meeting).toContainText("characters");

    // A file that is not a feed is refused, and says why.
    const importFeed = videos.getByRole("button", { name: MEETING_COPY.importFeedFile });
    await importFeed.click();
    const feedForm = videos.getByRole("form", { name: MEETING_COPY.importFeedFile });
    await expect(form).toBeHidden();
    await expect(feedForm.getByLabel(MEETING_COPY.feedFile)).toBeFocused();
    await feedForm.getByLabel(MEETING_COPY.feedFile).setInputFiles({
      name: "agenda.html",
      mimeType: "text/html",
      buffer: Buffer.from("<html><body>Agenda</body></html>"),
    });
    await feedForm.getByRole("button", { name: MEETING_COPY.importVideos }).click();
    await expect(
      page.getByRole("alert").getByText(MEETING_COPY.errorImportingFeed, { exact: true }),
    ).toBeVisible();
    await expect(feedForm.getByRole("alert")).toHaveText(SOURCES_COPY.feedFileNotAFeed);

    // The saved feed: its videos join the table, counted as a refresh counts them; a second import adds nothing.
    const feedFile = {
      name: "ViewPublisherRSS.xml",
      mimeType: "application/rss+xml",
      buffer: Buffer.from(savedFeed()),
    };
    await feedForm.getByLabel(MEETING_COPY.feedFile).setInputFiles(feedFile);
    await feedForm.getByRole("button", { name: MEETING_COPY.importVideos }).click();
    await expectToast(page, TOASTS.videosRefreshed, newVideosFound(SAVED_FEED_ITEMS.length));
    await expect(feedForm).toBeHidden();
    for (const item of SAVED_FEED_ITEMS)
      await expect(videos.getByText(item.title, { exact: true })).toBeVisible();
    await expect(videos.getByText(LABELS.showingVideos(3, 3))).toBeVisible();
    await expect(videos.getByText(SOURCES_COPY.importedFeedNote)).toBeVisible();

    await importFeed.click();
    await feedForm.getByLabel(MEETING_COPY.feedFile).setInputFiles(feedFile);
    await feedForm.getByRole("button", { name: MEETING_COPY.importVideos }).click();
    await expectToast(page, TOASTS.videosRefreshed, newVideosFound(0));
    await expect(videos.getByText(LABELS.showingVideos(3, 3))).toBeVisible();
  });

  test("without JavaScript, Add Meeting is a plain disclosure and form: a refusal shows beside it, a meeting is saved", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.goto(PAGE);
    await createCity(page, "Plainville");
    await addUrl(page, "Council archive", `${UNREACHABLE_SITE}/archive`);
    await urlsRegion(page)
      .getByRole("link", { name: LABELS.selectUrl("Council archive") })
      .click();
    await expect(page).toHaveURL(/urlId=/);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto(page.url());
    const videos = plain.getByRole("region", { name: LABELS.videosOf("Council archive") });
    await videos.getByRole("button", { name: MEETING_COPY.addMeeting }).click();
    const form = videos.getByRole("form", { name: MEETING_COPY.addMeeting });
    await form.getByLabel(MEETING_COPY.meetingDate).fill("2025-06-17");
    await form.getByRole("button", { name: MEETING_COPY.saveMeeting }).click();
    // Refused: the page comes back with the form open and the message beside the title.
    await expect(form.getByText(MEETING_COPY.titleRequired)).toBeVisible();
    await expect(videos.getByText(NO_VIDEOS_FOR_URL)).toBeVisible();

    await form.getByRole("textbox", { name: LABELS.title }).fill("Budget Hearing, June 17");
    await form.getByLabel(MEETING_COPY.meetingDate).fill("2025-06-17");
    await form.getByRole("button", { name: MEETING_COPY.saveMeeting }).click();
    await expect(
      plain.getByTestId("toast").getByText(MEETING_COPY.meetingAdded, { exact: true }),
    ).toBeVisible();
    await expect(videos.getByRole("row", { name: /Budget Hearing, June 17/ })).toContainText("Jun 17, 2025");
    await context.close();
  });

  test("a refresh that fails says so in the error toast", async ({ page }) => {
    await page.goto(PAGE);
    await createCity(page, "Failburg");
    const videos = await refreshVideosOfNewUrl(page, "Missing channel", E2E_UNKNOWN_CHANNEL_URL);
    await expect(
      page.getByRole("alert").getByText(TOASTS.errorRefreshingVideos, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("feed has nothing at that address");
    await expect(videos.getByText(NO_VIDEOS_FOR_URL)).toBeVisible();
  });
});
