// Which body of a city held a meeting, read the one simple way the follow buttons and the matcher share (ADR 0039).
import { KNOWN_BODIES } from "./alerts.constants";

/** A source's entity type that names no body. */
const NO_BODY = new Set(["", "unknown"]);

/**
 * The body a meeting belongs to: the first known body its title names ("Board of Education regular meeting" ->
 * "Board of Education"); else its source's entity type ("School Board"), unless that is "Unknown"; else null.
 */
export function meetingBody(title: string, sourceEntityType: string | null | undefined): string | null {
  const lower = title.toLowerCase();
  const named = KNOWN_BODIES.find((body) => lower.includes(body.toLowerCase()));
  if (named) return named;
  const entity = sourceEntityType?.trim() ?? "";
  return NO_BODY.has(entity.toLowerCase()) ? null : entity;
}
