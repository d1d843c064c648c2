// Test data for the contact page and the city coverage request: valid form values, posts, and row counts.

import { randomBytes } from "node:crypto";
import { cityRequest, contactSubmissions } from "#db/schema";
import { db } from "~/lib/db.server";
import { testAddress } from "./accounts";

const uniqueSuffix = () => randomBytes(4).toString("hex");

export function contactFormValues(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    email: `resident-${uniqueSuffix()}@example.com`,
    phone: "",
    topic: "General Inquiry",
    message: "When is the next budget hearing?",
    ...overrides,
  };
}

export function cityRequestFormValues(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "request-city",
    state: "OR",
    cityName: `Riverbend ${uniqueSuffix()}`,
    email: `neighbor-${uniqueSuffix()}@example.com`,
    ...overrides,
  };
}

/** Loader/action arguments for a form post, as React Router passes them. */
export function formPostArgs(path: string, values: Record<string, string> | URLSearchParams) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    // A fresh client address per request, so the per-IP abuse limits of one test never reach another.
    headers: { "content-type": "application/x-www-form-urlencoded", "x-civiclens-client-ip": testAddress() },
    body: new URLSearchParams(values),
  });
  return { request, params: {}, context: { cspNonce: "test" } } as never;
}

export async function listContactSubmissions() {
  return db().select().from(contactSubmissions);
}

export async function listCityRequests() {
  return db().select().from(cityRequest);
}

/** An action's answer as the browser would see it: its status and body, whether or not it was wrapped in data(). */
export function answerOf(result: unknown): { status: number; body: unknown } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const wrapped = result as { init?: { status?: number } | null; data: unknown };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result };
}
