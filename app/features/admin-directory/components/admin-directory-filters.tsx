// The filter bar: name search and city (a GET form, so it works without JavaScript and lives in the URL), and
// the A-Z letter links with Clear. With JavaScript the name applies as one types and the city when chosen.
// Every change drops the page number: a new filter starts at page 1.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { CityOptions } from "~/features/cities/components/city-options";
import {
  ADMIN_FILTER_PARAMS,
  ADMIN_LETTERS,
  MAX_NAME_SEARCH_LENGTH,
  NAME_SEARCH_DEBOUNCE_MS,
} from "../admin-directory.constants";
import {
  ALL_CITIES,
  APPLY_FILTERS,
  CITY_FILTER_LABEL,
  CLEAR_LETTER,
  FILTERS_HEADING,
  LETTER_FILTER_LABEL,
  NAME_SEARCH_LABEL,
  NAME_SEARCH_PLACEHOLDER,
} from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH, withFilterChange } from "../admin-directory.links";
import type { AdminDirectoryFilters as Filters } from "../admin-directory.schema";
import type { CityFilterOption } from "../admin-directory.server";

function nameInputOf(form: HTMLFormElement | null): HTMLInputElement | null {
  const control = form?.elements.namedItem(ADMIN_FILTER_PARAMS.name);
  return control instanceof HTMLInputElement ? control : null;
}

export function AdminDirectoryFilters({
  filters,
  cityOptions,
}: {
  filters: Filters;
  cityOptions: CityFilterOption[];
}) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const nameTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back and forward change the URL under the form: show the name that is applied.
  useEffect(() => {
    const input = nameInputOf(form.current);
    if (input && document.activeElement !== input) input.value = filters.name ?? "";
  }, [filters.name]);
  useEffect(() => () => clearTimeout(nameTimer.current), []);

  function typedName(): string | undefined {
    return nameInputOf(form.current)?.value.trim().slice(0, MAX_NAME_SEARCH_LENGTH) || undefined;
  }

  function apply(change: Partial<Omit<Filters, "page">>, options: { replace?: boolean } = {}) {
    clearTimeout(nameTimer.current);
    navigate(withFilterChange(filters, { name: typedName(), ...change }), {
      replace: options.replace,
      preventScrollReset: true,
    });
  }

  return (
    <section aria-labelledby="admin-directory-filters-heading" className="mt-6">
      <h2 id="admin-directory-filters-heading" className="sr-only">
        {FILTERS_HEADING}
      </h2>
      <Form
        ref={form}
        method="get"
        action={ADMIN_DIRECTORY_PATH}
        role="search"
        aria-labelledby="admin-directory-filters-heading"
        className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          apply({});
        }}
      >
        <TextField
          label={NAME_SEARCH_LABEL}
          name={ADMIN_FILTER_PARAMS.name}
          type="search"
          defaultValue={filters.name ?? ""}
          maxLength={MAX_NAME_SEARCH_LENGTH}
          placeholder={NAME_SEARCH_PLACEHOLDER}
          autoComplete="off"
          onChange={() => {
            clearTimeout(nameTimer.current);
            nameTimer.current = setTimeout(() => apply({}, { replace: true }), NAME_SEARCH_DEBOUNCE_MS);
          }}
        />
        <SelectField
          label={CITY_FILTER_LABEL}
          name={ADMIN_FILTER_PARAMS.city}
          value={filters.cityId ?? ""}
          onChange={(event) => apply({ cityId: event.target.value || undefined })}
        >
          <option value="">{ALL_CITIES}</option>
          <CityOptions cities={cityOptions} />
        </SelectField>
        {filters.letter ? (
          <input type="hidden" name={ADMIN_FILTER_PARAMS.letter} value={filters.letter} />
        ) : null}
        <Button type="submit">{APPLY_FILTERS}</Button>
      </Form>
      <LetterFilter filters={filters} />
    </section>
  );
}

/**
 * A-Z and Clear: one row from 1024 px up (the letters share the width equally, so it never wraps at 1280 px or
 * 1024 px), wrapping onto more rows on narrower screens, where one row would not fit.
 */
function LetterFilter({ filters }: { filters: Filters }) {
  // A letter gives its padding up at lg, where its share of the row sets its width; Clear keeps its own.
  const letterClasses = (active: boolean, padding = "px-2 lg:min-w-0 lg:px-0") =>
    `inline-flex h-9 w-full min-w-9 items-center justify-center rounded-md border text-sm font-semibold ${padding} ${
      active
        ? "border-teal-700 bg-teal-700 text-white"
        : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
    }`;
  return (
    <nav aria-label={LETTER_FILTER_LABEL} className="mt-4">
      <ul className="flex flex-wrap gap-1.5 lg:flex-nowrap lg:gap-1">
        {ADMIN_LETTERS.map((letter) => (
          <li key={letter} className="lg:min-w-0 lg:flex-1">
            <Link
              to={withFilterChange(filters, { letter })}
              preventScrollReset
              aria-current={letter === filters.letter ? "true" : undefined}
              className={letterClasses(letter === filters.letter)}
            >
              {letter}
            </Link>
          </li>
        ))}
        <li className="lg:flex-none">
          <Link
            to={withFilterChange(filters, { letter: undefined })}
            preventScrollReset
            className={letterClasses(false, "px-2 lg:px-3")}
          >
            {CLEAR_LETTER}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
