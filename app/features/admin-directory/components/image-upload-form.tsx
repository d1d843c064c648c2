// Choosing and uploading a listing's image. The browser checks type and size first for a quick answer; the
// server decides by the file's bytes. A successful upload replaces the listing's image at once.
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useImageUpload } from "~/components/ui/use-image-upload";
import { BusinessImage } from "~/features/directory/components/business-image";
import type { DirectoryListing } from "~/features/directory/directory.server";
import { ACCEPTED_IMAGE_CONTENT_TYPES } from "~/lib/image-type";
import { ADMIN_DIRECTORY_INTENTS, IMAGE_FIELD } from "../admin-directory.constants";
import { FIELD_LABELS, IMAGE_HINT, UPLOAD_IMAGE, UPLOADING } from "../admin-directory.copy";
import { ADMIN_DIRECTORY_PATH } from "../admin-directory.links";

export function ImageUploadForm({ listing }: { listing: DirectoryListing }) {
  const { fetcher, form, busy, rejectIfBad } = useImageUpload();

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={ADMIN_DIRECTORY_PATH}
      encType="multipart/form-data"
      className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[8rem_1fr]"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem(IMAGE_FIELD);
        if (input instanceof HTMLInputElement && rejectIfBad(input)) event.preventDefault();
      }}
    >
      <BusinessImage
        imageUrl={listing.imageUrl}
        name={listing.name}
        className="aspect-[16/9] w-full rounded"
      />
      <div className="flex flex-col gap-2">
        {/* The text fields come first: the server reads them before the file. */}
        <input type="hidden" name="intent" value={ADMIN_DIRECTORY_INTENTS.upload} />
        <input type="hidden" name="businessId" value={listing.id} />
        <TextField
          label={FIELD_LABELS.image}
          hint={IMAGE_HINT}
          name={IMAGE_FIELD}
          type="file"
          accept={ACCEPTED_IMAGE_CONTENT_TYPES.join(",")}
          onChange={(event) => {
            if (event.currentTarget.files?.length) rejectIfBad(event.currentTarget);
          }}
        />
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {busy ? UPLOADING : UPLOAD_IMAGE}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
