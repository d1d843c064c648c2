import { describe, expect, it } from "vitest";
import {
  REQUEST_CITY_NAME_REQUIRED,
  REQUEST_CITY_NAME_TOO_LONG,
  REQUEST_EMAIL_INVALID,
  REQUEST_EMAIL_TOO_LONG,
  REQUEST_STATE_INVALID,
  REQUEST_SUCCESS_DESCRIPTION,
  REQUEST_SUCCESS_TITLE,
} from "~/features/cities/city-requests.copy";
import { PICKER_UNKNOWN_CITY } from "~/features/home/home.copy";
import { UNKNOWN_FORM_MESSAGE } from "~/features/home/home.schema";
import { US_STATES } from "~/lib/us-states";
import { action as homeAction, loader as homeLoader } from "~/routes/home";
import { createCity } from "../factories/cities";
import { answerOf, cityRequestFormValues, formPostArgs, listCityRequests } from "../factories/contact";

const getArgs = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: { cspNonce: "test" } }) as never;

/** What the loader threw: a redirect Response, read as its status and Location. */
async function redirectOf(run: () => unknown): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
  throw new Error("expected a redirect");
}

async function postRequest(values: Record<string, string>) {
  return answerOf(await homeAction(formPostArgs("/?index", values)));
}

async function expectRejected(values: Record<string, string>, message: string) {
  const before = (await listCityRequests()).length;
  const answer = await postRequest(values);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ ok: false, error: message });
  expect((await listCityRequests()).length).toBe(before);
}

describe("home loader", () => {
  it("offers the Live cities and no request form by default", async () => {
    const live = await createCity({ name: "Maple Crossing", status: "Live" });
    const hidden = await createCity({ name: "Quiet Vale", status: "Test" });
    const result = await homeLoader(getArgs("/"));
    const keys = result.cities.map((city) => city.locationKey);
    expect(keys).toContain(live.locationKey);
    expect(keys).not.toContain(hidden.locationKey);
    expect(result.showRequestForm).toBe(false);
    expect(result.pickerError).toBeNull();
  });

  it("redirects the picker's GET form to the chosen Live city", async () => {
    const city = await createCity({ status: "Live" });
    expect(await redirectOf(() => homeLoader(getArgs(`/?city=${city.locationKey}`)))).toEqual({
      status: 302,
      location: `/city/${city.locationKey}`,
    });
  });

  it("sends Other to the inline Request City Coverage form", async () => {
    expect(await redirectOf(() => homeLoader(getArgs("/?city=other")))).toEqual({
      status: 302,
      location: "/?request=1#request-coverage",
    });
    const result = await homeLoader(getArgs("/?request=1"));
    expect(result.showRequestForm).toBe(true);
  });

  it("does not redirect to a city that is not Live, and says why", async () => {
    const archived = await createCity({ status: "Archive" });
    const result = await homeLoader(getArgs(`/?city=${archived.locationKey}`));
    expect(result.pickerError).toBe(PICKER_UNKNOWN_CITY);
  });

  it("treats an unknown or absurdly long key as not a city", async () => {
    expect((await homeLoader(getArgs("/?city=no-such-town"))).pickerError).toBe(PICKER_UNKNOWN_CITY);
    expect((await homeLoader(getArgs(`/?city=${"x".repeat(500)}`))).pickerError).toBe(PICKER_UNKNOWN_CITY);
  });

  it("ignores an empty choice", async () => {
    expect((await homeLoader(getArgs("/?city="))).pickerError).toBeNull();
  });
});

describe("home action: Request City Coverage", () => {
  it("has exactly the 50 US states", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(50);
    expect(US_STATES.map((state) => state.code)).not.toContain("DC");
  });

  it("stores one request, trimmed", async () => {
    const values = cityRequestFormValues({
      state: "VT",
      cityName: "  Maple Ridge  ",
      email: " vt@example.com ",
    });
    const answer = await postRequest(values);
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, toast: { title: REQUEST_SUCCESS_TITLE, description: REQUEST_SUCCESS_DESCRIPTION } },
    });
    const rows = (await listCityRequests()).filter((row) => row.email === "vt@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: "VT", cityName: "Maple Ridge" });
  });

  it("rejects a state that is not one of the 50", async () => {
    await expectRejected(cityRequestFormValues({ state: "DC" }), REQUEST_STATE_INVALID);
    await expectRejected(cityRequestFormValues({ state: "California" }), REQUEST_STATE_INVALID);
    await expectRejected(cityRequestFormValues({ state: "" }), REQUEST_STATE_INVALID);
  });

  it("rejects an empty or blank city name", async () => {
    await expectRejected(cityRequestFormValues({ cityName: "" }), REQUEST_CITY_NAME_REQUIRED);
    await expectRejected(cityRequestFormValues({ cityName: "    " }), REQUEST_CITY_NAME_REQUIRED);
  });

  it("accepts a 100-character city name and rejects 101", async () => {
    expect((await postRequest(cityRequestFormValues({ cityName: "c".repeat(100) }))).status).toBe(200);
    await expectRejected(cityRequestFormValues({ cityName: "c".repeat(101) }), REQUEST_CITY_NAME_TOO_LONG);
  });

  it("rejects an invalid or over-long email", async () => {
    await expectRejected(cityRequestFormValues({ email: "" }), REQUEST_EMAIL_INVALID);
    await expectRejected(cityRequestFormValues({ email: "someone@" }), REQUEST_EMAIL_INVALID);
    const longEmail = `${"a".repeat(64)}@${"b".repeat(180)}.example.com`;
    await expectRejected(cityRequestFormValues({ email: longEmail }), REQUEST_EMAIL_TOO_LONG);
  });

  it("rejects missing fields", async () => {
    await expectRejected({ intent: "request-city" }, REQUEST_STATE_INVALID);
  });

  it("rejects a post without the request intent", async () => {
    const { intent: _intent, ...withoutIntent } = cityRequestFormValues();
    await expectRejected(withoutIntent, UNKNOWN_FORM_MESSAGE);
    await expectRejected(cityRequestFormValues({ intent: "delete-everything" }), UNKNOWN_FORM_MESSAGE);
  });

  it("reports each field's problem for the form to show", async () => {
    const answer = await postRequest(cityRequestFormValues({ state: "ZZ", cityName: "", email: "x" }));
    expect(answer.body).toMatchObject({
      fieldErrors: {
        state: REQUEST_STATE_INVALID,
        cityName: REQUEST_CITY_NAME_REQUIRED,
        email: REQUEST_EMAIL_INVALID,
      },
    });
  });
});
