// The filter form: a GET form so filters live in the URL and work without JavaScript; with it, each change
// applies at once (the text after a short pause) and a new category clears the subcategory.
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { FILTER_PARAMS, MAX_SEARCH_TEXT_LENGTH, TEXT_FILTER_DEBOUNCE_MS } from "../directory.constants";
import {
  ALL_CATEGORIES,
  ALL_SUBCATEGORIES,
  APPLY_FILTERS,
  CATEGORY_FILTER_LABEL,
  CLEAR_FILTERS,
  FILTERS_HEADING,
  SUBCATEGORY_FILTER_LABEL,
  SUBCATEGORY_HINT,
  TEXT_FILTER_LABEL,
  TEXT_FILTER_PLACEHOLDER,
} from "../directory.copy";
import { directoryPath, filterQuery } from "../directory.links";
import type { DirectoryFilters as Filters } from "../directory.schema";
import type { CategoryGroup } from "../directory.server";

function textInputOf(form: HTMLFormElement | null): HTMLInputElement | null {
  const control = form?.elements.namedItem(FILTER_PARAMS.text);
  return control instanceof HTMLInputElement ? control : null;
}

export function DirectoryFilters({
  filters,
  categoryGroups,
  locationKey,
}: {
  filters: Filters;
  categoryGroups: CategoryGroup[];
  locationKey: string | null;
}) {
  const navigate = useNavigate();
  const action = directoryPath(locationKey);
  const [category, setCategory] = useState(filters.category ?? "");
  const [subcategory, setSubcategory] = useState(filters.subcategory ?? "");
  const form = useRef<HTMLFormElement>(null);
  const textTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back and forward navigation change the URL under the form: show what is applied.
  useEffect(() => {
    setCategory(filters.category ?? "");
    setSubcategory(filters.subcategory ?? "");
  }, [filters.category, filters.subcategory]);
  useEffect(() => {
    const input = textInputOf(form.current);
    if (input && document.activeElement !== input) input.value = filters.text ?? "";
  }, [filters.text]);
  useEffect(() => () => clearTimeout(textTimer.current), []);

  const subcategories =
    categoryGroups.find((group) => group.parentCategory === category)?.subcategories ?? [];

  function apply(next: Partial<Filters>, options: { replace?: boolean } = {}) {
    clearTimeout(textTimer.current);
    const text = textInputOf(form.current)?.value.trim().slice(0, MAX_SEARCH_TEXT_LENGTH) || undefined;
    const query = filterQuery({
      text,
      category: category || undefined,
      subcategory: subcategory || undefined,
      letter: filters.letter,
      ...next,
    });
    navigate(`${action}${query}`, { replace: options.replace, preventScrollReset: true });
  }

  const hasFilters = Boolean(filters.text || filters.category || filters.letter);

  return (
    <section aria-labelledby="directory-filters-heading" className="mt-8">
      <h2 id="directory-filters-heading" className="text-xl font-semibold">
        {FILTERS_HEADING}
      </h2>
      <Form
        ref={form}
        method="get"
        action={action}
        role="search"
        aria-labelledby="directory-filters-heading"
        // Without the app, the page's island finds the form by this and applies each change as the app does.
        data-directory-filters
        // Back shows the filters of the page's own address, not the choices the browser remembers having made on it.
        autoComplete="off"
        className="mt-3 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          apply({});
        }}
      >
        <TextField
          label={TEXT_FILTER_LABEL}
          name={FILTER_PARAMS.text}
          type="search"
          defaultValue={filters.text ?? ""}
          maxLength={MAX_SEARCH_TEXT_LENGTH}
          placeholder={TEXT_FILTER_PLACEHOLDER}
          autoComplete="off"
          className="sm:col-span-2 lg:col-span-1"
          onChange={() => {
            clearTimeout(textTimer.current);
            textTimer.current = setTimeout(() => apply({}, { replace: true }), TEXT_FILTER_DEBOUNCE_MS);
          }}
        />
        <SelectField
          label={CATEGORY_FILTER_LABEL}
          name={FILTER_PARAMS.category}
          value={category}
          onChange={(event) => {
            const nextCategory = event.target.value;
            setCategory(nextCategory);
            setSubcategory("");
            apply({ category: nextCategory || undefined, subcategory: undefined });
          }}
        >
          <option value="">{ALL_CATEGORIES}</option>
          {categoryGroups.map((group) => (
            <option key={group.parentCategory} value={group.parentCategory}>
              {group.parentCategory}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={SUBCATEGORY_FILTER_LABEL}
          name={FILTER_PARAMS.subcategory}
          value={subcategory}
          disabled={category === ""}
          hint={category === "" ? SUBCATEGORY_HINT : undefined}
          onChange={(event) => {
            const nextSubcategory = event.target.value;
            setSubcategory(nextSubcategory);
            apply({ subcategory: nextSubcategory || undefined });
          }}
        >
          <option value="">{ALL_SUBCATEGORIES}</option>
          {subcategories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        {filters.letter ? <input type="hidden" name={FILTER_PARAMS.letter} value={filters.letter} /> : null}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
          <Button type="submit">{APPLY_FILTERS}</Button>
          {hasFilters ? (
            <Link to={action} preventScrollReset className="text-sm font-medium text-teal-800 underline">
              {CLEAR_FILTERS}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
