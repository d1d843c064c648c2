// Counting page views and a few key events, only when the operator configures a Plausible-compatible endpoint.
// Events are sent from the server: no script in the page, no cookies, and no IP address or user agent forwarded.
import { env } from "./env.server";
import { logger } from "./logger.server";

export const ANALYTICS_EVENTS = ["pageview", "Search", "City Request", "Contact", "Sign Up"] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

const SEND_TIMEOUT_MS = 2000;

export function analyticsEnabled(): boolean {
  return Boolean(env().ANALYTICS_URL);
}

/** Sends one event without waiting for it; a failure is logged and never reaches the visitor. */
export function trackEvent(options: {
  name: AnalyticsEvent;
  path: string;
  props?: Record<string, string>;
}): void {
  const config = env();
  if (!config.ANALYTICS_URL) return;
  const site = new URL(config.PUBLIC_URL);
  // Only the path: query strings may hold what a person typed (a search), which is theirs.
  const url = new URL(options.path.split("?")[0] ?? "/", site).toString();
  const body = {
    name: options.name,
    url,
    domain: config.ANALYTICS_DOMAIN ?? site.host,
    ...(options.props ? { props: options.props } : {}),
  };
  fetch(new URL("/api/event", config.ANALYTICS_URL), {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "CivicLens" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  })
    .then((response) => {
      if (!response.ok) logger.debug({ status: response.status }, "analytics endpoint refused an event");
    })
    .catch((error) => logger.debug({ err: error }, "analytics endpoint unreachable"));
}
