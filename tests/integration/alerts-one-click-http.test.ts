// RFC 8058 through the real HTTP stack (issue #17): a mail provider's server POSTs `List-Unsubscribe=One-Click` to
// the List-Unsubscribe address with no cookie and no Origin. The edge (cross-site guard, private pages, page cache)
// must let it reach the action, and the alert must be gone at once; a foreign page posting there is refused.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertSubscriptions } from "#db/schema";
import { signAlertToken } from "~/features/alerts/alert-tokens.server";
import { db } from "~/lib/db.server";
import { CROSS_SITE_REFUSED } from "../../server/http-app";
import { createCity } from "../factories/cities";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

let server: TestHttpServer;

beforeAll(async () => {
  server = await startTestHttpServer();
});

afterAll(async () => {
  await server.close();
});

async function confirmedCityAlert(email: string): Promise<string> {
  const city = await createCity();
  const [row] = await db()
    .insert(alertSubscriptions)
    .values({ email, kind: "city", cityId: city.id, confirmedAt: new Date() })
    .returning({ id: alertSubscriptions.id });
  if (!row) throw new Error("no alert saved");
  return row.id;
}

const stillThere = async (id: string) =>
  (await db().select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id))).length === 1;

function oneClick(token: string, headers: Record<string, string> = {}) {
  return fetch(`${server.origin}/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
    redirect: "manual",
  });
}

describe("one-click unsubscribe over HTTP", () => {
  it("deletes the alert for a mail provider's POST, with no cookie and no Origin", async () => {
    const id = await confirmedCityAlert("one-click@example.org");
    const answer = await oneClick(signAlertToken("unsubscribe", id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await stillThere(id)).toBe(false);
  });

  it("refuses another site's page posting there, and a token that is not ours, keeping the alert", async () => {
    const id = await confirmedCityAlert("stays@example.org");
    const foreign = await oneClick(signAlertToken("unsubscribe", id), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe(CROSS_SITE_REFUSED);
    const wrongPurpose = await oneClick(signAlertToken("manage", "stays@example.org"));
    expect(wrongPurpose.status).toBe(400);
    expect(await stillThere(id)).toBe(true);
  });
});
