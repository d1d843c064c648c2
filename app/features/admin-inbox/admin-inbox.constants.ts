// Constants of the admin inbox: coverage requests and contact messages for administrators (issue #13, ADR 0020).

export const INBOX_PATH = "/admin/inbox";
export const INBOX_EXPORT_PATH = "/admin/inbox/export.csv";

/** The two kinds of mail the inbox holds: the home page's coverage requests and the contact page's messages. */
export const INBOX_KINDS = ["requests", "messages"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const DEFAULT_INBOX_KIND: InboxKind = "requests";

/** Which items a view shows; an inbox opens on what is still to do. */
export const INBOX_SHOW = ["open", "handled", "all"] as const;
export type InboxShow = (typeof INBOX_SHOW)[number];
export const DEFAULT_INBOX_SHOW: InboxShow = "open";
/** An export with no filter named holds everything. */
export const DEFAULT_EXPORT_SHOW: InboxShow = "all";

/** Items per page of the inbox. */
export const INBOX_PAGE_SIZE = 20;
/** Rows read from the database per step of a CSV export, so a long export never sits in memory whole. */
export const INBOX_EXPORT_BATCH_SIZE = 500;

/** The URL's query parameters: the view lives in the URL so reloads, back/forward and links keep it. */
export const INBOX_PARAMS = { kind: "kind", show: "show", page: "page" } as const;

/** The actions of the page, posted as `intent`. */
export const INBOX_INTENTS = { markHandled: "mark-handled", markOpen: "mark-open" } as const;
