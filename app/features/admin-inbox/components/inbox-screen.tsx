// The inbox page: the two kinds as sections with their open counts, the open / handled / all filter, the CSV
// export of what the filter shows, and the items newest first, a page at a time. All views are links.

import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PaginationNav } from "~/components/ui/pagination-nav";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import { INBOX_KINDS, INBOX_PATH, INBOX_SHOW } from "../admin-inbox.constants";
import {
  EXPORT_CSV,
  emptyState,
  exportHint,
  INBOX_INTRO,
  INBOX_TITLE,
  KIND_LABELS,
  KIND_NAV_LABEL,
  listHeading,
  listSummary,
  openCountLabel,
  PAGINATION_LABELS,
  SHOW_LABELS,
  SHOW_NAV_LABEL,
} from "../admin-inbox.copy";
import { inboxExportUrl, inboxUrl } from "../admin-inbox.links";
import type { InboxPage } from "../admin-inbox.server";
import { ContactMessageCard, CoverageRequestCard } from "./inbox-items";

const tabClasses = (active: boolean) =>
  `inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold ${
    active
      ? "border-teal-700 bg-teal-700 text-white"
      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
  }`;

export function InboxScreen({ page }: { page: InboxPage }) {
  const { view, total, pageCount, openCounts, list } = page;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === INBOX_PATH;
  const exportHintId = "inbox-export-hint";
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  // An item marked handled under "Open" leaves the list, and the focused button with it: keyboard and screen-reader
  // users continue from the list's heading rather than from the top of the page.
  const listShown = useRef(list.items);
  useEffect(() => {
    if (listShown.current === list.items) return;
    listShown.current = list.items;
    if (document.activeElement === document.body) listHeadingRef.current?.focus();
  }, [list.items]);

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <AdminBreadcrumb />
      <h1 className="text-3xl font-bold">{INBOX_TITLE}</h1>
      <p className="mt-2 text-slate-600">{INBOX_INTRO}</p>

      <nav aria-label={KIND_NAV_LABEL} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {INBOX_KINDS.map((kind) => (
            <li key={kind}>
              <Link
                to={inboxUrl({ kind, show: view.show })}
                aria-current={kind === view.kind ? "page" : undefined}
                className={tabClasses(kind === view.kind)}
              >
                {KIND_LABELS[kind]}
                <span className="text-xs font-normal">({openCountLabel(openCounts[kind])})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <nav aria-label={SHOW_NAV_LABEL}>
          <ul className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {INBOX_SHOW.map((show) => (
              <li key={show}>
                <Link
                  to={inboxUrl({ kind: view.kind, show })}
                  aria-current={show === view.show ? "page" : undefined}
                  className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium ${
                    show === view.show
                      ? "bg-white text-slate-900 shadow-sm"
                      : "text-slate-700 hover:bg-white/60"
                  }`}
                >
                  {SHOW_LABELS[show]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col items-end">
          {/* A file download, not a page: the browser fetches it itself. */}
          <a
            href={inboxExportUrl(view)}
            download
            aria-describedby={exportHintId}
            className={buttonClasses("outline", "sm")}
          >
            {EXPORT_CSV}
          </a>
          <p id={exportHintId} className="mt-1 text-xs text-slate-500">
            {exportHint(view.kind, view.show)}
          </p>
        </div>
      </div>

      <section aria-labelledby="inbox-list-heading" aria-busy={loading} className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="inbox-list-heading" ref={listHeadingRef} tabIndex={-1} className="text-xl font-semibold">
            {listHeading(view.kind, view.show)}
          </h2>
          <p role="status" className="text-sm text-slate-600">
            {listSummary({ kind: view.kind, total, page: view.page, pageCount })}
          </p>
        </div>
        {list.items.length === 0 ? (
          <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {emptyState(view.kind, view.show)}
          </p>
        ) : (
          <ul className={`mt-4 space-y-3 ${loading ? "opacity-60" : ""}`}>
            {list.kind === "requests"
              ? list.items.map((item) => (
                  <li key={item.id}>
                    <CoverageRequestCard item={item} />
                  </li>
                ))
              : list.items.map((item) => (
                  <li key={item.id}>
                    <ContactMessageCard item={item} />
                  </li>
                ))}
          </ul>
        )}
        <PaginationNav
          page={view.page}
          pageCount={pageCount}
          hrefFor={(target) => inboxUrl({ ...view, page: target })}
          labels={PAGINATION_LABELS}
        />
      </section>
    </main>
  );
}
