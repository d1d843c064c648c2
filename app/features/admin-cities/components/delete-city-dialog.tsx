// "Delete city": a dialog that names what a delete takes (the city, its URLs, members' home-city choice) and what
// blocks it (not archived, meetings, business listings), and deletes only an archived, empty city (ADR 0022).
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import { INTENTS } from "../admin-cities.constants";
import { LABELS, listingsCount, meetingsCount } from "../admin-cities.copy";
import type { City, CityDeletion, CityUrl } from "../admin-cities.server";

export function DeleteCityDialog({
  city,
  urls,
  deletion,
}: {
  city: City;
  urls: CityUrl[];
  deletion: CityDeletion;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  useActionToast(fetcher, { onSuccess: () => setOpen(false) });
  const busy = isBusy(fetcher.state);
  const blockers = [
    deletion.archived ? null : LABELS.deleteBlockedStatus(city.status),
    deletion.videoCount > 0 ? LABELS.deleteBlockedMeetings(meetingsCount(deletion.videoCount)) : null,
    deletion.listingCount > 0 ? LABELS.deleteBlockedListings(listingsCount(deletion.listingCount)) : null,
  ].filter((line): line is string => line !== null);
  const blocked = blockers.length > 0;

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {LABELS.deleteCity}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={LABELS.confirmDeleteCityTitle(city.name)}
        description={blocked ? LABELS.deleteBlockedIntro : LABELS.deleteTakesIntro}
      >
        {blocked ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {blockers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            <li>{LABELS.deleteTakesCity(city.name, city.state)}</li>
            <li>
              {urls.length === 0 ? LABELS.deleteTakesNoUrls : LABELS.deleteTakesUrls(urls.length)}
              {urls.length > 0 ? (
                <ul className="mt-1 list-[circle] pl-5 text-slate-700">
                  {urls.map((url) => (
                    <li key={url.id} className="break-words">
                      {url.title ? `${url.title} (${url.url})` : url.url}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
            <li>{LABELS.deleteTakesHomeCity}</li>
          </ul>
        )}
        <fetcher.Form method="post" className="mt-5 flex justify-end gap-3">
          <input type="hidden" name="intent" value={INTENTS.deleteCity} />
          <input type="hidden" name="cityId" value={city.id} />
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {LABELS.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={busy || blocked}>
            {busy ? LABELS.deleting : LABELS.deleteCityConfirm}
          </Button>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
