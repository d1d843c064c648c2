// Every word of the admin inbox. The spec has no inbox (issue #13 asks for one), so none of these are quoted.
import type { InboxKind, InboxShow } from "./admin-inbox.constants";

export const INBOX_TITLE = "Inbox";
export const INBOX_INTRO =
  "Coverage requests from the home page and messages from the contact page. Mark each one handled once you have answered it.";

export const KIND_NAV_LABEL = "Inbox sections";
export const KIND_LABELS: Record<InboxKind, string> = {
  requests: "Coverage requests",
  messages: "Contact messages",
};
export const openCountLabel = (count: number) => `${count} open`;

export const SHOW_NAV_LABEL = "Show";
export const SHOW_LABELS: Record<InboxShow, string> = { open: "Open", handled: "Handled", all: "All" };

export const EXPORT_CSV = "Export CSV";
export const exportHint = (kind: InboxKind, show: InboxShow) =>
  `Downloads ${show === "all" ? "every" : `every ${show}`} ${kind === "requests" ? "coverage request" : "contact message"} as a spreadsheet file.`;

const LIST_HEADINGS: Record<InboxKind, Record<InboxShow, string>> = {
  requests: {
    open: "Open coverage requests",
    handled: "Handled coverage requests",
    all: "All coverage requests",
  },
  messages: {
    open: "Open contact messages",
    handled: "Handled contact messages",
    all: "All contact messages",
  },
};
export const listHeading = (kind: InboxKind, show: InboxShow) => LIST_HEADINGS[kind][show];

export const listSummary = (options: { kind: InboxKind; total: number; page: number; pageCount: number }) => {
  const noun =
    options.kind === "requests"
      ? options.total === 1
        ? "request"
        : "requests"
      : options.total === 1
        ? "message"
        : "messages";
  const paging = options.pageCount > 1 ? `, page ${options.page} of ${options.pageCount}` : "";
  return `${options.total} ${noun}${paging}`;
};

const EMPTY_STATES: Record<InboxKind, Record<InboxShow, string>> = {
  requests: {
    open: "No open coverage requests. New requests from the home page will show up here.",
    handled: "No coverage request has been marked handled yet.",
    all: "No one has asked for a city to be covered yet.",
  },
  messages: {
    open: "No open contact messages. New messages from the contact page will show up here.",
    handled: "No contact message has been marked handled yet.",
    all: "No one has sent a message through the contact page yet.",
  },
};
export const emptyState = (kind: InboxKind, show: InboxShow) => EMPTY_STATES[kind][show];

export const RECEIVED = "Received";
export const EMAIL = "Email";
export const PHONE = "Phone";
export const NO_PHONE = "No phone given";
export const STATUS_OPEN = "Open";
export const STATUS_HANDLED = "Handled";
export const REMOVED_ACCOUNT = "an account that no longer exists";
export const handledNote = (at: string, by: string | null) =>
  `Handled ${formatInboxTime(at)} by ${by ?? REMOVED_ACCOUNT}`;
export const coverageRequestTitle = (cityName: string, state: string) => `${cityName}, ${state}`;

export const MARK_HANDLED = "Mark handled";
export const MARK_OPEN = "Mark open";
export const SAVING = "Saving...";

// Answers of the mark action.
export const MARKED_HANDLED = "Marked handled";
export const MARKED_OPEN = "Marked open again";
export const ERROR_TITLE = "Error";
export const ITEM_NOT_FOUND = "That item no longer exists. Reload the page to see the inbox as it is now.";
export const INBOX_KIND_INVALID = "Choose coverage requests or contact messages.";
export const INBOX_UNKNOWN_ACTION = "Unknown action";
export const INBOX_ACTION_FAILED = "The inbox could not be updated. Please try again.";

// The export.
export const EXPORT_KIND_REQUIRED = "Choose what to export: kind=requests or kind=messages.";
export const EXPORT_SHOW_INVALID = "Choose which items to export: show=open, show=handled or show=all.";
export const CSV_STATUS: Record<"open" | "handled", string> = { open: STATUS_OPEN, handled: STATUS_HANDLED };
export const COVERAGE_REQUEST_CSV_HEADER = [
  "Received (UTC)",
  "City",
  "State",
  "Email",
  "Status",
  "Handled at (UTC)",
  "Handled by",
] as const;
export const CONTACT_MESSAGE_CSV_HEADER = [
  "Received (UTC)",
  "Email",
  "Phone",
  "Topic",
  "Message",
  "Status",
  "Handled at (UTC)",
  "Handled by",
] as const;
export const exportFileName = (kind: InboxKind, show: InboxShow, day: string) =>
  `${kind === "requests" ? "coverage-requests" : "contact-messages"}-${show}-${day}.csv`;

export const PAGINATION_LABELS = {
  navigation: "Inbox pages",
  previous: "Newer",
  next: "Older",
  page: (page: number) => `Page ${page}`,
  ellipsis: "…",
};

/** Times in UTC, as the other admin screens show them, so the server and the browser render the same text. */
export function formatInboxTime(iso: string): string {
  return `${new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}
