// Words of alerts (issue #17), in one place; tests assert them.

import type { AlertFrequency, AlertKind } from "./alerts.constants";
import { MAX_ALERTS_PER_PERSON } from "./alerts.constants";

export const FOLLOW_CITY = "Follow this city";
export const FOLLOW_BODY = (body: string) => `Follow ${body}`;
export const FOLLOW_SEARCH = "Follow this search";
export const FOLLOWING = "Following";
export const FOLLOW_EMAIL_LABEL = "Email address";
export const FOLLOW_TIME_ZONE_LABEL = "Time zone";
export const FOLLOW_BODY_LABEL = "Body";
/** The visitor's form when it offers a choice of the city's bodies. */
export const FOLLOW_A_BODY = "Follow a body of this city";
export const FOLLOW_SUBMIT = "Send confirmation";
export const FOLLOW_HINT =
  "We email you a link to confirm. Nothing is sent before you click it, and every mail has a one-click unsubscribe.";

export const FOLLOW_CONFIRM_SENT_TITLE = "Check your email";
export const FOLLOW_CONFIRM_SENT = "We sent a link to confirm this alert.";
export const FOLLOW_SAVED_TITLE = "Alert saved";
export const FOLLOW_SAVED = "It is listed under your alerts.";
export const FOLLOW_FAILED = "The alert could not be saved";

export const ALERT_EMAIL_REQUIRED = "Enter your email address.";
export const ALERT_EMAIL_INVALID = "Enter a valid email address.";
export const ALERT_TIME_ZONE_INVALID = "Choose a time zone from the list.";
export const ALERT_KIND_INVALID = "Choose a city, a body or a search to follow.";
export const ALERT_CITY_NOT_FOUND = "City not found";
export const ALERT_BODY_REQUIRED = "Choose a body to follow.";
/** A body that is not one of the city's (issue #31): only the city's own bodies can be followed, or mailed about. */
export const ALERT_BODY_UNKNOWN = "Choose one of this city's bodies from the list.";
export const ALERT_TOO_MANY = `You can have at most ${MAX_ALERTS_PER_PERSON} alerts. Delete one to add another.`;
export const ALERT_NOT_FOUND = "Alert not found";
export const ALERT_FREQUENCY_INVALID = "Choose instant, daily or weekly.";
export const ALERT_ACTION_INVALID = "Choose pause, resume, delete or how often.";

export const CONFIRM_PAGE_TITLE = "Confirm your alert";
export const CONFIRM_BUTTON = "Confirm alert";
export const CONFIRMED_TITLE = "Alert confirmed";
export const CONFIRMED = "You will get an email when it matches.";
export const LINK_INVALID = "This link is not valid. It may have expired or been used already.";

export const UNSUBSCRIBE_PAGE_TITLE = "Unsubscribe";
export const UNSUBSCRIBE_BUTTON = "Unsubscribe";
export const UNSUBSCRIBED_TITLE = "Unsubscribed";
export const UNSUBSCRIBED = "You will get no more mail for this alert.";

export const ALERTS_PAGE_TITLE = "Your alerts";
export const MANAGE_PAGE_TITLE = "Manage your alerts";
export const NO_ALERTS = "You follow nothing yet. Use Follow on a city, a meeting or a search.";
export const SIGN_IN_TO_MANAGE = "Sign in to see your alerts.";
export const PAUSE = "Pause";
export const RESUME = "Resume";
export const DELETE = "Delete";
export const HOW_OFTEN = "How often";
export const SAVE_HOW_OFTEN = "Save";
export const PAUSED = "Paused";
export const WAITING_FOR_CONFIRMATION = "Waiting for confirmation";
export const ALERT_PAUSED = "Alert paused";
export const ALERT_RESUMED = "Alert resumed";
export const ALERT_DELETED = "Alert deleted";
export const ALERT_FREQUENCY_SAVED = "Alert updated";
export const ALERT_UPDATE_FAILED = "The alert could not be changed";
export const ADDRESS_PAUSED_NOTICE =
  "Mail to this address failed three times, so its alerts are paused. Resume one to try again.";

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Instant",
  daily: "Daily digest",
  weekly: "Weekly digest",
};

/** How an alert is named in lists and mails. */
export function alertLabel(alert: {
  kind: AlertKind;
  cityName: string | null;
  body: string | null;
  query: string | null;
}): string {
  const where = alert.cityName ?? "all cities";
  if (alert.kind === "city") return `New meetings in ${where}`;
  if (alert.kind === "body") return `${alert.body} in ${where}`;
  // A query typed as one "phrase" keeps its own quotes, as the search page shows it.
  const query = /^".*"$/.test(alert.query ?? "") ? alert.query : `"${alert.query}"`;
  return `${query} in ${where}`;
}

// ---- mail ----

/**
 * How the confirmation mail names an alert. Anyone can type any address into the Follow form, so this mail carries
 * nothing a visitor typed (issue #31): a search's words wait on the page its link opens. A city and a body are
 * names the site knows.
 */
export function confirmMailLabel(alert: {
  kind: AlertKind;
  cityName: string | null;
  body: string | null;
  query: string | null;
}): string {
  if (alert.kind === "search")
    return `A saved search in ${alert.cityName ?? "all cities"} (the link shows its words)`;
  return alertLabel(alert);
}

export const CONFIRM_MAIL_SUBJECT = "Confirm your CivicLens alert";
/** The confirmation mail (mails/alert-confirmation-mail.tsx): these words, the alert's label, the link. */
export const CONFIRM_MAIL_ASKED = "Someone (we hope you) asked CivicLens to email this address about:";
export const CONFIRM_MAIL_LINK = "Confirm it here:";
export const CONFIRM_MAIL_IGNORE = "If it was not you, ignore this mail: nothing more is sent.";
export const INSTANT_MAIL_SUBJECT = (label: string, meeting: string) => `${label}: ${meeting}`;
export const DIGEST_MAIL_SUBJECT = (frequency: "daily" | "weekly", count: number) =>
  `Your ${frequency} CivicLens digest: ${count} ${count === 1 ? "match" : "matches"}`;
export const PLAY_FROM = (clock: string) => `Play from ${clock}`;
export const READ_STORY = "Read the story";
export const MANAGE_ALERTS = "Manage your alerts";
export const UNSUBSCRIBE_FROM_ALERT = "Unsubscribe from this alert";
export const MORE_MATCHES = (count: number) => `And ${count} more on the site.`;

// ---- feed ----
export const FEED_TITLE = (query: string, where: string) => `CivicLens: "${query}" in ${where}`;
export const FEED_LINK = "Feed";

// ---- admin ----
export const ADMIN_ALERTS_TITLE = "Alerts";
export const ADMIN_SUBSCRIBERS_HEADING = "Subscribers per city and body";
export const ADMIN_MAILS_HEADING = "Mails sent per day";
export const ADMIN_FAILURES_HEADING = "Delivery failures";
export const ADMIN_PAUSED_HEADING = "Paused addresses";
export const ADMIN_NO_FAILURES = "No failures.";
export const ADMIN_NO_SUBSCRIBERS = "No one follows anything yet.";
