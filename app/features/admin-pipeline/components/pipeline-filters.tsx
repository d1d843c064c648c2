// The dashboard's filters: a plain GET form, so a filtered view is a link an admin can share or bookmark.
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { CityOptions } from "~/features/cities/components/city-options";
import { JOB_STATES, NO_CITY_FILTER } from "../admin-pipeline.constants";
import {
  APPLY_FILTERS,
  CLEAR_FILTERS,
  FILTER_ALL_CITIES,
  FILTER_ALL_STATES,
  FILTER_CITY_LABEL,
  FILTER_NO_CITY,
  FILTER_STATE_LABEL,
  FILTERS_LABEL,
  JOB_STATE_LABELS,
} from "../admin-pipeline.copy";
import type { PipelineFilters as Filters } from "../admin-pipeline.schema";

export function PipelineFilters({
  filters,
  cities,
}: {
  filters: Filters;
  cities: { id: string; name: string; state: string }[];
}) {
  return (
    <Form method="get" aria-label={FILTERS_LABEL} className="flex flex-wrap items-end gap-4">
      <SelectField
        label={FILTER_STATE_LABEL}
        name="state"
        defaultValue={filters.state ?? ""}
        className="w-48"
      >
        <option value="">{FILTER_ALL_STATES}</option>
        {JOB_STATES.map((state) => (
          <option key={state} value={state}>
            {JOB_STATE_LABELS[state]}
          </option>
        ))}
      </SelectField>
      <SelectField label={FILTER_CITY_LABEL} name="city" defaultValue={filters.city ?? ""} className="w-56">
        <option value="">{FILTER_ALL_CITIES}</option>
        <option value={NO_CITY_FILTER}>{FILTER_NO_CITY}</option>
        <CityOptions cities={cities} />
      </SelectField>
      <Button type="submit" variant="outline">
        {APPLY_FILTERS}
      </Button>
      {filters.state || filters.city ? (
        <Link to="/admin/pipeline" className="pb-2 text-sm font-medium text-teal-800 underline">
          {CLEAR_FILTERS}
        </Link>
      ) : null}
    </Form>
  );
}
