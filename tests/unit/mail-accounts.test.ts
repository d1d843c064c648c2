// The account mails (ADR 0006) rendered from their React Email components (issue #32): the HTML part and the
// plain-text part carry the same words, code and link, and the text is word for word what these mails always said.
import { describe, expect, it } from "vitest";
import { renderAccountConfirmationMail } from "~/features/accounts/mails/account-confirmation-mail";
import { renderPasswordResetMail } from "~/features/accounts/mails/password-reset-mail";
import { renderSignInCodeMail } from "~/features/accounts/mails/sign-in-code-mail";

describe("account mails", () => {
  it("confirming an address links the confirmation", async () => {
    const link = "https://civiclens.example/api/auth/verify-email?token=t.1&callbackURL=%2F";
    const mail = await renderAccountConfirmationMail({ link });
    expect(mail.subject).toBe("Confirm your CivicLens account");
    expect(mail.text).toBe(
      `Welcome to CivicLens!\n\nConfirm your email address to finish creating your account:\n${link}\n\nIf you did not sign up, ignore this message.`,
    );
    expect(mail.html).toContain("Welcome to CivicLens!");
    expect(mail.html).toContain(`<a href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain("If you did not sign up, ignore this message.");
  });

  it("a sign-in code", async () => {
    const mail = await renderSignInCodeMail({ code: "042137" });
    expect(mail.subject).toBe("Your CivicLens sign-in code");
    expect(mail.text).toBe(
      "Your CivicLens verification code is 042137\n\nIt expires in 10 minutes and works once. If you did not ask for it, ignore this message.",
    );
    expect(mail.html).toContain("Your CivicLens verification code is <strong>042137</strong>");
    expect(mail.html).toContain("It expires in 10 minutes and works once.");
  });

  it("a password reset code", async () => {
    const mail = await renderPasswordResetMail({ code: "900100" });
    expect(mail.subject).toBe("Reset your CivicLens password");
    expect(mail.text).toBe(
      "Your CivicLens password reset code is 900100\n\nIt expires in 10 minutes and works once. Setting a new password signs out every session of your account. If you did not ask for it, ignore this message: your password stays as it is.",
    );
    expect(mail.html).toContain("Your CivicLens password reset code is <strong>900100</strong>");
    expect(mail.html).toContain("Setting a new password signs out every session of your account.");
  });
});
