// The city's form fields, shared by the create form and the details editor.
import { useState } from "react";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { US_STATES } from "~/lib/us-states";
import {
  CITY_STATUSES,
  LIMITS,
  NEW_CITY_DEFAULT_PRIMARY_COLOR,
  NEW_CITY_DEFAULT_SECONDARY_COLOR,
  NEW_CITY_DEFAULT_STATE,
} from "../admin-cities.constants";
import { LABELS } from "../admin-cities.copy";
import { slugifyLocationKey } from "../city-keys";

export type CityFormValues = {
  name: string;
  state: string;
  county: string | null;
  locationKey: string;
  status: string;
  description: string | null;
  imageUrl: string | null;
  domain: string | null;
  tagLine: string | null;
  icon: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
};

export const NEW_CITY_VALUES: CityFormValues = {
  name: "",
  state: NEW_CITY_DEFAULT_STATE,
  county: "",
  locationKey: "",
  status: "New",
  description: null,
  imageUrl: null,
  domain: null,
  tagLine: null,
  icon: null,
  primaryColor: NEW_CITY_DEFAULT_PRIMARY_COLOR,
  secondaryColor: NEW_CITY_DEFAULT_SECONDARY_COLOR,
};

/** A colour input needs "#rrggbb"; a stored "#abc" or nothing falls back to the default. */
function colorInputValue(value: string | null, fallback: string): string {
  if (value && /^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (value && /^#[0-9a-f]{3}$/i.test(value))
    return `#${[...value.slice(1)].map((digit) => digit + digit).join("")}`.toLowerCase();
  return fallback.toLowerCase();
}

function Required({ children }: { children: string }) {
  return (
    <>
      {children} <span aria-hidden="true">*</span>
    </>
  );
}

/**
 * `generateKey`: the location key follows the name until the admin types one (the create form); the server is
 * told so, and then makes the generated key unique.
 */
export function CityFields({
  initial,
  generateKey = false,
  full = true,
}: {
  initial: CityFormValues;
  generateKey?: boolean;
  full?: boolean;
}) {
  const [name, setName] = useState(initial.name);
  const [locationKey, setLocationKey] = useState(initial.locationKey);
  const [keyEdited, setKeyEdited] = useState(!generateKey);
  const shownKey = keyEdited ? locationKey : slugifyLocationKey(name, LIMITS.locationKey);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={<Required>{LABELS.name}</Required>}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-required="true"
        autoComplete="off"
      />
      <TextField
        label={<Required>{LABELS.county}</Required>}
        name="county"
        defaultValue={initial.county ?? ""}
        aria-required="true"
        autoComplete="off"
      />
      <SelectField label={LABELS.state} name="state" defaultValue={initial.state}>
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name} ({state.code})
          </option>
        ))}
      </SelectField>
      <SelectField label={LABELS.status} name="status" defaultValue={initial.status}>
        {CITY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
      <TextField
        label={LABELS.locationKey}
        name="locationKey"
        hint={LABELS.locationKeyHint}
        value={shownKey}
        onChange={(event) => {
          setKeyEdited(true);
          setLocationKey(event.target.value);
        }}
        autoComplete="off"
        spellCheck={false}
      />
      {generateKey ? <input type="hidden" name="locationKeyGenerated" value={String(!keyEdited)} /> : null}
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={LABELS.primaryColor}
          name="primaryColor"
          type="color"
          className="[&_input]:h-10 [&_input]:p-1"
          defaultValue={colorInputValue(initial.primaryColor, NEW_CITY_DEFAULT_PRIMARY_COLOR)}
        />
        <TextField
          label={LABELS.secondaryColor}
          name="secondaryColor"
          type="color"
          className="[&_input]:h-10 [&_input]:p-1"
          defaultValue={colorInputValue(initial.secondaryColor, NEW_CITY_DEFAULT_SECONDARY_COLOR)}
        />
      </div>
      {full ? (
        <>
          <TextAreaField
            label={LABELS.description}
            name="description"
            rows={3}
            className="sm:col-span-2"
            defaultValue={initial.description ?? ""}
          />
          <TextField label={LABELS.tagLine} name="tagLine" defaultValue={initial.tagLine ?? ""} />
          <TextField label={LABELS.domain} name="domain" defaultValue={initial.domain ?? ""} />
          <TextField
            // A new upload (saved at once) shows here too, so Save keeps it rather than the address it replaced.
            key={initial.imageUrl ?? ""}
            label={LABELS.imageUrl}
            name="imageUrl"
            hint={LABELS.imageUrlHint}
            inputMode="url"
            spellCheck={false}
            defaultValue={initial.imageUrl ?? ""}
          />
          <TextField
            label={LABELS.icon}
            name="icon"
            hint={LABELS.iconHint}
            defaultValue={initial.icon ?? ""}
          />
        </>
      ) : null}
    </div>
  );
}

/** Name and county, trimmed, both present: the spec's one check before a city is created. */
export function hasNameAndCounty(form: HTMLFormElement): boolean {
  const data = new FormData(form);
  return String(data.get("name") ?? "").trim() !== "" && String(data.get("county") ?? "").trim() !== "";
}
