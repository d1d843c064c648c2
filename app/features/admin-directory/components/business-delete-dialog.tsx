// Deleting a listing asks first, naming the business, and says what will be lost.
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { DirectoryListing } from "~/features/directory/directory.server";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_DIRECTORY_INTENTS } from "../admin-directory.constants";
import { CANCEL, DELETE_BUSINESS, DELETING, deleteDescription, deleteTitle } from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH } from "../admin-directory.links";

type DeleteAnswer = ActionResult;

export function BusinessDeleteDialog({
  listing,
  onClose,
}: {
  listing: DirectoryListing;
  onClose: () => void;
}) {
  const fetcher = useFetcher<DeleteAnswer>();
  const busy = fetcher.state !== "idle";

  useActionToast(fetcher, { onSuccess: () => onClose() });

  return (
    <Dialog
      open
      onClose={onClose}
      title={deleteTitle(listing.name)}
      description={deleteDescription(listing.name)}
    >
      <fetcher.Form method="post" action={ADMIN_DIRECTORY_PATH} className="flex justify-end gap-2">
        <input type="hidden" name="intent" value={ADMIN_DIRECTORY_INTENTS.delete} />
        <input type="hidden" name="businessId" value={listing.id} />
        <Button variant="outline" onClick={onClose} disabled={busy} autoFocus>
          {CANCEL}
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? DELETING : DELETE_BUSINESS}
        </Button>
      </fetcher.Form>
    </Dialog>
  );
}
