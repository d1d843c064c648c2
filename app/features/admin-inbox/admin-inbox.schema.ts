// Zod schemas of the admin inbox: the view in the URL, the mark action and the export's query.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import {
  DEFAULT_EXPORT_SHOW,
  DEFAULT_INBOX_KIND,
  DEFAULT_INBOX_SHOW,
  INBOX_INTENTS,
  INBOX_KINDS,
  INBOX_PARAMS,
  INBOX_SHOW,
} from "./admin-inbox.constants";
import {
  EXPORT_KIND_REQUIRED,
  EXPORT_SHOW_INVALID,
  INBOX_KIND_INVALID,
  INBOX_UNKNOWN_ACTION,
  ITEM_NOT_FOUND,
} from "./admin-inbox.copy";

/** The view comes from a URL anyone can edit: a value that cannot be right falls back, never an error. */
export const inboxViewSchema = z.object({
  kind: z.enum(INBOX_KINDS).catch(DEFAULT_INBOX_KIND),
  show: z.enum(INBOX_SHOW).catch(DEFAULT_INBOX_SHOW),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});
export type InboxView = z.output<typeof inboxViewSchema>;

export function inboxViewFromSearchParams(searchParams: URLSearchParams): InboxView {
  return inboxViewSchema.parse({
    kind: searchParams.get(INBOX_PARAMS.kind) ?? undefined,
    show: searchParams.get(INBOX_PARAMS.show) ?? undefined,
    page: searchParams.get(INBOX_PARAMS.page) ?? undefined,
  });
}

/** An absent or non-text field reads as empty, so it gets the field's own message. */
const formText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value : ""))
  .pipe(textField());

export const inboxActionSchema = z.object({
  intent: formText.pipe(
    z.enum([INBOX_INTENTS.markHandled, INBOX_INTENTS.markOpen], { error: INBOX_UNKNOWN_ACTION }),
  ),
  kind: formText.pipe(z.enum(INBOX_KINDS, { error: INBOX_KIND_INVALID })),
  // A malformed id is refused here, so it never reaches PostgreSQL's uuid parser.
  id: formText.pipe(z.uuid({ error: ITEM_NOT_FOUND })),
});
export type InboxActionInput = z.output<typeof inboxActionSchema>;

/** A download link is followed as written: a wrong kind or filter is a 400 that says what to ask for. */
export const inboxExportSchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: EXPORT_KIND_REQUIRED }),
  show: z.enum(INBOX_SHOW, { error: EXPORT_SHOW_INVALID }).default(DEFAULT_EXPORT_SHOW),
});
export type InboxExportInput = z.output<typeof inboxExportSchema>;

/** The export's query as plain values for `inboxExportSchema` (absent parameters left out). */
export function exportQueryOf(searchParams: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [INBOX_PARAMS.kind, INBOX_PARAMS.show]) {
    const value = searchParams.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}
