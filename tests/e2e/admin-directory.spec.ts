import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  ADD_BUSINESS,
  ADD_CATEGORY,
  ADMIN_DIRECTORY_TITLE,
  BACK_TO_DIRECTORY,
  BUSINESS_CREATE_FAILED,
  BUSINESS_CREATED,
  BUSINESS_DELETED,
  BUSINESS_NAME_REQUIRED,
  BUSINESS_UPDATE_FAILED,
  BUSINESS_UPDATED,
  CATEGORIES_TITLE,
  CATEGORY_CREATED,
  CATEGORY_DELETED,
  CATEGORY_RENAMED,
  CITY_REQUIRED,
  categoryInUse,
  DELETE,
  DELETE_BUSINESS,
  DELETE_CATEGORY,
  deleteLabel,
  deleteTitle,
  EDIT,
  EDIT_TITLE,
  ERROR_TITLE,
  FILE_TOO_LARGE,
  IMAGE_UPLOADED,
  INVALID_FILE_TYPE,
  MANAGE_CATEGORIES,
  moveListingsLabel,
  NO_BUSINESSES,
  PREVIEW,
  previewTitle,
  renameLabel,
  SAVE,
  SAVE_CHANGES,
  SELECT_IMAGE_FILE,
  SELECT_SMALLER_IMAGE,
  UPLOAD_IMAGE,
} from "../../app/features/admin-directory/admin-directory.copy";
import { slugify } from "../../app/lib/slug";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";

// Demo data (db/seed/businesses.ts): Juniper Mesa, AZ has 15 listings. This spec edits only Zia Tax Services, a
// listing no other spec reads, and leaves its name alone so the public directory's order and counts hold.
const ADMIN_PATH = "/admin/business-directory";
const LISTING = "Zia Tax Services";
const CITY_OPTION = "Juniper Mesa, AZ";
/** An Archive city: a listing added there never shows in the public directory other specs count. */
const ARCHIVE_CITY_OPTION = "Old Mill Junction, PA";
const FIXTURES = path.join(import.meta.dirname, "..", "fixtures", "images");

const toast = (page: Page) => page.getByTestId("toast");
const results = (page: Page) => page.getByRole("region", { name: "Businesses" });
const card = (page: Page, name: string) => results(page).getByRole("article", { name });

