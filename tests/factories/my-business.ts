// Test helpers for the self-serve directory (issue #20): members with a session, posts to the owner routes, mail.
import { eq } from "drizzle-orm";
import { businessListings, listingOwners } from "#db/schema";
import { db } from "~/lib/db.server";
import { listOutbox } from "~/lib/mail.server";
import { createUser, formRequest, getRequest, sessionCookie } from "./accounts";
import { answerOf } from "./contact";

export type TestMember = { id: string; email: string; cookie: string };

export async function createMember(options: { email?: string; admin?: boolean } = {}): Promise<TestMember> {
  const user = await createUser(options);
  return { ...user, cookie: await sessionCookie(user.email) };
}

type RouteFunction = (args: never) => Promise<unknown> | unknown;

/** Posts a form to a route's action as React Router would, and answers { status, body } (a thrown Response too). */
export async function postTo(
  action: RouteFunction,
  options: { path: string; fields: Record<string, string>; cookie?: string; params?: Record<string, string> },
) {
  const request = formRequest(options.path, options.fields, { cookie: options.cookie });
  return settle(() =>
    action({ request, params: options.params ?? {}, context: { cspNonce: "test" } } as never),
  );
}

export async function getFrom(
  loader: RouteFunction,
  options: { path: string; cookie?: string; params?: Record<string, string> },
) {
  const request = getRequest(options.path, { cookie: options.cookie });
  return settle(() =>
    loader({ request, params: options.params ?? {}, context: { cspNonce: "test" } } as never),
  );
}

async function settle(
  run: () => Promise<unknown> | unknown,
): Promise<{ status: number; body: unknown; location?: string }> {
  try {
    const result = await run();
    if (result instanceof Response)
      return { status: result.status, body: null, location: result.headers.get("location") ?? undefined };
    return answerOf(result);
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, body: null, location: thrown.headers.get("location") ?? undefined };
    const wrapped = answerOf(thrown);
    if (wrapped.status !== 200) return wrapped;
    throw thrown;
  }
}

/** The newest mail to `to`, or undefined. */
export async function latestMailTo(to: string) {
  return (await listOutbox({ limit: 500 })).find((message) => message.to.toLowerCase() === to.toLowerCase());
}

export async function readListing(id: string) {
  const [row] = await db().select().from(businessListings).where(eq(businessListings.id, id));
  if (!row) throw new Error("listing vanished");
  return row;
}

export async function ownersOf(listingId: string): Promise<string[]> {
  const rows = await db().select().from(listingOwners).where(eq(listingOwners.listingId, listingId));
  return rows.map((row) => row.userId).sort();
}

export async function makeOwner(listingId: string, userId: string): Promise<void> {
  await db().insert(listingOwners).values({ listingId, userId });
}
