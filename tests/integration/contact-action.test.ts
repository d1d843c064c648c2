import { describe, expect, it } from "vitest";
import { CONTACT_TOPICS } from "~/features/contact/contact.constants";
import {
  CONTACT_EMAIL_INVALID,
  CONTACT_EMAIL_TOO_LONG,
  CONTACT_FAILURE,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_MISSING_FIELDS,
  CONTACT_PHONE_TOO_LONG,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
  CONTACT_TOPIC_INVALID,
} from "~/features/contact/contact.copy";
import { createContactSubmission } from "~/features/contact/contact.server";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import { action as contactAction } from "~/routes/contact";
import { answerOf, contactFormValues, formPostArgs, listContactSubmissions } from "../factories/contact";

async function post(values: Record<string, string> | URLSearchParams) {
  return answerOf(await contactAction(formPostArgs("/contact", values)));
}

async function expectRejected(values: Record<string, string> | URLSearchParams, message: string) {
  const before = (await listContactSubmissions()).length;
  const answer = await post(values);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ ok: false, error: message });
  expect((await listContactSubmissions()).length).toBe(before);
}

describe("contact action", () => {
  it("offers exactly the spec's six topics", () => {
    expect(CONTACT_TOPICS).toEqual([
      "General Inquiry",
      "Technical Support",
      "Business Partnership",
      "Media Inquiry",
      "Feedback",
      "Other",
    ]);
  });

  it("stores one message, with phone null when it is left empty", async () => {
    const values = contactFormValues({
      email: "  empty-phone@example.com ",
      topic: "Feedback",
      phone: "   ",
    });
    const answer = await post(values);
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, toast: { title: CONTACT_SUCCESS_TITLE, description: CONTACT_SUCCESS_DESCRIPTION } },
    });
    const rows = (await listContactSubmissions()).filter((row) => row.email === "empty-phone@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: null, topic: "Feedback", message: values.message });
  });

  it("keeps a phone number when one is given", async () => {
    await post(contactFormValues({ email: "with-phone@example.com", phone: "+1 (555) 010-2030" }));
    const [row] = (await listContactSubmissions()).filter((r) => r.email === "with-phone@example.com");
    expect(row?.phone).toBe("+1 (555) 010-2030");
  });

  it("accepts every one of the six topics", async () => {
    for (const topic of CONTACT_TOPICS) {
      expect((await post(contactFormValues({ topic }))).status).toBe(200);
    }
  });

  it.each([
    ["email", { email: "" }],
    ["email (spaces only)", { email: "   " }],
    ["topic", { topic: "" }],
    ["message", { message: "" }],
    ["message (spaces only)", { message: " \n " }],
  ])("answers 400 Please fill in all required fields. when %s is missing", async (_field, overrides) => {
    await expectRejected(contactFormValues(overrides), CONTACT_MISSING_FIELDS);
  });

  it("treats absent fields like empty ones", async () => {
    await expectRejected(new URLSearchParams({ phone: "555" }), CONTACT_MISSING_FIELDS);
  });

  it("names missing fields first even when another field is also wrong", async () => {
    await expectRejected(contactFormValues({ email: "not-an-email", message: "" }), CONTACT_MISSING_FIELDS);
  });

  it("rejects an email that is not an address", async () => {
    await expectRejected(contactFormValues({ email: "resident-at-example.com" }), CONTACT_EMAIL_INVALID);
  });

  it("rejects an email over 254 characters", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(180)}.example.com`;
    expect(email.length).toBeGreaterThan(254);
    await expectRejected(contactFormValues({ email }), CONTACT_EMAIL_TOO_LONG);
  });

  it("rejects a phone over 40 characters", async () => {
    await expectRejected(contactFormValues({ phone: "5".repeat(41) }), CONTACT_PHONE_TOO_LONG);
  });

  it("accepts a message of exactly 5000 characters and rejects 5001", async () => {
    expect((await post(contactFormValues({ message: "m".repeat(5000) }))).status).toBe(200);
    await expectRejected(contactFormValues({ message: "m".repeat(5001) }), CONTACT_MESSAGE_TOO_LONG);
  });

  it("rejects a topic that is not one of the six", async () => {
    await expectRejected(contactFormValues({ topic: "Complaint" }), CONTACT_TOPIC_INVALID);
    await expectRejected(contactFormValues({ topic: "general inquiry" }), CONTACT_TOPIC_INVALID);
  });

  it("refuses a NUL or another control character with a message, storing nothing", async () => {
    await expectRejected(
      contactFormValues({ email: "nul@example.com", message: "budget\u0000 hearing" }),
      TEXT_NOT_ALLOWED,
    );
    await expectRejected(contactFormValues({ phone: "555\u0007" }), TEXT_NOT_ALLOWED);
    // A message is a textarea: its line breaks and tabs are text.
    expect((await post(contactFormValues({ message: "Line one\r\n\tLine two" }))).status).toBe(200);
  });

  it("answers 413 to a body over the size limit and writes nothing", async () => {
    const before = (await listContactSubmissions()).length;
    const answer = await post(contactFormValues({ message: "x".repeat(300 * 1024) }));
    expect(answer.status).toBe(413);
    expect((await listContactSubmissions()).length).toBe(before);
  });
});

describe("createContactSubmission", () => {
  it("turns a database failure into the spec's failure message", async () => {
    // The form refuses NUL characters; called directly, the service meets PostgreSQL refusing one.
    await expect(
      createContactSubmission({
        email: "a@example.com",
        phone: null,
        topic: "Other",
        message: "bad\u0000byte",
      }),
    ).rejects.toMatchObject({ code: "INTERNAL", message: CONTACT_FAILURE });
  });
});
