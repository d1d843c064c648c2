// Issue #20 end to end: a member lists a new business, pays for Premium through the fake Stripe checkout (whose Pay
// button sends the signed event to the webhook), an admin approves the listing, and the directory shows its
// Premium card.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  CHANGE_APPROVED,
  CHECKOUT_RETURNED,
  LISTING_SUBMITTED,
} from "../../app/features/my-business/my-business.copy";
import { enterDemoSession } from "./support/accounts";

test("list a business, pay for Premium, get approved, and appear as a Premium card", async ({ browser }) => {
  const name = `Lighthouse Bikes ${randomBytes(3).toString("hex")}`;
  const member = await browser.newPage();
  await enterDemoSession(member, "member");

  await member.goto("/businesses");
  await member.getByRole("link", { name: "List My Business" }).click();
  await expect(member).toHaveURL(/\/my-business\/new$/);
  await member.getByLabel("Business Name").fill(name);
  // A Live city no other spec counts the listings of: the specs run in parallel on one database.
  await member.getByLabel("City").selectOption({ label: "Lindenwood Springs, OH" });
  await member.getByLabel("Website").fill("lighthousebikes.example");
  await member.getByRole("button", { name: "Submit listing" }).click();
  await expect(member.getByRole("status")).toHaveText(LISTING_SUBMITTED);

  await member.getByRole("link", { name: "My Business" }).click();
  const listing = member.getByRole("article", { name });
  await expect(listing).toContainText("Tier 3");
  await listing.getByRole("button", { name: "Choose Premium, $149/month" }).click();
  await expect(member.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await member.getByRole("button", { name: "Pay" }).click();
  await expect(member).toHaveURL(/\/my-business\?checkout=success$/);
  await expect(member.getByRole("status")).toContainText(CHECKOUT_RETURNED);
  await expect(member.getByRole("article", { name })).toContainText("Tier 1 (Paid)");

  // Paid but not yet approved: the public directory does not show it.
  const visitor = await browser.newPage();
  await visitor.goto(`/businesses?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByText("No businesses found matching your criteria.")).toBeVisible();

  const admin = await browser.newPage();
  await enterDemoSession(admin, "admin");
  await admin.goto("/admin/business-directory");
  const pending = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name }) });
  await pending.getByRole("button", { name: "Approve" }).click();
  // The answer is a toast: the approved listing leaves the queue as the page reloads its data.
  await expect(admin.getByTestId("toast").getByText(CHANGE_APPROVED, { exact: true })).toBeVisible();
  await expect(pending).toHaveCount(0);

  await visitor.goto(`/businesses?q=${encodeURIComponent(name)}`);
  const card = visitor.getByRole("article").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("data-tier", "Tier 1");
  await expect(card.getByRole("link", { name: /View Full Details/ })).toBeVisible();
});
