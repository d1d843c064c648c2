import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  CONTACT_MESSAGE_CSV_HEADER,
  EXPORT_CSV,
  emptyState,
  INBOX_TITLE,
  KIND_LABELS,
  KIND_NAV_LABEL,
  MARK_HANDLED,
  MARK_OPEN,
  MARKED_HANDLED,
  MARKED_OPEN,
  SHOW_LABELS,
  SHOW_NAV_LABEL,
} from "../../app/features/admin-inbox/admin-inbox.copy";
import { ADMIN_PANEL_TITLE } from "../../app/features/admin-panel/admin-panel.copy";
import { REQUEST_DIALOG_TITLE, REQUEST_SUCCESS_TITLE } from "../../app/features/cities/city-requests.copy";
import { CONTACT_SUCCESS_TITLE } from "../../app/features/contact/contact.copy";
import { actAsNewResident, DEMO_ACCOUNTS, enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";

// A resident asks for a city and writes through the contact page; the admin reads both in the inbox, marks them
// handled and open again, and exports the messages. The request and message are this file's own (unique names).
const unique = randomBytes(4).toString("hex");
const CITY_NAME = `Inbox Falls ${unique}`;
const REQUEST_TITLE = `${CITY_NAME}, OR`;
const MESSAGE_EMAIL = `inbox-${unique}@example.com`;
/** A message a spreadsheet would run as a formula: the export must make it inert. */
const MESSAGE = `=HYPERLINK("http://evil.example","see") and a second line\nwith "quotes", commas`;

test.describe.configure({ mode: "serial" });
let admin: Awaited<ReturnType<Browser["newContext"]>>;
test.beforeAll(async ({ browser }) => {
  admin = await browser.newContext({ acceptDownloads: true });
  await enterDemoSession(admin, "admin");
});
test.afterAll(() => admin.close());

const toast = (page: Page) => page.getByTestId("toast");
const list = (page: Page) => page.getByRole("region", { name: /coverage requests|contact messages/ });

/** React attaches its props when it hydrates; before that, a fetcher form posts the whole page. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const nav = document.querySelector("main nav a");
    return nav !== null && Object.keys(nav).some((key) => key.startsWith("__reactProps"));
  });
}

test.describe("admin inbox", () => {
  test("a resident's coverage request and contact message reach the inbox", async ({ browser }) => {
    // Sent without JavaScript, as plain forms: the same actions, and nothing to wait for but the answer.
    const resident = await browser.newContext({ javaScriptEnabled: false });
    const page = await resident.newPage();
    await actAsNewResident(page);
    await page.goto("/?request=1");
    const request = page.getByRole("region", { name: REQUEST_DIALOG_TITLE });
    await request.getByLabel("State").selectOption({ label: "Oregon" });
    await request.getByLabel("City name").fill(CITY_NAME);
    await request.getByLabel("Email").fill(`asker-${unique}@example.com`);
    await request.getByRole("button", { name: "Notify" }).click();
    await expect(page.getByRole("region", { name: REQUEST_DIALOG_TITLE })).toContainText(
      REQUEST_SUCCESS_TITLE,
    );
    await resident.close();

    const writer = await browser.newPage();
    await actAsNewResident(writer);
    await writer.goto("/contact");
    await writer.waitForFunction(() => {
      const form = document.querySelector("main form");
      return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
    });
    await writer.getByLabel("Email").fill(MESSAGE_EMAIL);
    await writer.getByLabel("Phone (optional)").fill("+1 555 0100");
    await writer.getByLabel("Topic").selectOption("Media Inquiry");
    await writer.getByLabel("Message").fill(MESSAGE);
    await writer.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(writer)).toContainText(CONTACT_SUCCESS_TITLE);
    await writer.close();
  });

  test("the admin opens the inbox from the panel, marks a request handled, then open again", async () => {
    const page = await admin.newPage();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_PANEL_TITLE })).toBeVisible();
    await page.getByRole("link", { name: INBOX_TITLE, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/inbox$/);
    await expect(page.getByRole("heading", { level: 1, name: INBOX_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(`${INBOX_TITLE} | CivicLens`);
    await waitForHydration(page);

    const sections = page.getByRole("navigation", { name: KIND_NAV_LABEL });
    await expect(
      sections.getByRole("link", { name: new RegExp(`^${KIND_LABELS.requests}`) }),
    ).toHaveAttribute("aria-current", "page");
    const show = page.getByRole("navigation", { name: SHOW_NAV_LABEL });
    await expect(show.getByRole("link", { name: SHOW_LABELS.open })).toHaveAttribute("aria-current", "page");

    const item = list(page).getByRole("article", { name: REQUEST_TITLE });
    await expect(item).toContainText("Open");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await item.getByRole("button", { name: MARK_HANDLED }).click();
    await expect(toast(page)).toContainText(MARKED_HANDLED);
    await expect(item).toBeHidden();

    await show.getByRole("link", { name: SHOW_LABELS.handled }).click();
    await expect(page).toHaveURL(/\?show=handled$/);
    const handled = list(page).getByRole("article", { name: REQUEST_TITLE });
    await expect(handled).toContainText(
      new RegExp(`Handled [A-Z][a-z]{2} \\d{1,2}, \\d{4}, .+ UTC by ${DEMO_ACCOUNTS.admin.email}`),
    );
    await handled.getByRole("button", { name: MARK_OPEN }).click();
    await expect(toast(page)).toContainText(MARKED_OPEN);
    await expect(handled).toBeHidden();

    await show.getByRole("link", { name: SHOW_LABELS.open }).click();
    await expect(list(page).getByRole("article", { name: REQUEST_TITLE })).toBeVisible();
    await page.close();
  });

  test("without JavaScript, Mark handled is a plain form and the page keeps its view", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await admin.storageState(),
    });
    const page = await context.newPage();
    await page.goto("/admin/inbox?show=all");
    const item = page.getByRole("article", { name: REQUEST_TITLE });
    await item.getByRole("button", { name: MARK_HANDLED }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?show=all$/);
    await expect(page.getByRole("article", { name: REQUEST_TITLE })).toContainText(
      `by ${DEMO_ACCOUNTS.admin.email}`,
    );
    await page.getByRole("article", { name: REQUEST_TITLE }).getByRole("button", { name: MARK_OPEN }).click();
    await expect(
      page.getByRole("article", { name: REQUEST_TITLE }).getByRole("button", { name: MARK_HANDLED }),
    ).toBeVisible();
    await context.close();
  });

  test("contact messages: the whole message, an empty view in plain words, and a CSV export", async () => {
    const page = await admin.newPage();
    // No one marks a contact message handled but this test, and only after this point.
    await page.goto("/admin/inbox?kind=messages&show=handled");
    await expect(page.getByText(emptyState("messages", "handled"))).toBeVisible();

    await page
      .getByRole("navigation", { name: SHOW_NAV_LABEL })
      .getByRole("link", { name: SHOW_LABELS.all })
      .click();
    await expect(page).toHaveURL(/\?kind=messages&show=all$/);
    const message = list(page).getByRole("article").filter({ hasText: MESSAGE_EMAIL });
    await expect(message).toContainText("Media Inquiry");
    await expect(message).toContainText("+1 555 0100");
    // A browser may post a textarea's line break as CRLF: either way the message keeps it.
    await expect(message).toContainText("and a second line");
    await expect(message).toContainText('with "quotes", commas');
    await expect(message.getByRole("link", { name: MESSAGE_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${MESSAGE_EMAIL}`,
    );

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: EXPORT_CSV }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1).split("\r\n")[0]).toBe(CONTACT_MESSAGE_CSV_HEADER.join(","));
    expect(text).toMatch(
      new RegExp(
        `,${MESSAGE_EMAIL},'\\+1 555 0100,Media Inquiry,"'=HYPERLINK\\(""http://evil\\.example"",""see""\\) and a second line\r?\nwith ""quotes"", commas",Open,,\r\n`,
      ),
    );

    await message.getByRole("button", { name: MARK_HANDLED }).click();
    await expect(toast(page)).toContainText(MARKED_HANDLED);
    await expect(message).toContainText(`by ${DEMO_ACCOUNTS.admin.email}`);
    await page.close();
  });
});
