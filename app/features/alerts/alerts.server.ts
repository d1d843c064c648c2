// The alerts service (issue #17, ADR 0039): following a city, a body or a saved search; double opt-in for visitors
// without an account, one click for members; the alert list's pause, resume, delete and how often; signed
// unsubscribe links. Matching and sending live in alert-matching.server.ts and alert-mail.server.ts.
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { alertAddresses, alertSubscriptions, cities, cityUrls, cityVideos } from "#db/schema";
import { getCityByLocationKey } from "~/features/cities/cities.server";
import { meetingBody, meetingBodySql } from "~/features/meetings/meeting-facts.server";
import { compileSavedSearch } from "~/features/search/search.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { parseWith } from "~/lib/http.server";
import {
  clientAddress,
  enforceRateLimit,
  mailboxRateLimitSubject,
  RATE_LIMITS,
} from "~/lib/rate-limit.server";
import type { Viewer } from "~/lib/viewer";
import { sendConfirmationMail } from "./alert-mail.server";
import { readAlertToken } from "./alert-tokens.server";
import { type AlertKind, MAX_ALERTS_PER_PERSON } from "./alerts.constants";
import {
  ALERT_BODY_UNKNOWN,
  ALERT_CITY_NOT_FOUND,
  ALERT_EMAIL_REQUIRED,
  ALERT_NOT_FOUND,
  ALERT_TOO_MANY,
  alertLabel,
  confirmMailLabel,
  LINK_INVALID,
} from "./alerts.copy";
import { type AlertListItem, alertTokenSchema, type FollowForm, type ManageAlertForm } from "./alerts.schema";

export type { AlertListItem };

/** What a Follow did: saved at once (a member), or waiting for the address to confirm (a visitor). */
export type FollowOutcome = { status: "saved" | "confirmation-sent"; alertId: string };

/**
 * Follows a city, a body or a search. A member's alert is saved confirmed under their account address; a visitor's
 * waits for the confirmation link mailed to the address typed (double opt-in), and that mail is rate limited per
 * mailbox (plus-tags and case are one address) and per client. Following the same thing again is the same alert (a
 * visitor's unconfirmed one is mailed again). At most MAX_ALERTS_PER_PERSON per address. A query is checked by the
 * search area's rules and messages; a body must be one of the city's (issue #31: no free text reaches a mail).
 */
export async function followAlert(options: {
  form: FollowForm;
  viewer: Viewer | null;
  request: Request;
}): Promise<FollowOutcome> {
  const { form, viewer } = options;
  const email = viewer ? viewer.email.toLowerCase() : form.email;
  if (!email)
    throw new AppError("BAD_REQUEST", ALERT_EMAIL_REQUIRED, { fieldErrors: { email: ALERT_EMAIL_REQUIRED } });
  const city = form.cityKey ? await getCityByLocationKey({ locationKey: form.cityKey, viewer }) : undefined;
  if (form.cityKey && !city) throw new AppError("NOT_FOUND", ALERT_CITY_NOT_FOUND);
  const body =
    form.kind === "body" && city ? await knownCityBody({ cityId: city.id, body: form.body }) : null;
  const compiled =
    form.kind === "search"
      ? await compileSavedSearch(form.query).catch((error: unknown) => {
          if (error instanceof AppError)
            throw new AppError(error.code, error.message, { fieldErrors: { query: error.message } });
          throw error;
        })
      : null;
  if (!viewer) {
    await enforceRateLimit(RATE_LIMITS.alertConfirmationPerClient, clientAddress(options.request));
    await enforceRateLimit(RATE_LIMITS.alertConfirmationPerEmail, mailboxRateLimitSubject(email));
  }
  const now = new Date();
  const saved = await db().transaction(async (tx) => {
    // One address's alerts are counted and added one request at a time, so two at once cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerts:${email}`}))`);
    const values = {
      email,
      userId: viewer?.id ?? null,
      kind: form.kind,
      cityId: city?.id ?? null,
      body,
      query: compiled?.query ?? null,
      matchQuery: compiled?.matchQuery ?? null,
      excludeQuery: compiled?.excludeQuery ?? null,
      frequency: form.frequency,
      timeZone: form.timeZone,
      confirmedAt: viewer ? now : null,
    };
    const [existing] = await tx
      .select({ id: alertSubscriptions.id, confirmedAt: alertSubscriptions.confirmedAt })
      .from(alertSubscriptions)
      .where(
        and(
          eq(alertSubscriptions.email, email),
          eq(alertSubscriptions.kind, form.kind),
          sql`coalesce(${alertSubscriptions.cityId}::text, '') = ${city?.id ?? ""}`,
          sql`coalesce(${alertSubscriptions.body}, '') = ${values.body ?? ""}`,
          sql`coalesce(${alertSubscriptions.query}, '') = ${values.query ?? ""}`,
        ),
      );
    if (existing) {
      if (viewer && !existing.confirmedAt)
        await tx
          .update(alertSubscriptions)
          .set({ confirmedAt: now, userId: viewer.id, updatedAt: now })
          .where(eq(alertSubscriptions.id, existing.id));
      return { id: existing.id, confirmed: viewer !== null || existing.confirmedAt !== null };
    }
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, email));
    if (total >= MAX_ALERTS_PER_PERSON) throw new AppError("BAD_REQUEST", ALERT_TOO_MANY);
    const [created] = await tx
      .insert(alertSubscriptions)
      .values(values)
      .returning({ id: alertSubscriptions.id });
    if (!created) throw new Error("alert insert returned no row");
    return { id: created.id, confirmed: viewer !== null };
  });
  if (saved.confirmed) return { status: "saved", alertId: saved.id };
  const label = confirmMailLabel({
    kind: form.kind,
    cityName: city?.name ?? null,
    body,
    query: compiled?.query ?? null,
  });
  await sendConfirmationMail({ alertId: saved.id, email, label });
  return { status: "confirmation-sent", alertId: saved.id };
}

