// Zod schemas of alerts: the Follow form, the alert list's buttons, signed links (issue #17).
import { z } from "zod";
import { textField } from "~/lib/text-input";
import {
  ALERT_BODY_MAX_CHARS,
  ALERT_EMAIL_MAX_CHARS,
  ALERT_FREQUENCIES,
  ALERT_KINDS,
  ALERT_TIME_ZONE_MAX_CHARS,
  type AlertFrequency,
  type AlertKind,
} from "./alerts.constants";
import {
  ALERT_ACTION_INVALID,
  ALERT_BODY_REQUIRED,
  ALERT_BODY_UNKNOWN,
  ALERT_EMAIL_INVALID,
  ALERT_FREQUENCY_INVALID,
  ALERT_KIND_INVALID,
  ALERT_NOT_FOUND,
  ALERT_TIME_ZONE_INVALID,
  LINK_INVALID,
} from "./alerts.copy";

/** A zone the runtime knows (Intl), so a digest can be timed in it. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeZoneField = textField()
  .max(ALERT_TIME_ZONE_MAX_CHARS, ALERT_TIME_ZONE_INVALID)
  .refine((zone) => zone === "" || isKnownTimeZone(zone), ALERT_TIME_ZONE_INVALID)
  .transform((zone) => zone || "UTC");

/** An email typed into the Follow form: blank means none (a signed-in member needs none). */
const emailField = textField()
  .max(ALERT_EMAIL_MAX_CHARS, ALERT_EMAIL_INVALID)
  .transform((email) => email.toLowerCase())
  .pipe(z.union([z.literal(""), z.email({ error: ALERT_EMAIL_INVALID })]));

/**
 * POST /alerts/follow. What to follow (a city by key; a body of a city; a search for a city or, with no city, all),
 * and for a visitor without an account, the address and time zone. The query is checked by the search area's own
 * rules and messages when the alert is saved (compileSavedSearch), so it is only carried here as text; so is the
 * body, which the service accepts only when it is one of the city's own (listCityBodies), never free text.
 */
export const followFormSchema = z
  .object({
    kind: z.enum(ALERT_KINDS, { error: ALERT_KIND_INVALID }),
    cityKey: textField().max(200).optional().default(""),
    body: textField().max(ALERT_BODY_MAX_CHARS, ALERT_BODY_UNKNOWN).optional().default(""),
    query: z.string({ error: ALERT_KIND_INVALID }).max(10_000).optional().default(""),
    email: emailField.optional().default(""),
    timeZone: timeZoneField.optional().default("UTC"),
    frequency: z.enum(ALERT_FREQUENCIES, { error: ALERT_FREQUENCY_INVALID }).optional().default("instant"),
  })
  .refine((form) => form.kind !== "body" || form.body !== "", {
    error: ALERT_BODY_REQUIRED,
    path: ["body"],
  })
  .refine((form) => form.kind === "search" || form.cityKey !== "", {
    error: ALERT_KIND_INVALID,
    path: ["cityKey"],
  });

export type FollowForm = z.infer<typeof followFormSchema>;

const alertIdField = z.guid({ error: ALERT_NOT_FOUND });

/** The buttons of one alert in the list: pause, resume, delete, or how often. */
export const manageAlertFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("pause"), alertId: alertIdField }),
    z.object({ intent: z.literal("resume"), alertId: alertIdField }),
    z.object({ intent: z.literal("delete"), alertId: alertIdField }),
    z.object({
      intent: z.literal("frequency"),
      alertId: alertIdField,
      frequency: z.enum(ALERT_FREQUENCIES, { error: ALERT_FREQUENCY_INVALID }),
    }),
  ],
  { error: ALERT_ACTION_INVALID },
);

export type ManageAlertForm = z.infer<typeof manageAlertFormSchema>;

/** A signed link's token (?token=), checked for its signature by the service. */
export const alertTokenSchema = z.object({
  token: textField({ error: LINK_INVALID }).min(1, LINK_INVALID).max(512, LINK_INVALID),
});

/** GET /search/feed.xml: the saved search's query and, optionally, the city key. */
export const searchFeedQuerySchema = z.object({
  q: z.string().optional().default(""),
  city: textField().max(200).optional().default(""),
});

/** One alert as its owner sees it in the list. */
export type AlertListItem = {
  id: string;
  kind: AlertKind;
  label: string;
  cityName: string | null;
  locationKey: string | null;
  body: string | null;
  query: string | null;
  frequency: AlertFrequency;
  timeZone: string;
  confirmed: boolean;
  paused: boolean;
};

/** What /admin/alerts shows. */
export type AlertsAdminReport = {
  subscribers: { city: string; follows: string; subscribers: number }[];
  mailsPerDay: { day: string; sent: number; failed: number }[];
  failures: {
    email: string;
    hardFailures: number;
    lastFailure: string | null;
    lastFailureAt: string | null;
  }[];
  paused: { email: string; pausedAt: string }[];
};
