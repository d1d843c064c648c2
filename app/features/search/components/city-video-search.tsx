// The city page's "Search Videos" panel: asks searchCityVideos from the browser and lists what it answers.
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { REPLAY_AS_ATTRIBUTE, REPLAY_TARGET_ATTRIBUTE } from "~/lib/app-on-demand";
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
/** The name a press on the stand-in toggle is replayed by, on the app's toggle. */
const SEARCH_TOGGLE_REPLAY = "city-video-search";

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
    // Without JavaScript the toggle cannot open a panel, so it leads to the city's search page instead. A page that
    // starts the app on demand replays a press on it on the toggle once the app runs (ADR 0050).
    return (
      <form method="get" action={`/city/${locationKey}/search`}>
        <Button type="submit" variant="secondary" {...{ [REPLAY_AS_ATTRIBUTE]: SEARCH_TOGGLE_REPLAY }}>
          {SEARCH_VIDEOS}
        </Button>
      </form>
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
        {...{ [REPLAY_TARGET_ATTRIBUTE]: SEARCH_TOGGLE_REPLAY }}
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
        <div id={panelId} className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <form onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
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
              <h3 id={`${panelId}-heading`} className="font-semibold text-slate-900">
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
