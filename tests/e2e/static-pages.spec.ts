import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { CONTACT_TOPICS } from "../../app/features/contact/contact.constants";
import {
  CONTACT_META_DESCRIPTION,
  CONTACT_META_TITLE,
  CONTACT_MISSING_FIELDS,
  CONTACT_PAGE_TITLE,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
} from "../../app/features/contact/contact.copy";
import {
  ABOUT_META_DESCRIPTION,
  ABOUT_META_TITLE,
  ABOUT_TITLE,
  HOW_IT_WORKS_STEPS,
} from "../../app/features/home/about.copy";
import {
  FAQ_ITEMS,
  PRIVACY_META_DESCRIPTION,
  PRIVACY_META_TITLE,
  PRIVACY_TITLE,
} from "../../app/features/home/privacy.copy";
import { HERO_TITLE } from "../../app/features/shell/shell.copy";
import { actAsNewResident } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { holdPosts } from "./support/held-posts";

const unique = () => randomBytes(4).toString("hex");

async function expectMeta(page: Page, title: string, description: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
}

/** An FAQ item's <summary>, the control that opens it. */
const faqQuestion = (page: Page, question: string) => page.locator("summary", { hasText: question });

const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });

/**
 * Opens the contact page and waits until React has hydrated the form (it then carries React's own properties),
 * so the toasts and the browser-side check are live rather than the plain HTML post.
 */
