// The add dialog: a new listing's name and city (required), category, details and tier (Tier 3 unless chosen).
// Once added, the list shows it: the name search is set to its name.
import { useFetcher, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { CityOptions } from "~/features/cities/components/city-options";
import { BASIC_TIER } from "~/features/directory/directory.schema";
import type { BusinessCategory } from "~/features/directory/directory.server";
import type { FieldErrors } from "~/lib/http.server";
import { ADMIN_DIRECTORY_INTENTS } from "../admin-directory.constants";
import {
  ADD_BUSINESS,
  ADD_DESCRIPTION,
  ADD_TITLE,
  ADDING,
  BUSINESS_CREATE_FAILED,
  BUSINESS_CREATED,
  CANCEL,
  CHOOSE_CITY,
  ERROR_TITLE,
  FIELD_LABELS,
} from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH, adminDirectoryUrl } from "../admin-directory.links";
import type { CityFilterOption } from "../admin-directory.server";
import { ListingFields, RequiredLabel } from "./listing-fields";
import { useFetcherAnswer } from "./use-fetcher-answer";

type CreateAnswer =
  | { ok: true; business: { id: string; name: string } }
  | { ok: false; error: string; fieldErrors: FieldErrors };

export function BusinessCreateDialog({
  cityOptions,
  categories,
  defaultCityId,
  onClose,
}: {
  cityOptions: readonly CityFilterOption[];
  categories: readonly BusinessCategory[];
  /** The city the list is filtered by, if any: the likeliest city of a new listing. */
  defaultCityId?: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<CreateAnswer>();
  const navigate = useNavigate();
  const { toast } = useToast();
  const busy = fetcher.state !== "idle";
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const fieldErrors = failure?.fieldErrors ?? {};
  const formError = failure && Object.keys(fieldErrors).length === 0 ? failure.error : undefined;

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast({ title: BUSINESS_CREATED, description: answer.business.name });
      onClose();
      navigate(adminDirectoryUrl({ name: answer.business.name }));
    } else {
      toast({ title: ERROR_TITLE, description: BUSINESS_CREATE_FAILED, variant: "destructive" });
    }
  });

  return (
    <Dialog open onClose={onClose} title={ADD_TITLE} description={ADD_DESCRIPTION}>
      <fetcher.Form method="post" action={ADMIN_DIRECTORY_PATH} className="space-y-3" noValidate>
        <input type="hidden" name="intent" value={ADMIN_DIRECTORY_INTENTS.create} />
        <ListingFields
          values={{ listingTier: BASIC_TIER, categoryId: null }}
          fieldErrors={fieldErrors}
          categories={categories}
          cityField={
            <SelectField
              name="cityId"
              label={<RequiredLabel text={FIELD_LABELS.cityId} />}
              defaultValue={defaultCityId ?? ""}
              error={fieldErrors.cityId}
              required
            >
              <option value="">{CHOOSE_CITY}</option>
              <CityOptions cities={cityOptions} />
            </SelectField>
          }
        />
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
            {busy ? ADDING : ADD_BUSINESS}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
