// The home city picker: a GET form (the home loader redirects without JavaScript), enhanced to navigate directly.
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import type { CityOption } from "~/features/cities/cities.server";
import { CityOptions } from "~/features/cities/components/city-options";
import { OTHER_CITY_VALUE } from "../home.constants";
import { PICKER_HINT, PICKER_LABEL, PICKER_OTHER, PICKER_PLACEHOLDER, PICKER_SUBMIT } from "../home.copy";
import { useHydrated } from "./use-hydrated";

export function CityPicker({
  cities,
  error,
  onRequestCoverage,
}: {
  cities: CityOption[];
  error?: string;
  onRequestCoverage: () => void;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [choice, setChoice] = useState("");

  return (
    <Form
      method="get"
      action="/"
      className="flex flex-col gap-3"
      data-city-picker
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === OTHER_CITY_VALUE) onRequestCoverage();
        else if (choice) navigate(`/city/${encodeURIComponent(choice)}`);
      }}
    >
      <SelectField
        label={PICKER_LABEL}
        name="city"
        required
        value={choice}
        error={error}
        hint={PICKER_HINT}
        onChange={(event) => {
          setChoice(event.target.value);
          if (event.target.value === OTHER_CITY_VALUE) onRequestCoverage();
        }}
      >
        <option value="">{PICKER_PLACEHOLDER}</option>
        <CityOptions cities={cities} valueBy="locationKey" />
        <option value={OTHER_CITY_VALUE}>{PICKER_OTHER}</option>
      </SelectField>
      {/* Disabled only once hydrated: without JavaScript the browser's `required` check does this job. */}
      <Button
        type="submit"
        size="lg"
        disabled={hydrated && choice === ""}
        className="w-full sm:w-auto sm:self-start"
      >
        {PICKER_SUBMIT}
      </Button>
    </Form>
  );
}
