// One coverage request or contact message: what was asked, by whom, when, and whether it has been handled.
import { type ReactNode, useId } from "react";
import {
  coverageRequestTitle,
  EMAIL,
  formatInboxTime,
  handledNote,
  NO_PHONE,
  PHONE,
  RECEIVED,
  STATUS_HANDLED,
  STATUS_OPEN,
} from "../admin-inbox.copy";
import type { ContactMessageItem, CoverageRequestItem, Handled } from "../admin-inbox.server";
import { MarkHandledButton } from "./mark-handled-button";

function ItemShell({
  title,
  handled,
  receivedAt,
  action,
  details,
  body,
}: {
  title: string;
  handled: Handled;
  receivedAt: string;
  action: (headingId: string) => ReactNode;
  /** The `<dt>`/`<dd>` pairs: who sent it and how to reach them. */
  details: ReactNode;
  /** What they wrote, when there is more than the title. */
  body?: ReactNode;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-lg border p-4 ${handled ? "border-slate-200 bg-slate-50" : "border-slate-300 bg-white shadow-sm"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {title}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {RECEIVED} <time dateTime={receivedAt}>{formatInboxTime(receivedAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              handled ? "bg-slate-200 text-slate-700" : "bg-amber-100 text-amber-900"
            }`}
          >
            {handled ? STATUS_HANDLED : STATUS_OPEN}
          </span>
          {action(headingId)}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{details}</dl>
      {body}
      {handled ? <p className="mt-3 text-sm text-slate-600">{handledNote(handled.at, handled.by)}</p> : null}
    </article>
  );
}

function EmailRow({ email }: { email: string }) {
  return (
    <>
      <dt className="font-medium text-slate-700">{EMAIL}</dt>
      <dd className="break-all">
        <a href={`mailto:${email}`} className="text-teal-800 underline hover:text-teal-900">
          {email}
        </a>
      </dd>
    </>
  );
}

export function CoverageRequestCard({ item }: { item: CoverageRequestItem }) {
  return (
    <ItemShell
      title={coverageRequestTitle(item.cityName, item.state)}
      handled={item.handled}
      receivedAt={item.receivedAt}
      action={(headingId) => (
        <MarkHandledButton
          kind="requests"
          id={item.id}
          handled={item.handled !== null}
          describedBy={headingId}
        />
      )}
      details={<EmailRow email={item.email} />}
    />
  );
}

export function ContactMessageCard({ item }: { item: ContactMessageItem }) {
  return (
    <ItemShell
      title={item.topic}
      handled={item.handled}
      receivedAt={item.receivedAt}
      action={(headingId) => (
        <MarkHandledButton
          kind="messages"
          id={item.id}
          handled={item.handled !== null}
          describedBy={headingId}
        />
      )}
      details={
        <>
          <EmailRow email={item.email} />
          <dt className="font-medium text-slate-700">{PHONE}</dt>
          <dd>{item.phone ?? <span className="text-slate-500">{NO_PHONE}</span>}</dd>
        </>
      }
      body={<p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-900">{item.message}</p>}
    />
  );
}
