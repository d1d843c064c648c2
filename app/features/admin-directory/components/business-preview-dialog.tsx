// The preview dialog: the listing exactly as the public directory shows its card.
import { Dialog } from "~/components/ui/dialog";
import { BusinessCard } from "~/features/directory/components/business-card";
import type { DirectoryListing } from "~/features/directory/directory.server";
import { previewTitle } from "../admin-directory.copy";

export function BusinessPreviewDialog({
  listing,
  onClose,
}: {
  listing: DirectoryListing;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={previewTitle(listing.name)}
      description={`${listing.listingTier} · ${listing.city.name}, ${listing.city.state}`}
    >
      <BusinessCard listing={listing} locationKey={listing.city.locationKey} />
    </Dialog>
  );
}
