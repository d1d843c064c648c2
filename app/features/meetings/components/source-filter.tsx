// The "Filter by source" select: a GET form (the filter lives in the URL), submitted on change when JS runs: by the
// app, or on a page served without it by source-filter-enhancement.ts.
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { ALL_SOURCES, APPLY_FILTER, FILTER_BY_SOURCE } from "../meetings.copy";

export type SourceOption = { value: string; sourceType: string; entityType: string };

/** "City Council (city)", "School Board (school district)". */
export function sourceOptionLabel(option: Pick<SourceOption, "sourceType" | "entityType">): string {
  return `${option.entityType} (${option.sourceType.replaceAll("_", " ")})`;
}

export function SourceFilter({ options, selected }: { options: SourceOption[]; selected: string }) {
  const navigate = useNavigate();
  return (
    <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2" data-source-filter>
      <SelectField
        // Re-mounts when the URL's filter changes (back and forward), so the select always shows what is listed.
        key={selected}
        label={FILTER_BY_SOURCE}
        name="source"
        defaultValue={selected}
        className="min-w-0 flex-1 sm:flex-none sm:min-w-64"
        onChange={(event) => {
          // A new filter starts again at the first page: no ?show= is carried over.
          const value = event.currentTarget.value;
          navigate(
            { search: value ? `?${new URLSearchParams({ source: value })}` : "" },
            { preventScrollReset: true },
          );
        }}
      >
        <option value="">{ALL_SOURCES}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {sourceOptionLabel(option)}
          </option>
        ))}
      </SelectField>
      <noscript>
        <Button type="submit" variant="outline">
          {APPLY_FILTER}
        </Button>
      </noscript>
    </Form>
  );
}
