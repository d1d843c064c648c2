// The edit dialog: the listing's image (uploaded on its own) and a form of its details and tier. The server
// checks every field; its messages show beside the fields, with the spec's "Error" / "Failed to update business".
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { LISTING_TIERS } from "~/features/directory/directory.constants";
import type { DirectoryListing } from "~/features/directory/directory.server";
import type { FieldErrors } from "~/lib/http.server";
import { ADMIN_DIRECTORY_INTENTS, BUSINESS_FIELD_MAX_CHARS } from "../admin-directory.constants";
import {
  BUSINESS_UPDATE_FAILED,
  BUSINESS_UPDATED,
  CANCEL,
  EDIT_TITLE,
  ERROR_TITLE,
  FIELD_LABELS,
  REQUIRED_MARK,
  SAVE_CHANGES,
  SAVING,
} from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH } from "../admin-directory.links";
import { ImageUploadForm } from "./image-upload-form";

type UpdateAnswer = { ok: true } | { ok: false; error: string; fieldErrors: FieldErrors };

const TEXT_FIELDS = ["streetAddress", "postalCode", "telephone", "email", "website"] as const;
const INPUT_TYPES: Record<(typeof TEXT_FIELDS)[number], string> = {
  streetAddress: "text",
  postalCode: "text",
  telephone: "tel",
  email: "email",
  website: "text",
};
const AUTOCOMPLETE_OFF = "off";

export function BusinessEditDialog({ listing, onClose }: { listing: DirectoryListing; onClose: () => void }) {
  const fetcher = useFetcher<UpdateAnswer>();
  const { toast } = useToast();
  const answered = useRef<UpdateAnswer | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const fieldErrors = failure?.fieldErrors ?? {};
  // A message that belongs to no field (an unknown listing, say) shows above the buttons.
  const formError = failure && Object.keys(fieldErrors).length === 0 ? failure.error : undefined;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.ok) {
      toast({ title: BUSINESS_UPDATED });
      onClose();
    } else {
      toast({ title: ERROR_TITLE, description: BUSINESS_UPDATE_FAILED, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, toast, onClose]);

  const field = (name: keyof typeof BUSINESS_FIELD_MAX_CHARS) => ({
    name,
    label: FIELD_LABELS[name],
    error: fieldErrors[name],
    maxLength: BUSINESS_FIELD_MAX_CHARS[name],
    defaultValue: listing[name] ?? "",
    autoComplete: AUTOCOMPLETE_OFF,
  });

  return (
    <Dialog open onClose={onClose} title={EDIT_TITLE} description={listing.name}>
      <div className="space-y-4">
        <ImageUploadForm listing={listing} />
        <fetcher.Form method="post" action={ADMIN_DIRECTORY_PATH} className="space-y-3" noValidate>
          <input type="hidden" name="intent" value={ADMIN_DIRECTORY_INTENTS.update} />
          <input type="hidden" name="businessId" value={listing.id} />
          <TextField
            {...field("name")}
            label={
              <>
                {FIELD_LABELS.name} <span aria-hidden="true">{REQUIRED_MARK}</span>
              </>
            }
            required
          />
          <TextAreaField {...field("description")} rows={3} />
          <div className="grid gap-3 sm:grid-cols-2">
            {TEXT_FIELDS.map((name) => (
              <TextField key={name} {...field(name)} type={INPUT_TYPES[name]} />
            ))}
            <SelectField
              name="listingTier"
              label={FIELD_LABELS.listingTier}
              defaultValue={listing.listingTier}
              error={fieldErrors.listingTier}
            >
              {LISTING_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {tier}
                </option>
              ))}
            </SelectField>
          </div>
          {formError ? (
            <p role="alert" className="text-sm text-red-700">
              {formError}
            </p>
          ) : null}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={onClose}>
              {CANCEL}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? SAVING : SAVE_CHANGES}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </Dialog>
  );
}
