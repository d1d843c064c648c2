// The showcase's Search Interface: one question answered by a keyword search and an AI search, both simulated.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { AI_SEARCH_DELAY_MS, TRADITIONAL_SEARCH_DELAY_MS } from "../showcase.constants";
import {
  AI_HEADING,
  AI_LOADING,
  AI_SOURCES_LABEL,
  aiFallbackAnswer,
  SEARCH_BUTTON,
  SEARCH_HEADING,
  SEARCH_IDLE,
  SEARCH_LABEL,
  SEARCH_LEAD,
  SEARCH_PLACEHOLDER,
  SEARCH_SUGGESTIONS_LABEL,
  TRADITIONAL_HEADING,
  TRADITIONAL_LOADING,
  TRADITIONAL_NO_MATCHES,
  traditionalResultCount,
} from "../showcase.copy";
import {
  AI_ANSWERS,
  type AiAnswer,
  keywordSearch,
  pickAiAnswer,
  SEARCH_SUGGESTIONS,
  TRANSCRIPT_SNIPPETS,
  type TranscriptSnippet,
} from "../showcase-samples";
import { FormattedDate } from "./formatted-date";

type Pending = { state: "idle" } | { state: "loading" };
type TraditionalState = Pending | { state: "done"; query: string; results: TranscriptSnippet[] };
type AiState = Pending | { state: "done"; query: string; answer: AiAnswer | null };

export function SearchComparison() {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [traditional, setTraditional] = useState<TraditionalState>({ state: "idle" });
  const [ai, setAi] = useState<AiState>({ state: "idle" });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function run(text: string) {
    const trimmed = text.trim();
    if (!trimmed) return;
    timers.current.forEach(clearTimeout);
    setTraditional({ state: "loading" });
    setAi({ state: "loading" });
    // Simulated response times: the showcase makes no real calls (spec 001 section 2).
    timers.current = [
      setTimeout(
        () =>
          setTraditional({
            state: "done",
            query: trimmed,
            results: keywordSearch(trimmed, TRANSCRIPT_SNIPPETS),
          }),
        TRADITIONAL_SEARCH_DELAY_MS,
      ),
      setTimeout(
        () => setAi({ state: "done", query: trimmed, answer: pickAiAnswer(trimmed, AI_ANSWERS) }),
        AI_SEARCH_DELAY_MS,
      ),
    ];
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(query);
  }

  return (
    <section aria-labelledby="search-heading">
      <h2 id="search-heading" className="text-xl font-semibold text-slate-900">
        {SEARCH_HEADING}
      </h2>
      <p className="mt-1 text-slate-700">{SEARCH_LEAD}</p>
      <form onSubmit={onSubmit} className="mt-4">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {SEARCH_LABEL}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            className="block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
          />
          <Button type="submit">{SEARCH_BUTTON}</Button>
        </div>
      </form>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {SEARCH_SUGGESTIONS_LABEL}
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            onClick={() => {
              setQuery(suggestion);
              run(suggestion);
            }}
            className="rounded-full border border-slate-300 px-2.5 py-0.5 font-medium text-slate-800 hover:bg-slate-100"
          >
            {suggestion}
          </button>
        ))}
      </p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="traditional-heading" className="rounded-lg border border-slate-300 p-4">
          <h3 id="traditional-heading" className="font-semibold text-slate-900">
            {TRADITIONAL_HEADING}
          </h3>
          <div aria-live="polite" aria-busy={traditional.state === "loading"} className="mt-2 text-sm">
            {traditional.state === "idle" ? <p className="text-slate-700">{SEARCH_IDLE}</p> : null}
            {traditional.state === "loading" ? <LoadingLine text={TRADITIONAL_LOADING} /> : null}
            {traditional.state === "done" ? (
              <>
                <p className="font-medium text-slate-900">
                  {traditionalResultCount(traditional.results.length, traditional.query)}
                </p>
                {traditional.results.length === 0 ? (
                  <p className="mt-1 text-slate-700">{TRADITIONAL_NO_MATCHES}</p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {traditional.results.map((result) => (
                      <li key={`${result.date}-${result.timestamp}`} className="rounded-md bg-slate-50 p-2">
                        <p className="text-slate-800">{result.text}</p>
                        <p className="mt-1 text-xs text-slate-700">
                          {result.meeting}, <FormattedDate iso={result.date} /> at {result.timestamp}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : null}
          </div>
        </section>
        <section aria-labelledby="ai-heading" className="rounded-lg border-2 border-teal-700 p-4">
          <h3 id="ai-heading" className="font-semibold text-slate-900">
            {AI_HEADING}
          </h3>
          <div aria-live="polite" aria-busy={ai.state === "loading"} className="mt-2 text-sm">
            {ai.state === "idle" ? <p className="text-slate-700">{SEARCH_IDLE}</p> : null}
            {ai.state === "loading" ? <LoadingLine text={AI_LOADING} /> : null}
            {ai.state === "done" ? (
              ai.answer ? (
                <>
                  <p className="text-slate-900">{ai.answer.answer}</p>
                  <p className="mt-2 text-xs font-semibold text-slate-900">{AI_SOURCES_LABEL}</p>
                  <ul className="list-disc pl-5 text-xs text-slate-700">
                    {ai.answer.sources.map((source) => (
                      <li key={source}>{source}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-slate-700">{aiFallbackAnswer(ai.query)}</p>
              )
            ) : null}
          </div>
        </section>
      </div>
    </section>
  );
}

function LoadingLine({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 text-slate-700">
      <span
        aria-hidden="true"
        className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-teal-700"
      />
      {text}
    </p>
  );
}
