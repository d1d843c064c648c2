// The add dialog: a new listing's name and city (required), category, details and tier (Tier 3 unless chosen).
// Once added, the list shows it: the name search is set to its name.
import { useFetcher, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import { CityOptions } from "~/features/cities/components/city-options";
import { BASIC_TIER } from "~/features/directory/directory.schema";
import type { BusinessCategory } from "~/features/directory/directory.server";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_DIRECTORY_INTENTS } from "../admin-directory.constants";
import {
  ADD_BUSINESS,
  ADD_DESCRIPTION,
  ADD_TITLE,
  ADDING,
  CANCEL,
  CHOOSE_CITY,
  FIELD_LABELS,
} from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH, adminDirectoryUrl } from "../admin-directory.links";
import type { CityFilterOption } from "../admin-directory.server";
import { ListingFields, RequiredLabel } from "./listing-fields";

type CreateAnswer = ActionResult<{ business: { id: string; name: string } }>;

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
  const busy = fetcher.state !== "idle";
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const fieldErrors = failure?.fieldErrors ?? {};
  const formError = failure && Object.keys(fieldErrors).length === 0 ? failure.error : undefined;

  useActionToast(fetcher, {
    onSuccess: (answer) => {
      onClose();
      navigate(adminDirectoryUrl({ name: answer.business.name }));
    },
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
