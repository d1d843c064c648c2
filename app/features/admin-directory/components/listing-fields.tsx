// The fields of a listing the add and edit dialogs share: name, category, description, contact details and tier.
// The server checks every field; its messages show beside the fields.
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { LISTING_TIERS, type ListingTier } from "~/features/directory/directory.schema";
import type { BusinessCategory } from "~/features/directory/directory.server";
import type { FieldErrors } from "~/lib/http.server";
import { BUSINESS_FIELD_MAX_CHARS } from "../admin-directory.constants";
import { FIELD_LABELS, REQUIRED_MARK } from "../admin-directory.copy";
import { CategoryOptions } from "./category-options";

const CONTACT_FIELDS = ["streetAddress", "postalCode", "telephone", "email", "website"] as const;
const INPUT_TYPES: Record<(typeof CONTACT_FIELDS)[number], string> = {
  streetAddress: "text",
  postalCode: "text",
  telephone: "tel",
  email: "email",
  website: "text",
};
const AUTOCOMPLETE_OFF = "off";

export type ListingFieldValues = Partial<Record<keyof typeof BUSINESS_FIELD_MAX_CHARS, string | null>> & {
  listingTier: ListingTier;
  categoryId: string | null;
};

/** A label with the required mark, hidden from screen readers (the control says `required` itself). */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text} <span aria-hidden="true">{REQUIRED_MARK}</span>
    </>
  );
}

export function ListingFields({
  values,
  fieldErrors,
  categories,
  cityField,
}: {
  values: ListingFieldValues;
  fieldErrors: FieldErrors;
  categories: readonly BusinessCategory[];
  /** The add dialog's city picker, placed under the name. */
  cityField?: React.ReactNode;
}) {
  const field = (name: keyof typeof BUSINESS_FIELD_MAX_CHARS) => ({
    name,
    label: FIELD_LABELS[name],
    error: fieldErrors[name],
    maxLength: BUSINESS_FIELD_MAX_CHARS[name],
    defaultValue: values[name] ?? "",
    autoComplete: AUTOCOMPLETE_OFF,
  });
  return (
    <>
      <TextField {...field("name")} label={<RequiredLabel text={FIELD_LABELS.name} />} required />
      <div className="grid gap-3 sm:grid-cols-2">
        {cityField}
        <SelectField
          name="businessCategory"
          label={FIELD_LABELS.businessCategory}
          defaultValue={values.categoryId ?? ""}
          error={fieldErrors.businessCategory}
        >
          <CategoryOptions categories={categories} />
        </SelectField>
      </div>
      <TextAreaField {...field("description")} rows={3} />
      <div className="grid gap-3 sm:grid-cols-2">
        {CONTACT_FIELDS.map((name) => (
          <TextField key={name} {...field(name)} type={INPUT_TYPES[name]} />
        ))}
        <SelectField
          name="listingTier"
          label={FIELD_LABELS.listingTier}
          defaultValue={values.listingTier}
          error={fieldErrors.listingTier}
        >
          {LISTING_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
