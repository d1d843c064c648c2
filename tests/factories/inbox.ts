// Test data for the admin inbox: coverage requests and contact messages received at given times, and the page's
// requests (its loader, its action and the CSV export).
import { randomBytes } from "node:crypto";
import { cityRequest, contactSubmissions } from "#db/schema";
import { db } from "~/lib/db.server";
import { formRequest, getRequest } from "./accounts";

const uniqueSuffix = () => randomBytes(4).toString("hex");

export async function createCoverageRequest(overrides: Partial<typeof cityRequest.$inferInsert> = {}) {
  const [row] = await db()
    .insert(cityRequest)
    .values({
      state: "OR",
      cityName: `Riverbend ${uniqueSuffix()}`,
      email: `neighbor-${uniqueSuffix()}@example.com`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("coverage request not created");
  return row;
}

export async function createContactMessage(overrides: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await db()
    .insert(contactSubmissions)
    .values({
      email: `resident-${uniqueSuffix()}@example.com`,
      phone: null,
      topic: "General Inquiry",
      message: "When is the next budget hearing?",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("contact message not created");
  return row;
}

/** A time `minutes` after a fixed start, so the newest-first order is known. */
export function minutesAfterStart(minutes: number): Date {
  return new Date(Date.UTC(2026, 10, 1, 9, 0, 0) + minutes * 60_000);
}

export function inboxArgs(request: Request) {
  return { request, params: {}, context: { cspNonce: "test" } } as never;
}

export const inboxGet = (query: string, cookie?: string) =>
  inboxArgs(getRequest(`/admin/inbox${query}`, { cookie }));

export const inboxPost = (fields: Record<string, string>, cookie?: string) =>
  inboxArgs(formRequest(`/admin/inbox`, fields, { cookie }));

export const exportGet = (query: string, cookie?: string) =>
  inboxArgs(getRequest(`/admin/inbox/export.csv${query}`, { cookie }));

/** What a loader or action threw or returned, as a status (a redirect, a 403 data(), a Response). */
export async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    return (result as { init?: { status?: number } } | undefined)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}
