// The city picker: a GET form, so the selection lives in the address (?cityId=) and works without JavaScript.
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { LABELS } from "../admin-cities.copy";
import type { CityPickerOption } from "../admin-cities.server";

export function CityPicker({
  cities,
  selectedId,
}: {
  cities: CityPickerOption[];
  selectedId: string | null;
}) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex items-end gap-3" aria-label="Choose a city">
      <SelectField
        label={LABELS.cityPicker}
        name="cityId"
        className="min-w-0 flex-1"
        defaultValue={selectedId ?? ""}
        key={selectedId ?? "none"}
        onChange={(event) => submit(event.currentTarget.form, { replace: false })}
      >
        <option value="">{LABELS.chooseCity}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}, {city.state} ({city.status})
          </option>
        ))}
      </SelectField>
      <noscript>
        <Button type="submit" variant="outline">
          {LABELS.openCity}
        </Button>
      </noscript>
    </Form>
  );
}
