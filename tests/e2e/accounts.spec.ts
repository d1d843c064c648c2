import { expect, type Page, test } from "@playwright/test";
import { AUTH_COPY } from "../../app/features/accounts/accounts.copy";
import {
  actAsNewResident,
  codeFromOutbox,
  DEMO_ACCOUNTS,
  demoPassword,
  enterDemoSession,
  freshEmail,
  newestMailTo,
  signInWithPassword,
} from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";

const toast = (page: Page) => page.getByTestId("toast");

async function signUpWithCode(page: Page, email: string, homeCity?: string) {
  await page.goto("/auth?mode=signup&method=code");
  await page.getByLabel("Email").fill(email);
  if (homeCity) await page.getByLabel("Home city (optional)").selectOption({ label: homeCity });
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(toast(page)).toContainText("OTP Sent!");
  await expect(toast(page)).toContainText("Please check your email for the verification code.");
  const verify = page.getByRole("button", { name: "Verify" });
  await expect(verify).toBeDisabled();
  await page.getByLabel("Verification code").fill((await codeFromOutbox(page, email)).slice(0, 5));
  await expect(verify).toBeDisabled();
  await page.getByLabel("Verification code").fill(await codeFromOutbox(page, email));
  await expect(verify).toBeEnabled();
  await verify.click();
}

test.describe("accounts", () => {
  test.beforeEach(async ({ page }) => {
    await actAsNewResident(page);
  });

  test("the sign-in page has no serious accessibility violations", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("sign up with a password, confirm by email, land on the chosen home city", async ({ page }) => {
    const email = freshEmail("password");
    await page.goto("/auth");
    await page.getByRole("link", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByLabel("Home city (optional)").selectOption({ label: "Juniper Mesa, AZ" });
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page)).toContainText("Success!");
    await expect(toast(page)).toContainText("Please check your email to confirm your account.");

    const link = (await newestMailTo(page, email)).match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain("/api/auth/verify-email");
    await page.goto(String(link));
    await expect(page).toHaveURL(/\/city\/juniper-mesa-az$/);
    await expect(page.getByRole("button", { name: /account menu/ })).toContainText(
      email.slice(0, 2).toUpperCase(),
    );
  });

  test("sign up with an emailed code, then sign out and in again with a code (a wrong code is refused)", async ({
    page,
  }) => {
    const email = freshEmail("coder");
    await signUpWithCode(page, email);
    await expect(toast(page)).toContainText("Account created!");
    await expect(toast(page)).toContainText("Welcome to CivicLens!");

    await page.goto("/about");
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

    await page.goto("/auth?method=code");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(toast(page)).toContainText("OTP Sent!");
    const code = await codeFromOutbox(page, email);
    await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText(AUTH_COPY.codeNotRight);

    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page)).toContainText("Success!");
    await expect(toast(page)).toContainText("You have successfully signed in.");
  });

  test("the code path asks for an email, and Back and Resend Code work", async ({ page }) => {
    await page.goto("/auth?method=code");
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(toast(page)).toContainText("Please enter your email address");

    const email = freshEmail("resend");
    await page.goto("/auth?mode=signup&method=code");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page.getByLabel("Verification code")).toBeVisible();
    // The first "OTP Sent!" toast is still showing: wait for the resend's own answer before going back.
    await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().includes("/auth"),
      ),
      page.getByRole("button", { name: "Resend Code" }).click(),
    ]);
    await expect(toast(page)).toContainText("OTP Sent!");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Verification code")).toHaveCount(0);
  });

  test("a wrong password is refused with the server's message", async ({ page }) => {
    await signInWithPassword(page, DEMO_ACCOUNTS.member.email, "not-the-password");
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("the member lands on their home city, sees initials and no admin items", async ({ page }) => {
    await signInWithPassword(page, DEMO_ACCOUNTS.member.email, demoPassword("member"));
    await expect(page).toHaveURL(/\/city\/harbor-point-ca$/);
    await expect(toast(page)).toContainText("Welcome back!");
    await expect(toast(page)).toContainText("You have successfully signed in.");
    const avatar = page.getByRole("button", { name: /account menu/ });
    await expect(avatar).toContainText("ME");
    await avatar.click();
    await expect(page.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await page.goto("/about");
    await page.getByRole("button", { name: /account menu/ }).click();
    await expect(page.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Story Playground" })).toHaveCount(0);

    const admin = await page.request.get("/admin");
    expect(admin.status()).toBe(403);
    expect(await admin.text()).toContain("You don&#x27;t have permission to access the admin panel.");
  });

  test("the administrator sees Admin Panel and Story Playground and the role label", async ({ page }) => {
    await signInWithPassword(page, DEMO_ACCOUNTS.admin.email, demoPassword("admin"));
    await expect(toast(page)).toContainText("Welcome back!");
    await page.goto("/profile");
    await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: /account menu/ }).click();
    await expect(page.getByRole("button", { name: /account menu/ })).toContainText("AD");
    await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Story Playground" })).toBeVisible();
    await page.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  });

  test("a member changes their home city on the profile page", async ({ page }) => {
    const email = freshEmail("mover");
    await signUpWithCode(page, email);
    await expect(toast(page)).toContainText("Account created!");
    await page.goto("/profile");
    await expect(page.getByText("Member", { exact: true })).toBeVisible();
    const update = page.getByRole("button", { name: "Update Home City" });
    await expect(update).toBeDisabled();
    await page.getByLabel("Choose your home city").selectOption({ label: "Lindenwood Springs, OH" });
    await expect(update).toBeEnabled();
    await update.click();
    await expect(toast(page)).toContainText("Home city updated successfully");
    await page.goto("/");
    await expect(page).toHaveURL(/\/city\/lindenwood-springs-oh$/);
  });

  test("signed out, the profile is Access Denied and /admin leads to sign-in", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("Please sign in to view your profile.")).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin/);
  });

  test("Forgot password? mails a code, refuses a common password, and sets a new one", async ({ page }) => {
    // A fresh, unconfirmed account: the reset code proves the address, so no sign-in is spent on it.
    const email = freshEmail("forgetful");
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("my-first-long-password");
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page)).toContainText("Please check your email to confirm your account.");

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "If an account uses that address, we sent it a code to reset the password.",
    );
    await page.getByLabel("Verification code").fill(await codeFromOutbox(page, email));
    await page.getByLabel("New password").fill("password1234");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "That password is one of the most common ones.",
    );

    await page.getByLabel("Verification code").fill(await codeFromOutbox(page, email));
    await page.getByLabel("New password").fill("a-new-and-longer-password");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page)).toContainText("Password changed");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the profile's Change password form says when the current password is wrong", async ({ page }) => {
    await enterDemoSession(page, "member");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await page.getByLabel("Current password").fill("not-the-current-password");
    await page.getByLabel("New password").fill("a-new-and-longer-password");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page)).toContainText("Failed to change password");
    await expect(page.getByText("Your current password is not right.").first()).toBeVisible();
    // The member's session (shared with other specs) is still the one in use.
    await page.goto("/profile");
    await expect(page.getByText("Member", { exact: true })).toBeVisible();
  });
});
