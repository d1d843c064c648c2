// The edit dialog: the listing's image (uploaded on its own) and a form of its details, category and tier. The
// server checks every field; its messages show beside the fields, with the spec's "Error" / "Failed to update
// business".
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { BusinessCategory, DirectoryListing } from "~/features/directory/directory.server";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_DIRECTORY_INTENTS } from "../admin-directory.constants";
import { CANCEL, EDIT_TITLE, SAVE_CHANGES, SAVING } from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH } from "../admin-directory.links";
import { ImageUploadForm } from "./image-upload-form";
import { ListingFields } from "./listing-fields";

type UpdateAnswer = ActionResult;

export function BusinessEditDialog({
  listing,
  categories,
  onClose,
}: {
  listing: DirectoryListing;
  categories: readonly BusinessCategory[];
  onClose: () => void;
}) {
  const fetcher = useFetcher<UpdateAnswer>();
  const busy = fetcher.state !== "idle";
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const fieldErrors = failure?.fieldErrors ?? {};
  // A message that belongs to no field (an unknown listing, say) shows above the buttons.
  const formError = failure && Object.keys(fieldErrors).length === 0 ? failure.error : undefined;

  useActionToast(fetcher, { onSuccess: () => onClose() });

  return (
    <Dialog open onClose={onClose} title={EDIT_TITLE} description={listing.name}>
      <div className="space-y-4">
        <ImageUploadForm listing={listing} />
        <fetcher.Form method="post" action={ADMIN_DIRECTORY_PATH} className="space-y-3" noValidate>
          <input type="hidden" name="intent" value={ADMIN_DIRECTORY_INTENTS.update} />
          <input type="hidden" name="businessId" value={listing.id} />
          <ListingFields
            values={{ ...listing, categoryId: listing.category?.id ?? null }}
            fieldErrors={fieldErrors}
            categories={categories}
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
              {busy ? SAVING : SAVE_CHANGES}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </Dialog>
  );
}
