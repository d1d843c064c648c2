// Issue #20 end to end: a member lists a new business, pays for Premium through the fake Stripe checkout (whose Pay
// button sends the signed event to the webhook), an admin approves the listing, and the directory shows its
// Premium card. Issue #31: an approval publishes only the version the admin saw; a code claim on an owned listing
// waits for its owners; the invite page shows the invited address to that account alone.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { ADD_BUSINESS, BUSINESS_CREATED } from "../../app/features/admin-directory/admin-directory.copy";
import {
  ACCEPT_INVITE,
  APPROVE,
  CHANGE_APPROVED,
  CHANGES_SAVED,
  CHECKOUT_RETURNED,
  CLAIM_AWAITS_OWNERS,
  CLAIM_VERIFIED,
  CO_OWNER_APPROVED,
  CO_OWNER_REQUESTS_HEADING,
  CODE_LABEL,
  coOwnerRequestLine,
  DECLINE,
  EDIT_HEADING,
  INVITE_EMAIL_LABEL,
  INVITE_HEADING,
  INVITE_SIGN_IN,
  INVITE_WRONG_ACCOUNT,
  inviteAddressedTo,
  inviteSent,
  LISTING_CHANGED,
  LISTING_SUBMITTED,
  LOCAL_PART_LABEL,
  SAVE,
  SEND_CODE,
  SEND_INVITE,
  SIGN_IN,
  VERIFY_CODE,
} from "../../app/features/my-business/my-business.copy";
import { slugify } from "../../app/lib/slug";
import { DEMO_ACCOUNTS, enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { newestOutboxMail } from "./support/outbox";

/** A Live city no other spec counts the listings of: the specs run in parallel on one database. */
const OWNERS_CITY = "Lindenwood Springs, OH";
/** An Archive city: a listing added there never shows in the public directory other specs count. */
const ARCHIVE_CITY = "Old Mill Junction, PA";

const uniqueName = (base: string) => `${base} ${randomBytes(3).toString("hex")}`;

/** React attaches its props when it hydrates; before that, the admin screen's fetcher forms and dialogs do nothing. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form[role=search]");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

/** The member lists a free business, as in the first test; it waits for review. */
async function listNewBusiness(member: Page, name: string, streetAddress: string) {
  await member.goto("/my-business/new");
  await member.getByLabel("Business Name").fill(name);
  await member.getByLabel("City").selectOption({ label: OWNERS_CITY });
  await member.getByLabel("Street Address").fill(streetAddress);
  await member.getByRole("button", { name: "Submit listing" }).click();
  await expect(member.getByRole("status")).toHaveText(LISTING_SUBMITTED);
}

async function claimCodeFor(address: string): Promise<string> {
  const mail = await newestOutboxMail(address);
  const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no claim code mailed to ${address}`);
  return code;
}

test("list a business, pay for Premium, get approved, and appear as a Premium card", async ({ browser }) => {
  const name = `Lighthouse Bikes ${randomBytes(3).toString("hex")}`;
  const member = await browser.newPage();
  await enterDemoSession(member, "member");

  await member.goto("/businesses");
  await member.getByRole("link", { name: "List My Business" }).click();
  await expect(member).toHaveURL(/\/my-business\/new$/);
  await member.getByLabel("Business Name").fill(name);
  await member.getByLabel("City").selectOption({ label: OWNERS_CITY });
  // A free listing has no website, description or contact details: those come with a paid plan (issue #31).
  await expect(member.getByLabel("Website")).toHaveCount(0);
  await expect(member.getByLabel("Description")).toHaveCount(0);
  await member.getByLabel("Street Address").fill("12 Harbor Road");
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

test("an approval publishes the version the admin saw, or nothing", async ({ browser }) => {
  const name = uniqueName("Quayside Kites");
  const member = await browser.newPage();
  await enterDemoSession(member, "member");
  await listNewBusiness(member, name, "1 First Street");

  const admin = await browser.newPage();
  await enterDemoSession(admin, "admin");
  await admin.goto("/admin/business-directory");
  await waitForHydration(admin);
  const pending = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name }) });
  await expect(pending).toContainText("1 First Street");

  // The owner edits the listing while the admin's screen still shows the first version.
  await member.goto("/my-business");
  const editForm = member.getByRole("article", { name }).getByRole("form", { name: EDIT_HEADING });
  await editForm.getByLabel("Street Address").fill("2 Second Street");
  await editForm.getByRole("button", { name: SAVE }).click();
  await expect(member.getByRole("status")).toHaveText(CHANGES_SAVED);

  await pending.getByRole("button", { name: APPROVE }).click();
  await expect(admin.getByTestId("toast").getByText(LISTING_CHANGED, { exact: true })).toBeVisible();
  // Still in the queue, now showing the owner's new version, with the refusal beside it.
  await expect(pending).toContainText("2 Second Street");
  await expect(pending).not.toContainText("1 First Street");
  await expect(pending.getByRole("status")).toHaveText(LISTING_CHANGED);

  await pending.getByRole("button", { name: APPROVE }).click();
  await expect(admin.getByTestId("toast").getByText(CHANGE_APPROVED, { exact: true })).toBeVisible();
  await expect(pending).toHaveCount(0);
  await member.goto(`/businesses/${slugify(name)}`);
  await expect(member.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(member.getByRole("main")).toContainText("2 Second Street");
});

test("a right code on a listing with owners waits for an owner to approve it on the dashboard", async ({
  browser,
}) => {
  const name = uniqueName("Millrace Kites");
  const domain = `${slugify(name)}.example`;
  const admin = await browser.newPage();
  await enterDemoSession(admin, "admin");
  await admin.goto("/admin/business-directory");
  await waitForHydration(admin);
  await admin.getByRole("button", { name: ADD_BUSINESS }).click();
  const dialog = admin.getByRole("dialog", { name: ADD_BUSINESS });
  await dialog.getByLabel("Business Name").fill(name);
  await dialog.getByLabel("City").selectOption({ label: ARCHIVE_CITY });
  await dialog.getByLabel("Website").fill(`https://${domain}`);
  await dialog.getByRole("button", { name: ADD_BUSINESS }).click();
  await expect(admin.getByTestId("toast")).toContainText(BUSINESS_CREATED);

  // The member claims the listing nobody owns yet: the right code makes them its owner.
  const claimPage = `/my-business/claim/${slugify(name)}`;
  const member = await browser.newPage();
  await enterDemoSession(member, "member");
  await member.goto(claimPage);
  await member.getByLabel(LOCAL_PART_LABEL).fill("owner");
  await member.getByRole("button", { name: SEND_CODE }).click();
  await member.getByLabel(CODE_LABEL, { exact: true }).fill(await claimCodeFor(`owner@${domain}`));
  await member.getByRole("button", { name: VERIFY_CODE }).click();
  await expect(member.getByRole("status")).toHaveText(CLAIM_VERIFIED);

  // Somebody else with a mailbox at the domain: a right code, but the owner decides.
  await admin.goto(claimPage);
  await admin.getByLabel(LOCAL_PART_LABEL).fill("front-desk");
  await admin.getByRole("button", { name: SEND_CODE }).click();
  await admin.getByLabel(CODE_LABEL, { exact: true }).fill(await claimCodeFor(`front-desk@${domain}`));
  await admin.getByRole("button", { name: VERIFY_CODE }).click();
  await expect(admin.getByRole("status")).toHaveText(CLAIM_AWAITS_OWNERS);
  await admin.goto("/my-business");
  await expect(admin.getByRole("article", { name })).toHaveCount(0);

  await member.goto("/my-business");
  const requests = member
    .getByRole("article", { name })
    .getByRole("region", { name: CO_OWNER_REQUESTS_HEADING });
  const request = requests.getByRole("listitem", {
    name: coOwnerRequestLine(DEMO_ACCOUNTS.admin.email, `front-desk@${domain}`),
  });
  await expect(request.getByRole("button", { name: DECLINE })).toBeVisible();
  expect(await seriousAxeViolations(member)).toEqual([]);
  await request.getByRole("button", { name: APPROVE }).click();
  await expect(member.getByRole("status")).toHaveText(CO_OWNER_APPROVED);
  await expect(requests).toHaveCount(0);

  await admin.goto("/my-business");
  await expect(admin.getByRole("article", { name })).toBeVisible();
});

