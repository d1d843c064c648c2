// Addresses of the admin inbox: a view's URL and its CSV export's.
import {
  DEFAULT_INBOX_KIND,
  DEFAULT_INBOX_SHOW,
  INBOX_EXPORT_PATH,
  INBOX_PARAMS,
  INBOX_PATH,
  type InboxKind,
  type InboxShow,
} from "./admin-inbox.constants";

/** The page's URL for a view; defaults and page 1 are left out so URLs stay short. */
export function inboxUrl(view: { kind: InboxKind; show: InboxShow; page?: number }): string {
  const params = new URLSearchParams();
  if (view.kind !== DEFAULT_INBOX_KIND) params.set(INBOX_PARAMS.kind, view.kind);
  if (view.show !== DEFAULT_INBOX_SHOW) params.set(INBOX_PARAMS.show, view.show);
  if (view.page && view.page > 1) params.set(INBOX_PARAMS.page, String(view.page));
  const query = params.toString();
  return query ? `${INBOX_PATH}?${query}` : INBOX_PATH;
}

/** The CSV of a kind under a filter: every matching item, not only the page shown. */
export function inboxExportUrl(view: { kind: InboxKind; show: InboxShow }): string {
  return `${INBOX_EXPORT_PATH}?${new URLSearchParams({ [INBOX_PARAMS.kind]: view.kind, [INBOX_PARAMS.show]: view.show })}`;
}
