// A person page's record (issue #19): plain lists, a votes table and links to each moment; no client code.
import type { ReactNode } from "react";
import { OUTCOME_LABELS } from "../memory.copy";
import {
  MAJORITY_SHARE,
  MAJORITY_SHARE_TITLE,
  MEETINGS_ATTENDED,
  MOMENT_LINK,
  MOTION_KINDS,
  MOTIONS_MADE,
  NO_MEETINGS,
  NO_MOTIONS,
  NO_QUOTES,
  NO_SPLIT_VOTES,
  NO_VOTES,
  PEOPLE_LINK,
  PERSON_INTRO,
  QUOTE_LINK,
  RECENT_QUOTES,
  ROLE_LABELS,
  VOTE_LABELS,
  VOTES_TABLE,
  VOTES_TITLE,
} from "../people.copy";
import type { PersonPage } from "../people.server";
import { peoplePath } from "../people-paths";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const CELL = "border-b border-slate-200 px-2 py-2 text-left align-top";

export function PersonRecord({ page }: { page: PersonPage }) {
  const { city, person, meetings, motions, votes, majority, quotes } = page;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm">
        <a className="text-blue-800 underline" href={peoplePath(city.locationKey)}>
          {PEOPLE_LINK}, {city.name}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-slate-900">{person.displayName}</h1>
      <p className="mt-2 text-slate-700">
        {PERSON_INTRO(ROLE_LABELS[person.role], `${city.name}, ${city.state}`)}
      </p>

      <Section id="person-majority" title={MAJORITY_SHARE_TITLE}>
        <p className="mt-2 text-slate-800" data-testid="majority-share">
          {majority.split > 0 ? MAJORITY_SHARE(majority.sided, majority.split) : NO_SPLIT_VOTES}
        </p>
      </Section>

      <Section id="person-votes" title={VOTES_TITLE}>
        {votes.length === 0 ? (
          <p className="mt-2 text-slate-700">{NO_VOTES}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className={CELL}>
                    {VOTES_TABLE.date}
                  </th>
                  <th scope="col" className={CELL}>
                    {VOTES_TABLE.decision}
                  </th>
                  <th scope="col" className={CELL}>
                    {VOTES_TABLE.vote}
                  </th>
                  <th scope="col" className={CELL}>
                    {VOTES_TABLE.outcome}
                  </th>
                </tr>
              </thead>
              <tbody>
                {votes.map((vote) => (
                  <tr key={vote.momentPath + vote.decision}>
                    <td className={CELL}>{vote.meetingDate ?? ""}</td>
                    <td className={CELL}>
                      {vote.decision}
                      <span className="block text-slate-600">{vote.meetingTitle}</span>
                    </td>
                    <td className={CELL}>
                      <a className="text-blue-800 underline" href={vote.momentPath}>
                        {VOTE_LABELS[vote.vote]}
                      </a>
                    </td>
                    <td className={CELL}>{OUTCOME_LABELS[vote.outcome]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="person-motions" title={MOTIONS_MADE}>
        {motions.length === 0 ? (
          <p className="mt-2 text-slate-700">{NO_MOTIONS}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {motions.map((motion) => (
              <li key={`${motion.kind}${motion.momentPath}`} className="text-slate-800">
                <span className="font-medium">{MOTION_KINDS[motion.kind]}:</span> {motion.decision} (
                {motion.meetingTitle}){" "}
                <a className="text-blue-800 underline" href={motion.momentPath}>
                  {MOMENT_LINK}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="person-quotes" title={RECENT_QUOTES}>
        {quotes.length === 0 ? (
          <p className="mt-2 text-slate-700">{NO_QUOTES}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {quotes.map((quote) => (
              <li key={quote.momentPath + quote.text}>
                <blockquote className="border-l-4 border-slate-300 pl-3 text-slate-800">
                  “{quote.text}”
                </blockquote>
                <p className="mt-1 text-sm text-slate-600">
                  {quote.meetingTitle} ·{" "}
                  <a className="text-blue-800 underline" href={quote.momentPath}>
                    {QUOTE_LINK}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="person-meetings" title={MEETINGS_ATTENDED}>
        {meetings.length === 0 ? (
          <p className="mt-2 text-slate-700">{NO_MEETINGS}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {meetings.map((meeting) => (
              <li key={meeting.path}>
                <a className="text-blue-800 underline" href={meeting.path}>
                  {meeting.title}
                </a>
                {meeting.date ? <span className="text-slate-600"> · {meeting.date}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </main>
  );
}