/** React attaches its props when it hydrates; before that, buttons that open dialogs do nothing. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form[role=search]");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

// One signed-in context for the whole file; the listing it edits is shared state, so the tests run in order.
test.describe.configure({ mode: "serial" });
let signedIn: Awaited<ReturnType<Browser["newContext"]>>;
test.beforeAll(async ({ browser }) => {
  signedIn = await browser.newContext();
  await enterDemoSession(signedIn, "admin");
});
test.afterAll(() => signedIn.close());

async function openAdminPage(query = ""): Promise<Page> {
  const page = await signedIn.newPage();
  const response = await page.goto(`${ADMIN_PATH}${query}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return page;
}

async function openEditDialog(page: Page) {
  await page.getByLabel("Search by name").fill(LISTING);
  await expect(page).toHaveURL(/name=Zia\+Tax\+Services/);
  await card(page, LISTING).getByRole("button", { name: EDIT }).click();
  const dialog = page.getByRole("dialog", { name: EDIT_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("business directory administration", () => {
  test("filters by city and letter in the URL, pages 12 at a time, and passes axe", async () => {
    const page = await openAdminPage();
    await expect(page).toHaveTitle(`${ADMIN_DIRECTORY_TITLE} | CivicLens`);
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_DIRECTORY_TITLE })).toBeVisible();
    await expect(results(page).getByRole("article")).toHaveCount(12);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Page 2 of every listing, then a filter change goes back to page 1.
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("City").selectOption({ label: CITY_OPTION });
    await expect(page).toHaveURL(/\?city=[0-9a-f-]{36}$/);
    await expect(page.getByRole("status").filter({ hasText: /^15 businesses/ })).toBeVisible();

    const letters = page.getByRole("navigation", { name: "Filter by first letter" });
    await letters.getByRole("link", { name: "Z", exact: true }).click();
    await expect(page).toHaveURL(/\?city=[0-9a-f-]{36}&letter=Z$/);
    await expect(card(page, LISTING)).toBeVisible();
    await expect(letters.getByRole("link", { name: "Z", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );

    // Back and forward move between the filters; Clear removes the letter only.
    await page.goBack();
    await expect(page).toHaveURL(/\?city=[0-9a-f-]{36}$/);
    await expect(letters.getByRole("link", { name: "Z", exact: true })).not.toHaveAttribute("aria-current");
    await page.goForward();
    await expect(page).toHaveURL(/&letter=Z$/);
    await letters.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\?city=[0-9a-f-]{36}$/);

    await page.getByLabel("Search by name").fill("no-business-is-called-this");
    await expect(page).toHaveURL(/\?name=no-business-is-called-this&city=/);
    await expect(results(page).getByText(NO_BUSINESSES, { exact: true })).toBeVisible();
    await page.close();
  });

  test("without JavaScript the filter form works and starts again at page 1", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedIn.storageState(),
    });
    const page = await context.newPage();
    await page.goto(`${ADMIN_PATH}?page=3`);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 3" }),
    ).toHaveAttribute("aria-current", "page");
    await page.getByLabel("City").selectOption({ label: CITY_OPTION });
    await page.getByLabel("Search by name").fill("zia");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?name=zia&city=[0-9a-f-]{36}$/);
    await expect(card(page, LISTING)).toBeVisible();
    await context.close();
  });

  test("fits a 360 px phone without sideways scrolling", async () => {
    const page = await signedIn.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(ADMIN_PATH);
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_DIRECTORY_TITLE })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  test("previews a listing as its public card", async () => {
    const page = await openAdminPage("?name=Zia");
    await card(page, LISTING).getByRole("button", { name: PREVIEW }).click();
    const dialog = page.getByRole("dialog", { name: previewTitle(LISTING) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("article", { name: LISTING })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.close();
  });

  test("edits a business and uploads its image", async () => {
    const page = await openAdminPage();
    const dialog = await openEditDialog(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const description = `Tax returns in English and Spanish, edited ${Date.now()}.`;
    await dialog.getByLabel("Description").fill(description);
    await dialog.getByLabel("Telephone").fill("(505) 555-0199");
    await dialog.getByLabel("Tier").selectOption("Tier 2");
    await dialog.getByRole("button", { name: SAVE_CHANGES }).click();
    await expect(toast(page)).toContainText(BUSINESS_UPDATED);
    await expect(dialog).toBeHidden();

    await card(page, LISTING).getByRole("button", { name: EDIT }).click();
    await expect(dialog.getByLabel("Description")).toHaveValue(description);
    await expect(dialog.getByLabel("Tier")).toHaveValue("Tier 2");

    await dialog.getByLabel("Image").setInputFiles(path.join(FIXTURES, "storefront.png"));
    await dialog.getByRole("button", { name: UPLOAD_IMAGE }).click();
    await expect(toast(page)).toContainText(IMAGE_UPLOADED);

    const image = card(page, LISTING).getByRole("img", { name: LISTING });
    await expect(image).toHaveAttribute(
      "src",
      /^\/uploads\/business-listing-images\/zia-tax-services-\d+\.png$/,
    );
    const src = (await image.getAttribute("src")) ?? "";
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await served.body()).equals(readFileSync(path.join(FIXTURES, "storefront.png")))).toBe(
      true,
    );
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(96);

    // The public directory shows the new details.
    const publicPage = await signedIn.newPage();
    await publicPage.goto("/businesses/zia-tax-services");
    await expect(publicPage.getByText(description)).toBeVisible();
    await publicPage.close();
    await page.close();
  });

  test("refuses a text file named .png, an 11 MB image and an empty name with the spec's messages", async () => {
    const page = await openAdminPage();
    const dialog = await openEditDialog(page);
    const fileInput = dialog.getByLabel("Image");

    // The browser lets a .png name through; the server reads the bytes.
    await fileInput.setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("only words, no picture\n"),
    });
    await dialog.getByRole("button", { name: UPLOAD_IMAGE }).click();
    await expect(toast(page)).toContainText(INVALID_FILE_TYPE);
    await expect(toast(page)).toContainText(SELECT_IMAGE_FILE);

    await fileInput.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(11 * 1024 * 1024),
    });
    await expect(toast(page)).toContainText(FILE_TOO_LARGE);
    await expect(toast(page)).toContainText(SELECT_SMALLER_IMAGE);
    await expect(fileInput).toHaveValue("");

    await dialog.getByLabel("Business Name").fill("   ");
    await dialog.getByRole("button", { name: SAVE_CHANGES }).click();
    await expect(toast(page)).toContainText(ERROR_TITLE);
    await expect(toast(page)).toContainText(BUSINESS_UPDATE_FAILED);
    await expect(dialog.getByText(BUSINESS_NAME_REQUIRED)).toBeVisible();
    await expect(dialog.getByLabel("Business Name")).toHaveAttribute("aria-invalid", "true");
    await page.close();
  });

  test("the A-Z letter filter and Clear stay on one row at 1280 and 1024 px", async () => {
    const page = await signedIn.newPage();
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(ADMIN_PATH);
      const links = page.getByRole("navigation", { name: "Filter by first letter" }).getByRole("link");
      await expect(links).toHaveCount(27);
      const tops = await links.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `one row at ${width} px`).toBe(1);
    }
    await page.close();
  });

  test("adds a business with Tier 3 by default, shows it, and deletes it after naming it", async () => {
    const page = await openAdminPage();
    const name = `Zz Mill Bakery ${Date.now()}`;
    await page.getByRole("button", { name: ADD_BUSINESS }).click();
    const dialog = page.getByRole("dialog", { name: ADD_BUSINESS });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Tier")).toHaveValue("Tier 3");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Nothing filled in: the server says what is missing, beside each field.
    await dialog.getByRole("button", { name: ADD_BUSINESS }).click();
    await expect(toast(page)).toContainText(BUSINESS_CREATE_FAILED);
    await expect(dialog.getByText(BUSINESS_NAME_REQUIRED)).toBeVisible();
    await expect(dialog.getByText(CITY_REQUIRED)).toBeVisible();

    await dialog.getByLabel("Business Name").fill(name);
    await dialog.getByLabel("City").selectOption({ label: ARCHIVE_CITY_OPTION });
    await dialog.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Bakeries" });
    await dialog.getByLabel("Description").fill("Rye and sourdough by the old mill.");
    await dialog.getByRole("button", { name: ADD_BUSINESS }).click();
    await expect(toast(page)).toContainText(BUSINESS_CREATED);
    await expect(dialog).toBeHidden();

    // The list now shows the new listing, found by its name.
    await expect(page).toHaveURL(new RegExp(`\\?name=${encodeURIComponent(name).replace(/%20/g, "\\+")}$`));
    const added = card(page, name);
    await expect(added).toContainText("Old Mill Junction, PA");
    await expect(added).toContainText("Food & Dining › Bakeries");

    const publicPage = await signedIn.newPage();
    await publicPage.goto(`/businesses/${slugify(name)}`);
    await expect(publicPage.getByRole("heading", { level: 1, name })).toBeVisible();
    await publicPage.close();

    await added.getByRole("button", { name: DELETE }).click();
    const confirm = page.getByRole("dialog", { name: deleteTitle(name) });
    await expect(confirm).toContainText(`"${name}"`);
    await confirm.getByRole("button", { name: DELETE_BUSINESS }).click();
    await expect(toast(page)).toContainText(BUSINESS_DELETED);
    await expect(confirm).toBeHidden();
    await expect(results(page).getByText(NO_BUSINESSES, { exact: true })).toBeVisible();
    await page.close();
  });

  test("adds, renames and deletes a category; one in use names its listings and asks where they go", async () => {
    const page = await openAdminPage();
    await page.getByRole("link", { name: MANAGE_CATEGORIES }).click();
    await expect(page.getByRole("heading", { level: 1, name: CATEGORIES_TITLE })).toBeVisible();
    await page.waitForFunction(() => {
      const form = document.querySelector("main form");
      return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
    });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const parent = `Zz Parent ${Date.now()}`;
    const add = page.getByRole("region", { name: "Add a category" });
    await add.getByRole("textbox", { name: "Category", exact: true }).fill(parent);
    await add.getByLabel("Subcategory").fill("Kites");
    await add.getByRole("button", { name: ADD_CATEGORY }).click();
    await expect(toast(page)).toContainText(CATEGORY_CREATED);
    await expect(add.getByRole("textbox", { name: "Category", exact: true })).toHaveValue("");

    await page.getByRole("button", { name: renameLabel(`${parent} › Kites`) }).click();
    const subcategory = page.getByRole("textbox", { name: `Subcategory (${parent} › Kites)`, exact: true });
    // Rename puts the cursor in the first name, ready to type.
    await expect(
      page.getByRole("textbox", { name: `Category (${parent} › Kites)`, exact: true }),
    ).toBeFocused();
    await subcategory.fill("Kites & Windsocks");
    await page.getByRole("button", { name: SAVE, exact: true }).click();
    await expect(toast(page)).toContainText(CATEGORY_RENAMED);
    const row = page.getByRole("row", { name: new RegExp(`${parent}.*Kites & Windsocks`) });
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: deleteLabel(`${parent} › Kites & Windsocks`) }).click();
    const confirm = page.getByRole("dialog", { name: deleteTitle(`${parent} › Kites & Windsocks`) });
    await confirm.getByRole("button", { name: DELETE_CATEGORY }).click();
    await expect(toast(page)).toContainText(CATEGORY_DELETED);
    await expect(row).toBeHidden();

    // A category the demo listings use: the dialog says how many, and asks where they should go.
    const bakeries = page.getByRole("row", { name: /Food & Dining Bakeries \d+/ });
    const used = Number(await bakeries.getByRole("cell").nth(1).textContent());
    expect(used).toBeGreaterThan(0);
    await bakeries.getByRole("button", { name: deleteLabel("Food & Dining › Bakeries") }).click();
    const inUse = page.getByRole("dialog", { name: deleteTitle("Food & Dining › Bakeries") });
    await expect(inUse).toContainText(categoryInUse("Food & Dining", "Bakeries", used));
    await expect(inUse.getByLabel(moveListingsLabel(used))).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(inUse).toBeHidden();

    await page.getByRole("link", { name: BACK_TO_DIRECTORY }).click();
    await expect(page.getByRole("heading", { level: 1, name: ADMIN_DIRECTORY_TITLE })).toBeVisible();
    await page.close();
  });
});
