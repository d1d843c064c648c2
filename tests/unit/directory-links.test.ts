import { describe, expect, it } from "vitest";
import {
  businessPath,
  directoryPath,
  emailHref,
  filterQuery,
  fullAddress,
  mapEmbedUrl,
  normalizeWebsiteUrl,
  telephoneHref,
  websiteLabel,
} from "~/features/directory/directory.links";
import { directoryFiltersFromSearchParams } from "~/features/directory/directory.schema";

describe("normalizeWebsiteUrl", () => {
  it("keeps http:// and https:// addresses as written", () => {
    expect(normalizeWebsiteUrl("https://www.example.com/menu")).toBe("https://www.example.com/menu");
    expect(normalizeWebsiteUrl("http://example.com")).toBe("http://example.com");
    expect(normalizeWebsiteUrl("HTTPS://Example.com")).toBe("HTTPS://Example.com");
  });

  it("prefixes https:// when the scheme is missing", () => {
    expect(normalizeWebsiteUrl("www.crumb.example")).toBe("https://www.crumb.example");
    expect(normalizeWebsiteUrl("  example.com/about  ")).toBe("https://example.com/about");
    expect(normalizeWebsiteUrl("example.com:8080/shop")).toBe("https://example.com:8080/shop");
    expect(normalizeWebsiteUrl("//cdn.example.com")).toBe("https://cdn.example.com");
  });

  it("refuses other schemes and things that are not web addresses", () => {
    for (const value of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "javascript:1",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "ftp://files.example.com",
      "mailto:someone@example.com",
      "TBD",
      "not a url",
      "https://user:secret@example.com",
      "",
      "   ",
      null,
      undefined,
    ]) {
      expect(normalizeWebsiteUrl(value), String(value)).toBeNull();
    }
  });

  it("labels a website without its scheme", () => {
    expect(websiteLabel("https://www.example.com/")).toBe("www.example.com");
  });
});

describe("contact links", () => {
  it("dials only digits and a leading plus", () => {
    expect(telephoneHref("(707) 555-0101")).toBe("tel:7075550101");
    expect(telephoneHref("+1 707.555.0101")).toBe("tel:+17075550101");
    expect(telephoneHref("call us")).toBeNull();
    expect(telephoneHref(null)).toBeNull();
  });

  it("mails only plausible addresses", () => {
    expect(emailHref(" hello@example.com ")).toBe("mailto:hello@example.com");
    expect(emailHref("not-an-email")).toBeNull();
  });
});

describe("map", () => {
  it("builds the address and an embed at zoom 15, or nothing without a street address", () => {
    const address = fullAddress({
      streetAddress: "12 Marina Way",
      postalCode: "95401",
      cityName: "Harbor Point",
      state: "CA",
    });
    expect(address).toBe("12 Marina Way, Harbor Point, CA 95401");
    expect(mapEmbedUrl(address!)).toBe(
      "https://maps.google.com/maps?q=12+Marina+Way%2C+Harbor+Point%2C+CA+95401&z=15&output=embed",
    );
    expect(fullAddress({ streetAddress: "  ", postalCode: "1", cityName: "X", state: "CA" })).toBeNull();
    expect(fullAddress({ streetAddress: null, postalCode: null, cityName: "X", state: "CA" })).toBeNull();
  });
});

describe("directory addresses", () => {
  it("builds directory and detail paths for all cities and for one", () => {
    expect(directoryPath()).toBe("/businesses");
    expect(directoryPath("harbor-point-ca")).toBe("/city/harbor-point-ca/businesses");
    expect(businessPath("driftwood-bakery")).toBe("/businesses/driftwood-bakery");
    expect(businessPath("driftwood-bakery", "harbor-point-ca")).toBe(
      "/city/harbor-point-ca/businesses/driftwood-bakery",
    );
  });

  it("writes only the filters that are set, and a subcategory only with its parent", () => {
    expect(filterQuery({})).toBe("");
    expect(
      filterQuery({ text: "bread", category: "Food & Dining", subcategory: "Bakeries", letter: "0-9" }),
    ).toBe("?q=bread&category=Food+%26+Dining&subcategory=Bakeries&letter=0-9");
    expect(filterQuery({ subcategory: "Bakeries" })).toBe("");
  });

  it("reads filters from the URL, trimming and cutting the text and dropping impossible values", () => {
    const filters = directoryFiltersFromSearchParams(
      new URLSearchParams({ q: `  ${"a".repeat(120)}`, category: " ", letter: "b" }),
    );
    expect(filters).toEqual({
      text: "a".repeat(100),
      category: undefined,
      subcategory: undefined,
      letter: "B",
    });
    expect(directoryFiltersFromSearchParams(new URLSearchParams({ letter: "AB" })).letter).toBeUndefined();
    expect(directoryFiltersFromSearchParams(new URLSearchParams({ q: "   " })).text).toBeUndefined();
  });
});
