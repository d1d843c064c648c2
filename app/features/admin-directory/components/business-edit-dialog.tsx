// The edit dialog: the listing's image (uploaded on its own) and a form of its details, category and tier. The
// server checks every field; its messages show beside the fields, with the spec's "Error" / "Failed to update
// business".
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import type { BusinessCategory, DirectoryListing } from "~/features/directory/directory.server";
import type { FieldErrors } from "~/lib/http.server";
import { ADMIN_DIRECTORY_INTENTS } from "../admin-directory.constants";
import {
  BUSINESS_UPDATE_FAILED,
  BUSINESS_UPDATED,
  CANCEL,
  EDIT_TITLE,
  ERROR_TITLE,
  SAVE_CHANGES,
  SAVING,
} from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH } from "../admin-directory.links";
import { ImageUploadForm } from "./image-upload-form";
import { ListingFields } from "./listing-fields";
import { useFetcherAnswer } from "./use-fetcher-answer";

type UpdateAnswer = { ok: true } | { ok: false; error: string; fieldErrors: FieldErrors };

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
  const { toast } = useToast();
  const busy = fetcher.state !== "idle";
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const fieldErrors = failure?.fieldErrors ?? {};
  // A message that belongs to no field (an unknown listing, say) shows above the buttons.
  const formError = failure && Object.keys(fieldErrors).length === 0 ? failure.error : undefined;

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast({ title: BUSINESS_UPDATED });
      onClose();
    } else {
      toast({ title: ERROR_TITLE, description: BUSINESS_UPDATE_FAILED, variant: "destructive" });
    }
  });

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
