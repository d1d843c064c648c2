// The civic memory lists (issue #19): decisions with their roll calls and promises with their status, each linking
// to the moment it was said. Plain links only: these render on public pages without JavaScript (ADR 0040).
import {
  ADMIN_FOLLOW_UP,
  DECISION_LINK,
  DUE_LABEL,
  FOLLOW_UP_LINK,
  MEETING_COMMITMENTS_TITLE,
  MEETING_DECISIONS_TITLE,
  NO_DUE_DATE,
  OUTCOME_LABELS,
  PROMISE_LINK,
  STATUS_LABELS,
  VOTES_SUMMARY,
} from "../memory.copy";
import { MOVED_BY, SECONDED_BY } from "../people.copy";

export type DecisionItem = {
  id: string;
  item: string | null;
  motion: string | null;
  outcome: keyof typeof OUTCOME_LABELS;
  tally: string | null;
  quote: string;
  meetingTitle: string;
  meetingDate: string | null;
  momentPath: string;
  votes: { member: string; vote: string; momentPath: string }[];
  mover?: string | null;
  seconder?: string | null;
};

/** A name, linked to its person page when the person has one (issue #19, ADR 0045). */
function PersonName({ name, personPaths }: { name: string; personPaths: Readonly<Record<string, string>> }) {
  // Keyed by the name as stored, resolved on the server: the name rules stay out of the browser's code.
  const path = personPaths[name];
  return path ? (
    <a className="text-blue-800 underline" href={path}>
      {name}
    </a>
  ) : (
    name
  );
}

export type CommitmentItem = {
  id: string;
  description: string;
  responsible: string;
  dueText: string | null;
  dueDate: string | null;
  quote: string;
  meetingTitle: string;
  status: "open" | "overdue" | "fulfilled";
  promisePath: string;
  followUp: { path: string; quote: string | null } | null;
};

const STATUS_STYLES = {
  overdue: "bg-red-100 text-red-900",
  open: "bg-amber-100 text-amber-900",
  fulfilled: "bg-emerald-100 text-emerald-900",
} as const;

