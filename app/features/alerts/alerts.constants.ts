// Constants of alerts (issue #17, ADR 0039).

/** What one can follow: a city's new meetings, one body of a city, a saved search. */
export const ALERT_KINDS = ["city", "body", "search"] as const;
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The most alerts one person (one email address) may have, confirmed or waiting for confirmation. */
export const MAX_ALERTS_PER_PERSON = 50;
export const ALERT_EMAIL_MAX_CHARS = 254;
/** IANA zone names are short ("America/Argentina/ComodRivadavia" is among the longest). */
export const ALERT_TIME_ZONE_MAX_CHARS = 64;
export const ALERT_BODY_MAX_CHARS = 120;
/** Three hard failures from SMTP pause an address's alerts. */
export const HARD_FAILURES_TO_PAUSE = 3;
/** Digests are sent in batches of this many addresses per job run. */
export const DIGEST_BATCH_SIZE = 200;
/** A digest lists at most this many matches; the rest are counted ("and 12 more"). */
export const DIGEST_MAX_MATCHES = 50;
/** The Atom feed of a saved search lists this many of its newest matching meetings. */
export const ALERT_FEED_MEETINGS = 20;
/** Signed links in alert mails stay valid this long (a confirmation link); unsubscribe links never expire. */
export const CONFIRMATION_LINK_DAYS = 7;
/** Days of mails the admin chart shows. */
export const ADMIN_CHART_DAYS = 14;