test("the invite page shows the invited address only to that account", async ({ browser }) => {
  const name = uniqueName("Tidewater Kites");
  const invited = DEMO_ACCOUNTS.admin.email;
  const member = await browser.newPage();
  await enterDemoSession(member, "member");
  await listNewBusiness(member, name, "3 Third Street");
  await member.goto("/my-business");
  const listing = member.getByRole("article", { name });
  await listing.getByLabel(`${INVITE_HEADING}: ${INVITE_EMAIL_LABEL}`).fill(invited);
  await listing.getByRole("button", { name: SEND_INVITE }).click();
  await expect(member.getByRole("status")).toHaveText(inviteSent(invited));
  const mail = await newestOutboxMail(invited, { matches: (subject) => subject.includes(name) });
  const link = new URL(/https?:\/\/\S+\/my-business\/invite\/[\w-]+/.exec(mail.text)?.[0] ?? "");

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link.pathname);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText(INVITE_SIGN_IN)).toBeVisible();
  await expect(visitor.getByRole("link", { name: SIGN_IN, exact: true })).toBeVisible();
  expect(await visitor.content()).not.toContain(invited);
  expect(await seriousAxeViolations(visitor)).toEqual([]);
  await visitorContext.close();

  // The member who sent it is another account: the invitation, not who it went to.
  await member.goto(link.pathname);
  await expect(member.getByText(INVITE_WRONG_ACCOUNT)).toBeVisible();
  await expect(member.getByRole("button", { name: ACCEPT_INVITE })).toHaveCount(0);
  expect(await member.content()).not.toContain(invited);

  const admin = await browser.newPage();
  await enterDemoSession(admin, "admin");
  await admin.goto(link.pathname);
  await expect(admin.getByText(inviteAddressedTo(invited))).toBeVisible();
  await expect(admin.getByRole("button", { name: ACCEPT_INVITE })).toBeVisible();
});
