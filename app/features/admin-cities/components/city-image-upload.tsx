// The city's image: what it is now, and an upload that replaces it at once (ADR 0013's checks; ADR 0022). The
// browser checks type and size first for a quick answer; the server decides by the file's bytes.
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useImageUpload } from "~/components/ui/use-image-upload";
import { ACCEPTED_IMAGE_CONTENT_TYPES } from "~/lib/image-type";
import { CITY_IMAGE_FIELD, CITY_IMAGE_UPLOAD_ACTION, INTENTS } from "../admin-cities.constants";
import { LABELS } from "../admin-cities.copy";

export function CityImageUpload({ cityId, imageUrl }: { cityId: string; imageUrl: string | null }) {
  const { fetcher, form, busy, rejectIfBad } = useImageUpload();

  return (
    <section aria-labelledby="city-image-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="city-image-heading" className="text-base font-semibold">
        {LABELS.cityImageHeading}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-[12rem_1fr]">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={LABELS.currentCityImage}
            className="aspect-[16/9] w-full rounded border border-slate-200 object-cover"
          />
        ) : (
          <p className="flex aspect-[16/9] w-full items-center justify-center rounded border border-dashed border-slate-300 text-sm text-slate-500">
            {LABELS.noCityImage}
          </p>
        )}
        <fetcher.Form
          ref={form}
          method="post"
          action={CITY_IMAGE_UPLOAD_ACTION}
          encType="multipart/form-data"
          aria-label={LABELS.cityImageHeading}
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            const input = event.currentTarget.elements.namedItem(CITY_IMAGE_FIELD);
            if (input instanceof HTMLInputElement && rejectIfBad(input)) event.preventDefault();
          }}
        >
          {/* The text fields come first: the server reads them before the file. */}
          <input type="hidden" name="intent" value={INTENTS.uploadCityImage} />
          <input type="hidden" name="cityId" value={cityId} />
          <TextField
            label={LABELS.imageFile}
            hint={LABELS.imageHint}
            name={CITY_IMAGE_FIELD}
            type="file"
            accept={ACCEPTED_IMAGE_CONTENT_TYPES.join(",")}
            onChange={(event) => {
              if (event.currentTarget.files?.length) rejectIfBad(event.currentTarget);
            }}
          />
          <div>
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              {busy ? LABELS.uploading : LABELS.uploadImage}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