async function openContact(page: Page) {
  await page.goto("/contact");
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

async function fillContact(
  page: Page,
  values: { email: string; topic: string; message: string; phone?: string },
) {
  await page.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await page.getByLabel("Phone (optional)").fill(values.phone);
  await page.getByLabel("Topic").selectOption(values.topic);
  await page.getByLabel("Message").fill(values.message);
}

// The contact form allows five messages per address in ten minutes: each test writes from an address of its own.
test.beforeEach(async ({ page }) => {
  await actAsNewResident(page);
});

test.describe("About page", () => {
  test("explains the mission, the four steps, why it matters and the technology", async ({ page }) => {
    await page.goto("/about");
    await expectMeta(page, ABOUT_META_TITLE, ABOUT_META_DESCRIPTION);
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_TITLE })).toBeVisible();
    for (const name of ["Our mission", "How it works", "Why it matters", "Technology"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    expect(HOW_IT_WORKS_STEPS.map((step) => step.title)).toEqual([
      "Data collection",
      "AI analysis",
      "Story generation",
      "Community access",
    ]);
    for (const step of HOW_IT_WORKS_STEPS) {
      await expect(page.getByRole("heading", { level: 3, name: step.title })).toBeVisible();
    }
    await page.getByRole("link", { name: "Browse Cities" }).click();
    await expect(page).toHaveURL(/\/#city-picker$/);
    await expect(page.getByRole("heading", { level: 1, name: HERO_TITLE })).toBeVisible();
  });

  test("axe finds nothing serious", async ({ page }) => {
    await page.goto("/about");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("Privacy page", () => {
  test("states principles, what is and is not collected, log retention, analytics and the date", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expectMeta(page, PRIVACY_META_TITLE, PRIVACY_META_DESCRIPTION);
    await expect(page.getByRole("heading", { level: 1, name: PRIVACY_TITLE })).toBeVisible();
    for (const name of ["Our principles", "What we collect", "What we do not collect", "Analytics"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText("Last updated:")).toBeVisible();
    await expect(page.locator("time[datetime]").first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByText(/kept for about 30 days/)).toBeVisible();
    await expect(page.getByText(/Plausible-compatible/)).toBeVisible();
    await expect(
      page.getByText(
        "When no analytics endpoint is configured, nothing is sent and no analytics script loads.",
      ),
    ).toBeVisible();
  });

  test("has ten FAQ items that open to show their answers", async ({ page }) => {
    await page.goto("/privacy");
    const items = page.locator("details");
    await expect(items).toHaveCount(10);
    expect(FAQ_ITEMS).toHaveLength(10);
    for (const item of FAQ_ITEMS) {
      const answer = page.getByText(item.answer, { exact: true });
      await expect(answer).toBeHidden();
      await faqQuestion(page, item.question).click();
      await expect(answer).toBeVisible();
    }
  });

  test("FAQ items open from the keyboard", async ({ page }) => {
    await page.goto("/privacy");
    const [first] = FAQ_ITEMS;
    await faqQuestion(page, first!.question).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(first!.answer, { exact: true })).toBeVisible();
  });

  test("axe finds nothing serious, with an FAQ item open", async ({ page }) => {
    await page.goto("/privacy");
    await faqQuestion(page, FAQ_ITEMS[0]!.question).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("Contact page", () => {
  test("offers email, optional phone, the six topics and a message", async ({ page }) => {
    await page.goto("/contact");
    await expectMeta(page, CONTACT_META_TITLE, CONTACT_META_DESCRIPTION);
    await expect(page.getByRole("heading", { level: 1, name: CONTACT_PAGE_TITLE })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Phone (optional)")).toBeVisible();
    await expect(page.getByLabel("Message")).toBeVisible();
    const topics = await page.getByLabel("Topic").locator("option").allTextContents();
    expect(topics.slice(1)).toEqual([...CONTACT_TOPICS]);
  });

  test("missing required fields give the Error toast and nothing is sent", async ({ page }) => {
    await openContact(page);
    await page.getByLabel("Email").fill(`someone-${unique()}@example.com`);
    await sendButton(page).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText(CONTACT_MISSING_FIELDS);
    // The typed email is still there: nothing was submitted.
    await expect(page.getByLabel("Email")).not.toHaveValue("");
  });

  test("a message without a phone is sent, shows Success! and clears the form", async ({ page }) => {
    await openContact(page);
    await fillContact(page, {
      email: `contact-${unique()}@example.com`,
      topic: "Feedback",
      message: "The meeting summaries are really useful.",
    });
    const posts = await holdPosts(page);
    await sendButton(page).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    posts.release();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(CONTACT_SUCCESS_TITLE);
    await expect(toast).toContainText(CONTACT_SUCCESS_DESCRIPTION);
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByLabel("Topic")).toHaveValue("");
  });

  test("a message with a phone number is sent too", async ({ page }) => {
    await openContact(page);
    await fillContact(page, {
      email: `phone-${unique()}@example.com`,
      phone: "+1 555 010 2030",
      topic: "Media Inquiry",
      message: "Could we talk about your coverage of the school board?",
    });
    await sendButton(page).click();
    await expect(page.getByTestId("toast")).toContainText(CONTACT_SUCCESS_TITLE);
  });

  test("axe finds nothing serious", async ({ page }) => {
    await page.goto("/contact");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("information pages at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ["/about", "/privacy", "/contact"]) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  test("the contact form can be filled and sent on a phone", async ({ page }) => {
    await openContact(page);
    await fillContact(page, {
      email: `phone-size-${unique()}@example.com`,
      topic: "Other",
      message: "Sent from a small screen.",
    });
    await sendButton(page).click();
    await expect(page.getByTestId("toast")).toContainText(CONTACT_SUCCESS_TITLE);
  });
});

test.describe("information pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("About and Privacy render in full", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_TITLE })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Community access" })).toBeVisible();
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: PRIVACY_TITLE })).toBeVisible();
    await expect(page.locator("details")).toHaveCount(10);
    await faqQuestion(page, FAQ_ITEMS[9]!.question).click();
    await expect(page.getByText(FAQ_ITEMS[9]!.answer, { exact: true })).toBeVisible();
  });

  test("the contact form answers on the page: missing fields, then success", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Email").fill(`nojs-${unique()}@example.com`);
    await sendButton(page).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(CONTACT_MISSING_FIELDS);

    await fillContact(page, {
      email: `nojs-${unique()}@example.com`,
      topic: "General Inquiry",
      message: "Sent with JavaScript off.",
    });
    await sendButton(page).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `${CONTACT_SUCCESS_TITLE} ${CONTACT_SUCCESS_DESCRIPTION}`,
    );
  });
});
