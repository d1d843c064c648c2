// The listing owners' mails (ADR 0044) rendered from their React Email components (issue #32): the HTML part and the
// plain-text part carry the same words and links, and the text is word for word what these mails always said.
import { describe, expect, it } from "vitest";
import { renderChangesRejectedMail } from "~/features/my-business/mails/changes-rejected-mail";
import { renderClaimCodeMail } from "~/features/my-business/mails/claim-code-mail";
import { renderCoOwnerRequestMail } from "~/features/my-business/mails/co-owner-request-mail";
import { renderOwnerInviteMail } from "~/features/my-business/mails/owner-invite-mail";
import { CLAIM_CODE_TTL_MINUTES } from "~/features/my-business/my-business.constants";

describe("listing owners' mails", () => {
  it("a claim code", async () => {
    const mail = await renderClaimCodeMail({ listingName: "Rosa's Bakery", code: "314159" });
    expect(mail.subject).toBe("Your code to claim Rosa's Bakery");
    expect(mail.text).toBe(
      `Someone asked to manage the listing of Rosa's Bakery on CivicLens.\n\nYour code: 314159\n\nIt works for ${CLAIM_CODE_TTL_MINUTES} minutes. If this was not you, ignore this mail.`,
    );
    expect(mail.html).toContain("Someone asked to manage the listing of Rosa&#x27;s Bakery on CivicLens.");
    expect(mail.html).toContain("Your code: <strong>314159</strong>");
  });

  it("an invitation links the page that accepts it", async () => {
    const link = "https://civiclens.example/my-business/invite/AbC-123_x";
    const mail = await renderOwnerInviteMail({ listingName: "Rosa's Bakery", link });
    expect(mail.subject).toBe("You are invited to manage Rosa's Bakery on CivicLens");
    expect(mail.text).toBe(
      `You were invited to manage the listing of Rosa's Bakery on CivicLens.\n\nAccept here (sign in with this address): ${link}`,
    );
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain("Accept here (sign in with this address):");
  });

  it("a co-owner request names who asks and the address they proved", async () => {
    const mail = await renderCoOwnerRequestMail({
      listingName: "Rosa's Bakery",
      memberEmail: "new@example.org",
      verifiedAddress: "hello@rosas.example",
    });
    expect(mail.subject).toBe("Someone asks to manage Rosa's Bakery on CivicLens");
    expect(mail.text).toBe(
      "new@example.org proved the address hello@rosas.example and asks to manage the listing of Rosa's Bakery on CivicLens.\n\nThey manage it only if you approve them: open My Business to approve or decline.",
    );
    expect(mail.html).toContain("new@example.org proved the address hello@rosas.example");
    expect(mail.html).toContain("open My Business to approve or decline.");
  });

  it("a rejection carries the admin's reason, its lines kept, escaped in HTML", async () => {
    const mail = await renderChangesRejectedMail({
      listingName: "Rosa's Bakery",
      reason: "Please describe the business, not the prices.\nNo <b>markup</b> & no prices.",
    });
    expect(mail.subject).toBe("Your changes to Rosa's Bakery were not published");
    expect(mail.text).toBe(
      "Our team reviewed your changes to Rosa's Bakery and did not publish them.\n\nReason: Please describe the business, not the prices.\nNo <b>markup</b> & no prices.\n\nYou can edit the listing again from My Business.",
    );
    expect(mail.html).toContain("not the prices.<br/>No &lt;b&gt;markup&lt;/b&gt; &amp; no prices.");
    expect(mail.html).not.toContain("<b>");
  });
});
