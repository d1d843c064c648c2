// The edit action of /admin/business-directory: a valid edit saves every field; every bad input is a 4xx with a
// message a person understands, and the listing is left exactly as it was.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessListings } from "#db/schema";
import { BUSINESS_FIELD_MAX_CHARS } from "~/features/admin-directory/admin-directory.constants";
import {
  BUSINESS_NAME_REQUIRED,
  BUSINESS_NOT_FOUND,
  BUSINESS_UPDATED,
  EMAIL_INVALID,
  TIER_INVALID,
  tooLong,
  UNKNOWN_ACTION,
  WEBSITE_INVALID,
} from "~/features/admin-directory/admin-directory.copy";
import { db } from "~/lib/db.server";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import { action } from "~/routes/admin.business-directory";
import { createUser, sessionCookie } from "../factories/accounts";
import { actionArgs, updateRequest } from "../factories/admin-directory";
import { createCity } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { createListing } from "../factories/directory";

let adminCookie: string;
let listing: Awaited<ReturnType<typeof createListing>>;

beforeAll(async () => {
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  listing = await createListing((await createCity()).id, { name: "Harbor Kite Shop", listingTier: "Tier 3" });
});

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "update-business",
    businessId: listing.id,
    name: "Harbor Kite Shop",
    description: "Kites, windsocks and repairs.",
    streetAddress: "12 Pier Road",
    postalCode: "95401",
    telephone: "(707) 555-0142",
    email: "kites@example.com",
    website: "www.harborkites.example",
    listingTier: "Tier 2",
    ...overrides,
  };
}

async function post(fields: Record<string, string>, cookie = adminCookie) {
  return answerOf(await action(actionArgs(updateRequest(cookie, fields))));
}

async function readListing() {
  const [row] = await db().select().from(businessListings).where(eq(businessListings.id, listing.id));
  if (!row) throw new Error("listing vanished");
  return row;
}

async function expectRejected(
  fields: Record<string, string>,
  status: number,
  message: string,
  field?: string,
) {
  const before = await readListing();
  const answer = await post(fields);
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ ok: false, error: message });
  if (field)
    expect((answer.body as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
  expect(await readListing()).toEqual(before);
}

describe("updating a business", () => {
  it("saves every editable field, trimmed, and stamps updated_at", async () => {
    const before = await readListing();
    const answer = await post(
      validFields({ name: "  Harbor Kite & Sail  ", description: "Kites and sails." }),
    );
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, toast: { title: BUSINESS_UPDATED }, intent: "update-business" },
    });
    const after = await readListing();
    expect(after).toMatchObject({
      name: "Harbor Kite & Sail",
      description: "Kites and sails.",
      streetAddress: "12 Pier Road",
      postalCode: "95401",
      telephone: "(707) 555-0142",
      email: "kites@example.com",
      website: "www.harborkites.example",
      listingTier: "Tier 2",
      businessKey: before.businessKey,
      imageUrl: before.imageUrl,
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it("stores emptied optional fields as null", async () => {
    const answer = await post(
      validFields({
        description: " ",
        streetAddress: "",
        postalCode: "",
        telephone: "",
        email: "",
        website: "",
      }),
    );
    expect(answer.status).toBe(200);
    expect(await readListing()).toMatchObject({
      description: null,
      streetAddress: null,
      postalCode: null,
      telephone: null,
      email: null,
      website: null,
    });
  });

  it.each([
    ["empty", { name: "" }],
    ["only spaces", { name: "   " }],
  ])("refuses a Business Name that is %s", async (_case, overrides) => {
    await expectRejected(validFields(overrides), 400, BUSINESS_NAME_REQUIRED, "name");
  });

  it("refuses a post without the name field at all", async () => {
    const { name: _name, ...withoutName } = validFields();
    await expectRejected(withoutName, 400, BUSINESS_NAME_REQUIRED, "name");
  });

  it.each([
    ["name", "Business Name"],
    ["description", "Description"],
    ["streetAddress", "Street Address"],
    ["postalCode", "Postal Code"],
    ["telephone", "Telephone"],
  ] as const)("refuses %s over its length limit, and takes it at the limit", async (field, label) => {
    const max = BUSINESS_FIELD_MAX_CHARS[field];
    await expectRejected(validFields({ [field]: "x".repeat(max + 1) }), 400, tooLong(label, max), field);
    expect((await post(validFields({ [field]: "x".repeat(max) }))).status).toBe(200);
  });

  it("refuses an over-long email or website with the length message", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(190)}.example`;
    await expectRejected(validFields({ email }), 400, tooLong("Email", 254), "email");
    const website = `https://example.com/${"p".repeat(2048)}`;
    await expectRejected(validFields({ website }), 400, tooLong("Website", 2048), "website");
  });

  it.each(["not-an-email", "kites@", "@example.com"])("refuses the email %s", async (email) => {
    await expectRejected(validFields({ email }), 400, EMAIL_INVALID, "email");
  });

  it.each(["javascript:alert(1)", "TBD", "ftp://files.example.com"])(
    "refuses the website %s",
    async (website) => {
      await expectRejected(validFields({ website }), 400, WEBSITE_INVALID, "website");
    },
  );

  it.each(["Tier 4", "tier 1", "1", ""])("refuses the tier %j", async (listingTier) => {
    await expectRejected(validFields({ listingTier }), 400, TIER_INVALID, "listingTier");
  });

  it("answers 404 for an id no listing has", async () => {
    await expectRejected(
      validFields({ businessId: "00000000-0000-4000-8000-000000000000" }),
      404,
      BUSINESS_NOT_FOUND,
    );
  });

  it.each(["not-a-uuid", "1", "00000000-0000-4000-8000-00000000000z", "' or 1=1 --"])(
    "answers 400 for the malformed id %j without asking PostgreSQL",
    async (businessId) => {
      await expectRejected(validFields({ businessId }), 400, BUSINESS_NOT_FOUND, "businessId");
    },
  );

  it("answers 400 for an unknown intent", async () => {
    await expectRejected(validFields({ intent: "archive-business" }), 400, UNKNOWN_ACTION, "intent");
  });

  it("answers 400 for a JSON body", async () => {
    const before = await readListing();
    const request = new Request("http://localhost:3000/admin/business-directory", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: adminCookie },
      body: JSON.stringify(validFields({ name: "Sneaky" })),
    });
    const answer = answerOf(await action(actionArgs(request)));
    expect(answer.status).toBe(400);
    expect(await readListing()).toEqual(before);
  });

  it("answers 413 for a body over the form limit", async () => {
    await expectRejected(
      validFields({ description: "x".repeat(300 * 1024) }),
      413,
      "The request is too large.",
    );
  });

  it("refuses a NUL or another control character with the field's message, writing nothing", async () => {
    await expectRejected(
      validFields({ description: "Kites\u0000 and more" }),
      400,
      TEXT_NOT_ALLOWED,
      "description",
    );
    await expectRejected(validFields({ name: "Kites\u0001" }), 400, TEXT_NOT_ALLOWED, "name");
    // A description is a textarea: its line breaks are text.
    expect((await post(validFields({ description: "Kites\r\nand more" }))).status).toBe(200);
  });

  it("refuses a member with 403 and writes nothing", async () => {
    const before = await readListing();
    const memberCookie = await sessionCookie((await createUser()).email);
    const thrown = await Promise.resolve(
      action(actionArgs(updateRequest(memberCookie, validFields({ name: "Mine" })))),
    )
      .then(() => null)
      .catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } } | null)?.init?.status).toBe(403);
    expect(await readListing()).toEqual(before);
  });
});