export function DecisionList({
  decisions,
  showMeeting = true,
  personPaths = {},
}: {
  decisions: readonly DecisionItem[];
  showMeeting?: boolean;
  /** Person pages by name key: movers, seconders and voters link to theirs. */
  personPaths?: Readonly<Record<string, string>>;
}) {
  return (
    <ol className="mt-4 space-y-4">
      {decisions.map((decision) => (
        <li key={decision.id} className="rounded border border-slate-200 p-4" data-testid="decision">
          <p className="font-semibold text-slate-900">
            {decision.item ?? (decision.motion ? `Motion to ${decision.motion}` : "Vote")}
          </p>
          <p className="mt-1 text-sm text-slate-800">
            <span className="font-medium">{OUTCOME_LABELS[decision.outcome]}</span>
            {decision.tally ? ` (${decision.tally})` : ""}
            {showMeeting ? ` · ${decision.meetingTitle}` : ""}
          </p>
          {decision.mover ? (
            <p className="mt-1 text-sm text-slate-800">
              {MOVED_BY} <PersonName name={decision.mover} personPaths={personPaths} />
              {decision.seconder ? (
                <>
                  , {SECONDED_BY} <PersonName name={decision.seconder} personPaths={personPaths} />
                </>
              ) : null}
            </p>
          ) : null}
          <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
            “{decision.quote}”
          </blockquote>
          <a
            className="mt-2 inline-block text-sm font-medium text-blue-800 underline"
            href={decision.momentPath}
          >
            {DECISION_LINK}
          </a>
          {decision.votes.length > 0 ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-slate-800">
                {VOTES_SUMMARY(decision.votes.length)}
              </summary>
              <table className="mt-2 text-left">
                <thead>
                  <tr>
                    <th scope="col" className="pr-4">
                      Member
                    </th>
                    <th scope="col">Vote</th>
                  </tr>
                </thead>
                <tbody>
                  {decision.votes.map((vote) => (
                    <tr key={vote.member}>
                      <td className="pr-4">
                        <PersonName name={vote.member} personPaths={personPaths} />
                      </td>
                      <td>
                        <a className="text-blue-800 underline" href={vote.momentPath}>
                          {vote.vote}
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function CommitmentList({
  commitments,
  showMeeting = true,
  adminForms = false,
}: {
  commitments: readonly CommitmentItem[];
  showMeeting?: boolean;
  /** Admins get plain POST forms to link or unlink a follow-up (they work without JavaScript). */
  adminForms?: boolean;
}) {
  return (
    <ol className="mt-4 space-y-4">
      {commitments.map((commitment) => (
        <li key={commitment.id} className="rounded border border-slate-200 p-4" data-testid="commitment">
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[commitment.status]}`}>
              {STATUS_LABELS[commitment.status]}
            </span>
            <span className="font-semibold text-slate-900">{commitment.description}</span>
          </p>
          <p className="mt-1 text-sm text-slate-800">
            {commitment.responsible} ·{" "}
            {commitment.dueDate ? DUE_LABEL(commitment.dueDate) : (commitment.dueText ?? NO_DUE_DATE)}
            {commitment.dueDate && commitment.dueText ? ` (“${commitment.dueText}”)` : ""}
            {showMeeting ? ` · ${commitment.meetingTitle}` : ""}
          </p>
          <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
            “{commitment.quote}”
          </blockquote>
          <p className="mt-2 flex flex-wrap gap-4 text-sm">
            <a className="font-medium text-blue-800 underline" href={commitment.promisePath}>
              {PROMISE_LINK}
            </a>
            {commitment.followUp ? (
              <a className="font-medium text-blue-800 underline" href={commitment.followUp.path}>
                {FOLLOW_UP_LINK}
              </a>
            ) : null}
          </p>
          {adminForms ? <FollowUpForms commitment={commitment} /> : null}
        </li>
      ))}
    </ol>
  );
}

function FollowUpForms({ commitment }: { commitment: CommitmentItem }) {
  const field = "mt-1 block w-full rounded border border-slate-400 px-2 py-1 text-slate-900";
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-slate-800">{ADMIN_FOLLOW_UP.summary}</summary>
      <form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="link-follow-up" />
        <input type="hidden" name="commitmentId" value={commitment.id} />
        <label className="block">
          {ADMIN_FOLLOW_UP.meeting}
          <input name="videoId" required className={field} />
        </label>
        <label className="block">
          {ADMIN_FOLLOW_UP.quote}
          <textarea name="quote" required rows={2} className={field} />
        </label>
        <button type="submit" className="rounded bg-blue-800 px-3 py-1 font-semibold text-white">
          {ADMIN_FOLLOW_UP.link}
        </button>
      </form>
      {commitment.followUp ? (
        <form method="post" className="mt-2">
          <input type="hidden" name="intent" value="unlink-follow-up" />
          <input type="hidden" name="commitmentId" value={commitment.id} />
          <button type="submit" className="rounded border border-slate-400 px-3 py-1 text-slate-900">
            {ADMIN_FOLLOW_UP.unlink}
          </button>
        </form>
      ) : null}
    </details>
  );
}

/** A meeting page's own decisions and promises (nothing when it has none). */
export function MeetingMemory({
  decisions,
  commitments,
}: {
  decisions: readonly DecisionItem[];
  commitments: readonly CommitmentItem[];
}) {
  if (decisions.length === 0 && commitments.length === 0) return null;
  return (
    <div className="mt-8 space-y-8">
      {decisions.length > 0 ? (
        <section aria-labelledby="meeting-decisions-heading">
          <h2 id="meeting-decisions-heading" className="text-xl font-semibold text-slate-900">
            {MEETING_DECISIONS_TITLE}
          </h2>
          <DecisionList decisions={decisions} showMeeting={false} />
        </section>
      ) : null}
      {commitments.length > 0 ? (
        <section aria-labelledby="meeting-commitments-heading">
          <h2 id="meeting-commitments-heading" className="text-xl font-semibold text-slate-900">
            {MEETING_COMMITMENTS_TITLE}
          </h2>
          <CommitmentList commitments={commitments} showMeeting={false} />
        </section>
      ) : null}
    </div>
  );
}

/** The top of a city's memory page: a link back to the city, its title and what it lists. */
export function MemoryPageHeader({
  city,
  title,
  intro,
}: {
  city: { name: string; state: string; locationKey: string };
  title: string;
  intro: string;
}) {
  return (
    <>
      <p className="text-sm">
        <a className="text-blue-800 underline" href={`/city/${encodeURIComponent(city.locationKey)}`}>
          {city.name}, {city.state}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
    </>
  );
}
