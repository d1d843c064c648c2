// The cities area's own words: the notice on a city that is not simply Live (ADR 0024).

/** Shown to admins on every page of a New or Test city, which no one else can open. */
export function notPublicNotice(status: string): string {
  return `Preview: this city is not public. Its status is ${status}, so only administrators can see its pages; anyone else gets a not-found page.`;
}

/** Shown to everyone on the pages of an Archive city. */
export const ARCHIVED_NOTICE =
  "Archived: coverage of this city has ended. Its pages stay at their addresses, but it is no longer listed.";

export const CITY_STATUS_NOTICE_LABEL = "City status";
