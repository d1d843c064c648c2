// The home page's search box: a plain GET form to /search, so it works before (and without) JavaScript. Like the
// other search forms, its button is disabled while the query is blank, once JavaScript runs.
import { useEffect, useState } from "react";
import { MAX_SEARCH_QUERY_CHARS } from "../search.constants";
import { SEARCH_BUTTON, SEARCH_LABEL, SEARCH_PLACEHOLDER } from "../search.copy";

export function HomeSearchForm() {
  const [value, setValue] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for older phone browsers; the role gives the same landmark
    <form
      method="get"
      action="/search"
      role="search"
      className="mt-6 flex max-w-xl gap-2"
      data-requires-query
    >
      <label htmlFor="home-search" className="sr-only">
        {SEARCH_LABEL}
      </label>
      <input
        id="home-search"
        name="q"
        type="search"
        required
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        maxLength={MAX_SEARCH_QUERY_CHARS}
        placeholder={SEARCH_PLACEHOLDER}
        className="min-w-0 flex-1 rounded-md border border-white/40 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
      />
      {/* Disabled only once JS runs: without it a disabled button would block the form's only way to submit. */}
      <button
        type="submit"
        disabled={hydrated && value.trim() === ""}
        className="rounded-md bg-amber-400 px-4 py-2 font-semibold text-slate-900 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60"
      >
        {SEARCH_BUTTON}
      </button>
    </form>
  );
}
