// The prototype directory: filters in the URL (a GET form and links without JavaScript, instant with it).
import { useEffect, useId, useState } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { distinctCategories, filterBusinesses, sortBusinesses } from "../proto-directory";
import type { SampleBusiness } from "../sample-businesses";
import { FIRST_LETTERS, PROTO_FILTER_PARAMS } from "../showcase.constants";
import {
  ACTIVE_FILTERS_LABEL,
  ALL_CATEGORIES,
  APPLY_FILTERS,
  activeCategoryFilter,
  activeLetterFilter,
  activeSearchFilter,
  CATEGORY_LABEL,
  CLEAR_ALL_FILTERS,
  DIRECTORY_FILTERS_LABEL,
  DIRECTORY_SEARCH_LABEL,
  DIRECTORY_SEARCH_PLACEHOLDER,
  LETTER_ALL,
  LETTER_FILTER_LABEL,
  NO_BUSINESSES_FOUND,
  showingBusinesses,
} from "../showcase.copy";
import {
  type ProtoDirectoryFilters,
  protoFilterQuery,
  protoFiltersFromSearchParams,
} from "../showcase.schema";
import { ProtoBusinessCard } from "./proto-business-card";

const CONTROL = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm";

export function ProtoDirectoryView({ businesses }: { businesses: readonly SampleBusiness[] }) {
  const categories = distinctCategories(businesses);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = protoFiltersFromSearchParams(searchParams, categories);
  const results = sortBusinesses(filterBusinesses(businesses, filters));

  // With JavaScript every change applies at once; the URL stays the one source of the filters.
  function apply(next: ProtoDirectoryFilters) {
    setSearchParams(new URLSearchParams(protoFilterQuery(next)), { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <FilterForm filters={filters} categories={categories} onChange={apply} />
      <LetterFilter filters={filters} />
      <div className="mt-6">
        <p aria-live="polite" className="font-medium text-slate-900">
          {showingBusinesses(results.length, businesses.length)}
        </p>
        <ActiveFilters filters={filters} />
      </div>
      {results.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-400 p-8 text-center">
          <p className="text-slate-800">{NO_BUSINESSES_FOUND}</p>
          <Form method="get" preventScrollReset replace className="mt-4">
            <Button type="submit" variant="outline">
              {CLEAR_ALL_FILTERS}
            </Button>
          </Form>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((business) => (
            <li key={business.name}>
              <ProtoBusinessCard business={business} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FilterForm({
  filters,
  categories,
  onChange,
}: {
  filters: ProtoDirectoryFilters;
  categories: readonly string[];
  onChange: (next: ProtoDirectoryFilters) => void;
}) {
  const searchId = useId();
  const categoryId = useId();
  const [text, setText] = useState(filters.text);
  // Clearing the filters or going back changes the URL: the box follows it.
  useEffect(() => setText(filters.text), [filters.text]);

  return (
    <Form
      method="get"
      preventScrollReset
      aria-label={DIRECTORY_FILTERS_LABEL}
      className="grid gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          {DIRECTORY_SEARCH_LABEL}
        </label>
        <input
          id={searchId}
          type="search"
          name={PROTO_FILTER_PARAMS.text}
          value={text}
          placeholder={DIRECTORY_SEARCH_PLACEHOLDER}
          onChange={(event) => {
            setText(event.target.value);
            onChange({ ...filters, text: event.target.value });
          }}
          className={CONTROL}
        />
      </div>
      <div>
        <label htmlFor={categoryId} className="block text-sm font-medium text-slate-800">
          {CATEGORY_LABEL}
        </label>
        <select
          id={categoryId}
          name={PROTO_FILTER_PARAMS.category}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
          className={CONTROL}
        >
          <option value="">{ALL_CATEGORIES}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {filters.letter ? (
        <input type="hidden" name={PROTO_FILTER_PARAMS.letter} value={filters.letter} />
      ) : null}
      <Button type="submit" variant="secondary">
        {APPLY_FILTERS}
      </Button>
    </Form>
  );
}

function LetterFilter({ filters }: { filters: ProtoDirectoryFilters }) {
  const { pathname } = useLocation();
  const options = [
    { label: LETTER_ALL, letter: undefined },
    ...FIRST_LETTERS.map((letter) => ({ label: letter, letter })),
  ];
  return (
    <nav aria-label={LETTER_FILTER_LABEL} className="mt-4">
      <ul className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const active = option.letter === filters.letter;
          return (
            <li key={option.label}>
              <Link
                to={`${pathname}${protoFilterQuery({ ...filters, letter: option.letter })}`}
                replace
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-semibold ${
                  active
                    ? "border-teal-700 bg-teal-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ActiveFilters({ filters }: { filters: ProtoDirectoryFilters }) {
  const active = [
    filters.text ? activeSearchFilter(filters.text) : null,
    filters.category ? activeCategoryFilter(filters.category) : null,
    filters.letter ? activeLetterFilter(filters.letter) : null,
  ].filter((item): item is string => item !== null);
  if (active.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700">{ACTIVE_FILTERS_LABEL}</span>
      <ul className="flex flex-wrap gap-1.5">
        {active.map((item) => (
          <li key={item} className="rounded-full bg-teal-50 px-2.5 py-0.5 font-medium text-teal-900">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
