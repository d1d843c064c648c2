// Post-sign-in and sign-out redirects stay on the site, whatever a link puts in redirectTo (issue #12).
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/features/accounts/accounts.schema";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirectPath("/profile")).toBe("/profile");
    expect(safeRedirectPath("/city/harbor-point?tab=stories#top")).toBe("/city/harbor-point?tab=stories#top");
    expect(safeRedirectPath("/search?q=a%2F%2Fb")).toBe("/search?q=a%2F%2Fb");
  });

  it("refuses anything a browser could read as another site", () => {
    const hostile = [
      "//evil.example",
      "/\t/evil.example", // what /auth?redirectTo=%2F%09%2Fevil.example decodes to
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/.//evil.example",
      "/%2e//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      " /profile",
      "profile",
      "",
      null,
      undefined,
    ];
    for (const value of hostile) expect(safeRedirectPath(value), JSON.stringify(value)).toBe("/");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirectPath("//evil.example", "/auth")).toBe("/auth");
  });
});
