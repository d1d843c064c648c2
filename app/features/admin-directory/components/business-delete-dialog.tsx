// Deleting a listing asks first, naming the business, and says what will be lost.
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import type { DirectoryListing } from "~/features/directory/directory.server";
import { ADMIN_DIRECTORY_INTENTS } from "../admin-directory.constants";
import {
  BUSINESS_DELETE_FAILED,
  BUSINESS_DELETED,
  CANCEL,
  DELETE_BUSINESS,
  DELETING,
  deleteDescription,
  deleteTitle,
  ERROR_TITLE,
} from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH } from "../admin-directory.links";
import { useFetcherAnswer } from "./use-fetcher-answer";

type DeleteAnswer = { ok: true; business: { name: string } } | { ok: false; error: string };

export function BusinessDeleteDialog({
  listing,
  onClose,
}: {
  listing: DirectoryListing;
  onClose: () => void;
}) {
  const fetcher = useFetcher<DeleteAnswer>();
  const { toast } = useToast();
  const busy = fetcher.state !== "idle";

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast({ title: BUSINESS_DELETED, description: answer.business.name });
      onClose();
    } else {
      toast({
        title: ERROR_TITLE,
        description: `${BUSINESS_DELETE_FAILED}: ${answer.error}`,
        variant: "destructive",
      });
    }
  });

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