/**
 * The bodies whose meetings a city has, by name (ADR 0039's rule, as the API's /cities/{city}/bodies lists them):
 * the only bodies a Follow of that city may name, offered as a list.
 */
export async function listCityBodies(options: { cityId: string }): Promise<string[]> {
  const body = meetingBodySql();
  const rows = await db()
    .select({ name: body })
    .from(cityVideos)
    .leftJoin(cityUrls, eq(cityUrls.id, cityVideos.cityUrlsId))
    .where(eq(cityVideos.cityId, options.cityId))
    .groupBy(body)
    .orderBy(body);
  return rows.flatMap((row) => (row.name === null ? [] : [row.name]));
}

/** The city's own name for the body a Follow names (matched as alerts match, whatever the case); else refused. */
async function knownCityBody(options: { cityId: string; body: string }): Promise<string> {
  const wanted = options.body.toLowerCase();
  const known = (await listCityBodies({ cityId: options.cityId })).find(
    (name) => name.toLowerCase() === wanted,
  );
  if (!known)
    throw new AppError("BAD_REQUEST", ALERT_BODY_UNKNOWN, { fieldErrors: { body: ALERT_BODY_UNKNOWN } });
  return known;
}

/** The alert a signed link names, for the page that asks to confirm or unsubscribe; a bad link is refused. */
export async function alertForLink(options: {
  purpose: "confirm" | "unsubscribe";
  token: string;
}): Promise<{ id: string; label: string; confirmed: boolean } | null> {
  const id = readAlertToken(options.purpose, options.token);
  if (!id) throw new AppError("BAD_REQUEST", LINK_INVALID);
  const [alert] = await listWhere(eq(alertSubscriptions.id, id));
  return alert ? { id: alert.id, label: alert.label, confirmed: alert.confirmed } : null;
}

/** The confirmation link's POST: the alert starts. A bad or expired link, or a deleted alert, is refused. */
export async function confirmAlert(options: { token: string }): Promise<void> {
  const id = readAlertToken("confirm", options.token);
  if (!id) throw new AppError("BAD_REQUEST", LINK_INVALID);
  const confirmed = await db()
    .update(alertSubscriptions)
    .set({ confirmedAt: sql`coalesce(${alertSubscriptions.confirmedAt}, now())`, updatedAt: new Date() })
    .where(eq(alertSubscriptions.id, id))
    .returning({ id: alertSubscriptions.id });
  if (confirmed.length === 0) throw new AppError("BAD_REQUEST", LINK_INVALID);
}

/**
 * One-click unsubscribe (RFC 8058): the signed token alone, no sign-in; the alert is deleted at once. A link whose
 * alert is already gone has done its work and succeeds again; a token that is not ours is refused.
 */
export async function unsubscribeAlert(options: { token: string }): Promise<void> {
  const id = readAlertToken("unsubscribe", options.token);
  if (!id) throw new AppError("BAD_REQUEST", LINK_INVALID);
  await db().delete(alertSubscriptions).where(eq(alertSubscriptions.id, id));
}

/** The address a "manage your alerts" link was made for; a bad link is refused. */
export function addressForManageLink(token: string): string {
  const email = readAlertToken("manage", token);
  if (!email) throw new AppError("BAD_REQUEST", LINK_INVALID);
  return email;
}

async function listWhere(condition: ReturnType<typeof eq>): Promise<AlertListItem[]> {
  const rows = await db()
    .select({
      id: alertSubscriptions.id,
      kind: alertSubscriptions.kind,
      body: alertSubscriptions.body,
      query: alertSubscriptions.query,
      frequency: alertSubscriptions.frequency,
      timeZone: alertSubscriptions.timeZone,
      confirmedAt: alertSubscriptions.confirmedAt,
      pausedAt: alertSubscriptions.pausedAt,
      cityName: cities.name,
      locationKey: cities.locationKey,
    })
    .from(alertSubscriptions)
    .leftJoin(cities, eq(cities.id, alertSubscriptions.cityId))
    .where(condition)
    .orderBy(asc(alertSubscriptions.createdAt), asc(alertSubscriptions.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    label: alertLabel(row),
    cityName: row.cityName,
    locationKey: row.locationKey,
    body: row.body,
    query: row.query,
    frequency: row.frequency,
    timeZone: row.timeZone,
    confirmed: row.confirmedAt !== null,
    paused: row.pausedAt !== null,
  }));
}

