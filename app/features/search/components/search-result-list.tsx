// Video search results as the search page and the city page's search panel both list them.
import { Link } from "react-router";
import { PublishedDate } from "~/features/meetings/components/published-date";
import { formatTimestamp } from "~/lib/transcript-format";
import { MOMENTS_HEADING, playMomentLabel, relevanceLabel, VIEW_MEETING, WATCH_VIDEO } from "../search.copy";
import { relevancePercent } from "../search-presenter";
import { sanitizeSnippet } from "../snippet";

export type SearchMomentView = {
  startSeconds: number;
  speaker: string | null;
  /** Plain text with <mark> around matches: sanitized before it is shown. */
  snippet: string;
  /** The meeting page opened at this moment. */
  href: string;
};

export type SearchResultView = {
  id: string;
  title: string;
  description: string | null;
  publishedAt: string | null;
  videoUrl: string | null;
  snippet: string;
  score: number;
  meetingHref: string;
  /** "Harbor Point, CA" where results span several cities. */
  cityLabel?: string;
  moments: SearchMomentView[];
};

/** Only http(s) addresses become links, so a stored javascript: URL can never run. */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

type HeadingLevel = 2 | 3 | 4;

const MARK_STYLE = "[&_mark]:bg-amber-200 [&_mark]:text-slate-900";

/** A snippet as HTML holding no element but <mark> (sanitizeSnippet escapes everything else). */
export function Snippet({ text, className }: { text: string; className: string }) {
  const html = sanitizeSnippet(text);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeSnippet escapes everything but bare <mark>
  return <span className={`${className} ${MARK_STYLE}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

function MomentList({ moments, title }: { moments: SearchMomentView[]; title: string }) {
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-slate-800">{MOMENTS_HEADING}</p>
      <ul className="mt-1 space-y-2">
        {moments.map((moment) => (
          <li key={moment.href} className="text-sm">
            <Link to={moment.href} className="font-semibold text-teal-800 underline hover:text-teal-900">
              {playMomentLabel(formatTimestamp(moment.startSeconds), moment.speaker)}
              <span className="sr-only">: {title}</span>
            </Link>{" "}
            <Snippet text={moment.snippet} className="break-words text-slate-700" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SearchResultItem({
  result,
  headingLevel,
}: {
  result: SearchResultView;
  headingLevel: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const satisfies "h2" | "h3" | "h4";
  const watchHref = safeExternalUrl(result.videoUrl);
  return (
    <article className="py-5">
      <Heading className="text-lg font-semibold text-slate-900">
        <Link to={result.meetingHref} className="hover:underline">
          {result.title}
        </Link>
      </Heading>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        {result.cityLabel ? <span>{result.cityLabel}</span> : null}
        <PublishedDate iso={result.publishedAt} />
        <span className="font-medium text-teal-800">{relevanceLabel(relevancePercent(result.score))}</span>
      </p>
      {result.description ? (
        <p className="mt-2 line-clamp-3 break-words text-slate-700">{result.description}</p>
      ) : null}
      {result.moments.length > 0 ? (
        <MomentList moments={result.moments} title={result.title} />
      ) : result.snippet ? (
        <blockquote className="mt-2 border-l-4 border-teal-200 pl-3 text-sm">
          <Snippet text={result.snippet} className="break-words text-slate-700" />
        </blockquote>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
        {watchHref ? (
          <a
            href={watchHref}
            target="_blank"
            rel="noopener noreferrer"
            className="text-teal-800 underline hover:text-teal-900"
          >
            {WATCH_VIDEO}
            <span className="sr-only">: {result.title} (opens in a new tab)</span>
          </a>
        ) : null}
        <Link to={result.meetingHref} className="text-teal-800 underline hover:text-teal-900">
          {VIEW_MEETING}
          <span className="sr-only">: {result.title}</span>
        </Link>
      </div>
    </article>
  );
}

export function SearchResultList({
  results,
  headingLevel = 2,
}: {
  results: SearchResultView[];
  headingLevel?: HeadingLevel;
}) {
  return (
    <ol className="divide-y divide-slate-200">
      {results.map((result) => (
        <li key={result.id}>
          <SearchResultItem result={result} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}
