// The city page's "Search Videos" panel: asks searchCityVideos from the browser and lists what it answers. On a
// page served without the app (ADR 0053) the server renders the panel hidden, beside a toggle that leads to the
// city's search page without JavaScript; city-video-search-enhancement.ts opens it and lists that page's results.
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { meetingPath } from "~/lib/meeting-paths";
import { MAX_SEARCH_QUERY_CHARS } from "../search.constants";
import {
  HIDE_SEARCH,
  NO_RESULTS_DESCRIPTION,
  NO_RESULTS_TITLE,
  SEARCH_BUTTON,
  SEARCH_ERROR_DESCRIPTION,
  SEARCH_ERROR_TITLE,
  SEARCH_EXCEPTION_DESCRIPTION,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  SEARCH_RESULTS_HEADING,
  SEARCH_VIDEOS,
  SEARCHING,
} from "../search.copy";
import type { SearchFunctionResult } from "../search.schema";
import { SearchResultList, type SearchResultView } from "./search-result-list";

export const SEARCH_FUNCTION_PATH = "/functions/v1/searchCityVideos";

function toView(result: SearchFunctionResult, locationKey: string): SearchResultView {
  return {
    id: result.id,
    title: result.title,
    description: result.description,
    publishedAt: result.published_at,
    videoUrl: result.video_url,
    snippet: result.snippet,
    score: result.score,
    meetingHref: meetingPath(locationKey, result.id),
    moments: result.moments.map((moment) => ({
      startSeconds: moment.start_seconds,
      speaker: moment.speaker,
      snippet: moment.snippet,
      href: moment.meeting_url,
    })),
  };
}

const PANEL_CLASSES = "mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4";
const PANEL_FORM_CLASSES = "flex flex-col gap-2 sm:flex-row sm:items-end";
const RESULTS_HEADING_CLASSES = "font-semibold text-slate-900";

export function CityVideoSearch({ cityId, locationKey }: { cityId: string; locationKey: string }) {
  const { toast } = useToast();
  const panelId = useId();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<SearchResultView[]>([]);

  const inputId = `${panelId}-query`;

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    // Opening the panel puts the cursor in its search box.
    if (open) document.getElementById(inputId)?.focus();
  }, [open, inputId]);

  if (!hydrated) {
    // The page's HTML. Without JavaScript the toggle cannot open a panel, so it leads to the city's search page; the
    // panel waits hidden for the page's script, with the toasts' words it shows.
    const searchPage = `/city/${locationKey}/search`;
    return (
      <div
        className="w-full"
        data-city-video-search
        data-no-results-title={NO_RESULTS_TITLE}
        data-no-results-description={NO_RESULTS_DESCRIPTION}
        data-error-title={SEARCH_ERROR_TITLE}
        data-error-description={SEARCH_ERROR_DESCRIPTION}
        data-exception-description={SEARCH_EXCEPTION_DESCRIPTION}
      >
        <form method="get" action={searchPage}>
          <Button type="submit" variant="secondary" data-search-toggle data-hide-label={HIDE_SEARCH}>
            {SEARCH_VIDEOS}
          </Button>
        </form>
        <div id={panelId} hidden className={PANEL_CLASSES} data-search-panel>
          <form method="get" action={searchPage} className={PANEL_FORM_CLASSES}>
            {/* Ordered as searchCityVideos orders the app's panel. */}
            <input type="hidden" name="sort" value="relevance" />
            <TextField
              label={SEARCH_LABEL}
              name="q"
              type="search"
              id={inputId}
              maxLength={MAX_SEARCH_QUERY_CHARS}
              placeholder={SEARCH_PLACEHOLDER}
              className="flex-1"
            />
            <Button type="submit" data-busy-label={SEARCHING}>
              {SEARCH_BUTTON}
            </Button>
          </form>
          <section hidden aria-labelledby={`${panelId}-heading`} className="mt-4" data-search-results>
            <h3 id={`${panelId}-heading`} className={RESULTS_HEADING_CLASSES}>
              {SEARCH_RESULTS_HEADING} (<span data-result-count>0</span>)
            </h3>
          </section>
        </div>
      </div>
    );
  }

  async function search(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed || loading) return;
    setLoading(true);
    try {
      const response = await fetch(SEARCH_FUNCTION_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ cityId, query: trimmed }),
      });
      if (!response.ok) {
        toast({ title: SEARCH_ERROR_TITLE, description: SEARCH_ERROR_DESCRIPTION, variant: "destructive" });
        return;
      }
      const body = (await response.json()) as { results: SearchFunctionResult[] };
      const found = body.results.map((result) => toView(result, locationKey));
      setResults(found);
      if (found.length === 0) toast({ title: NO_RESULTS_TITLE, description: NO_RESULTS_DESCRIPTION });
    } catch {
      toast({ title: SEARCH_ERROR_TITLE, description: SEARCH_EXCEPTION_DESCRIPTION, variant: "destructive" });
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="w-full">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          // Hiding the panel clears its results (spec 000 section 4).
          if (open) {
            setResults([]);
            setQuery("");
          }
          setOpen(!open);
        }}
      >
        {open ? HIDE_SEARCH : SEARCH_VIDEOS}
      </Button>
      {open ? (
        <div id={panelId} className={PANEL_CLASSES}>
          <form onSubmit={search} className={PANEL_FORM_CLASSES}>
            <TextField
              label={SEARCH_LABEL}
              name="q"
              type="search"
              value={query}
              id={inputId}
              maxLength={MAX_SEARCH_QUERY_CHARS}
              placeholder={SEARCH_PLACEHOLDER}
              onChange={(event) => setQuery(event.currentTarget.value)}
              className="flex-1"
            />
            <Button type="submit" disabled={loading || query.trim() === ""}>
              {loading ? SEARCHING : SEARCH_BUTTON}
            </Button>
          </form>
          {results.length > 0 ? (
            <section aria-labelledby={`${panelId}-heading`} className="mt-4">
              <h3 id={`${panelId}-heading`} className={RESULTS_HEADING_CLASSES}>
                {SEARCH_RESULTS_HEADING} ({results.length})
              </h3>
              <SearchResultList results={results} headingLevel={4} />
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