/** An address's alerts, oldest first, and whether mail failures paused the address. */
export async function listAlerts(options: {
  email: string;
}): Promise<{ alerts: AlertListItem[]; addressPaused: boolean }> {
  const email = options.email.toLowerCase();
  const [alerts, [address]] = await Promise.all([
    listWhere(eq(alertSubscriptions.email, email)),
    db()
      .select({ pausedAt: alertAddresses.pausedAt })
      .from(alertAddresses)
      .where(eq(alertAddresses.email, email)),
  ]);
  return { alerts, addressPaused: Boolean(address?.pausedAt) };
}

/**
 * Pause, resume, delete or set how often, on one of the address's own alerts (another's is not found). Resuming
 * also lifts a pause that mail failures put on the address: the owner asks to try again.
 */
export async function manageAlert(options: { email: string; form: ManageAlertForm }): Promise<void> {
  const email = options.email.toLowerCase();
  const { form } = options;
  const mine = and(eq(alertSubscriptions.id, form.alertId), eq(alertSubscriptions.email, email));
  const now = new Date();
  await db().transaction(async (tx) => {
    let changed: { id: string }[];
    if (form.intent === "delete") {
      changed = await tx.delete(alertSubscriptions).where(mine).returning({ id: alertSubscriptions.id });
    } else {
      const set =
        form.intent === "frequency"
          ? { frequency: form.frequency }
          : { pausedAt: form.intent === "pause" ? now : null };
      changed = await tx
        .update(alertSubscriptions)
        .set({ ...set, updatedAt: now })
        .where(mine)
        .returning({ id: alertSubscriptions.id });
    }
    if (changed.length === 0) throw new AppError("NOT_FOUND", ALERT_NOT_FOUND);
    if (form.intent === "resume")
      await tx
        .update(alertAddresses)
        .set({ pausedAt: null, hardFailures: 0 })
        .where(eq(alertAddresses.email, email));
  });
}

/** Whether this address already follows exactly this, so a Follow button can say "Following". */
export async function isFollowing(options: {
  email: string;
  kind: AlertKind;
  cityId: string | null;
  body?: string | null;
  query?: string | null;
}): Promise<boolean> {
  const [row] = await db()
    .select({ id: alertSubscriptions.id })
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.email, options.email.toLowerCase()),
        eq(alertSubscriptions.kind, options.kind),
        options.cityId ? eq(alertSubscriptions.cityId, options.cityId) : isNull(alertSubscriptions.cityId),
        sql`coalesce(${alertSubscriptions.body}, '') = ${options.body ?? ""}`,
        sql`coalesce(${alertSubscriptions.query}, '') = ${options.query?.trim() ?? ""}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The body a meeting belongs to (ADR 0039), for the meeting page's Follow button; null when none can be read. */
export async function bodyOfMeeting(options: { videoId: string }): Promise<string | null> {
  const [row] = await db()
    .select({ title: cityVideos.title, entityType: cityUrls.entityType })
    .from(cityVideos)
    .leftJoin(cityUrls, eq(cityUrls.id, cityVideos.cityUrlsId))
    .where(eq(cityVideos.id, options.videoId));
  return row ? meetingBody(row.title, row.entityType) : null;
}

/** How a meeting's body is read (ADR 0039), for the open-data API's bodies and its body filter (issue #18). */
export { KNOWN_BODIES } from "~/features/meetings/meeting-facts.server";
/** The saved search's Atom feed, for /search/feed.xml. */
export { ATOM_CONTENT_TYPE, buildSearchFeed } from "./alert-feed.server";
/** The admin's alerts report (/admin/alerts). */
export { getAlertsAdminReport } from "./alerts-admin.server";
/**
 * How a meeting's body is read, for the open-data API's bodies (issue #18) and the civic memory pages, which group
 * decisions by the body that took them (issue #19), the same way as follows.
 */
export { meetingBody };

/** The ?token= of a signed link's address, checked for shape (its signature is the service's to check). */
export function linkToken(request: Request): string {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return parseWith(alertTokenSchema, { token }).token;
}

/**
 * What the page a confirm or unsubscribe link opens shows: the alert's label and whether it is done already (an
 * alert confirmed, or gone after an unsubscribe), or why the link is refused, with the status to answer.
 */
export async function signedLinkPage(options: {
  purpose: "confirm" | "unsubscribe";
  request: Request;
}): Promise<{ page: { label: string | null; done: boolean; problem: string | null }; status: number }> {
  try {
    const alert = await alertForLink({ purpose: options.purpose, token: linkToken(options.request) });
    if (options.purpose === "unsubscribe")
      return { page: { label: alert?.label ?? null, done: alert === null, problem: null }, status: 200 };
    if (!alert) return { page: { label: null, done: false, problem: LINK_INVALID }, status: 404 };
    return { page: { label: alert.label, done: alert.confirmed, problem: null }, status: 200 };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { page: { label: null, done: false, problem: LINK_INVALID }, status: error.status };
  }
}
