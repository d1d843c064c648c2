// The search page's form: a GET form (the query lives in the URL) with an optional city filter.
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { CityOptions } from "~/features/cities/components/city-options";
import { MAX_SEARCH_QUERY_CHARS } from "../search.constants";
import {
  ALL_CITIES,
  CITY_FILTER_LABEL,
  SEARCH_BUTTON,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  SEARCHING,
  SORT_LABEL,
  SORT_NEWEST,
  SORT_RELEVANCE,
} from "../search.copy";
import type { SearchSort } from "../search.schema";

export type SearchCityOption = { id: string; name: string; state: string; locationKey: string };

export function SearchForm({
  action,
  query,
  cityOptions,
  selectedCity,
  sort,
}: {
  action: string;
  query: string;
  /** Null hides the city filter (the search is already limited to one city). */
  cityOptions: SearchCityOption[] | null;
  selectedCity: string;
  sort: SearchSort;
}) {
  const navigation = useNavigation();
  const [value, setValue] = useState(query);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A new URL (back, forward, the header's search box) brings its own query into the box.
  useEffect(() => setValue(query), [query]);
  const searching = navigation.state !== "idle" && navigation.location?.pathname === action;
  return (
    // Without the app, the page's island keeps the button disabled while the box is blank (data-requires-query)
    // and, while the next page loads, says so in the words of data-searching-label.
    <Form
      method="get"
      action={action}
      role="search"
      data-requires-query
      data-searching-label={SEARCHING}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        label={SEARCH_LABEL}
        name="q"
        type="search"
        value={value}
        maxLength={MAX_SEARCH_QUERY_CHARS}
        placeholder={SEARCH_PLACEHOLDER}
        onChange={(event) => setValue(event.currentTarget.value)}
        className="flex-1"
      />
      {cityOptions ? (
        <SelectField
          key={selectedCity}
          label={CITY_FILTER_LABEL}
          name="city"
          defaultValue={selectedCity}
          className="sm:w-56"
        >
          <option value="">{ALL_CITIES}</option>
          <CityOptions cities={cityOptions} valueBy="locationKey" />
        </SelectField>
      ) : null}
      <SelectField key={sort} label={SORT_LABEL} name="sort" defaultValue={sort} className="sm:w-44">
        <option value="newest">{SORT_NEWEST}</option>
        <option value="relevance">{SORT_RELEVANCE}</option>
      </SelectField>
      {/* Disabled only once JS runs: without it a disabled button would block the form's only way to submit. */}
      <Button type="submit" disabled={hydrated && (value.trim() === "" || searching)}>
        {searching ? SEARCHING : SEARCH_BUTTON}
      </Button>
    </Form>
  );
}
