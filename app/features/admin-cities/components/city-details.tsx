// The selected city's details: a view, and an editor where Save updates and returns to the view and Cancel
// discards (spec 001 section 4).
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import { INTENTS } from "../admin-cities.constants";
import { LABELS } from "../admin-cities.copy";
import type { City, CityDeletion, CityUrl } from "../admin-cities.server";
import { CityFields } from "./city-fields";
import { CityImageUpload } from "./city-image-upload";
import { DeleteCityDialog } from "./delete-city-dialog";

function Swatch({ color }: { color: string | null }) {
  if (!color) return <span className="text-slate-500">-</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="h-4 w-4 rounded border border-slate-300"
        style={{ background: color }}
      />
      {color}
    </span>
  );
}

export function CityDetails({
  city,
  urls,
  deletion,
}: {
  city: City;
  urls: CityUrl[];
  deletion: CityDeletion;
}) {
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher();
  useActionToast(fetcher, { onSuccess: () => setEditing(false) });
  const busy = isBusy(fetcher.state);

  const rows: [string, React.ReactNode][] = [
    [LABELS.name, city.name],
    [LABELS.state, city.state],
    [LABELS.county, city.county || "-"],
    [LABELS.locationKey, city.locationKey],
    [LABELS.status, city.status],
    [LABELS.description, city.description || "-"],
    [LABELS.tagLine, city.tagLine || "-"],
    [LABELS.domain, city.domain || "-"],
    [LABELS.imageUrl, city.imageUrl || "-"],
    [LABELS.icon, city.icon || "-"],
    [LABELS.primaryColor, <Swatch key="primary" color={city.primaryColor} />],
    [LABELS.secondaryColor, <Swatch key="secondary" color={city.secondaryColor} />],
  ];

  return (
    <section aria-labelledby="city-details-heading" className="rounded-lg border border-slate-200 p-5">
      <div className="flex items-center justify-between gap-4">
        <h2 id="city-details-heading" className="text-lg font-semibold">
          {LABELS.cityDetailsHeading}
        </h2>
        {editing ? null : (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {LABELS.edit}
            </Button>
            <DeleteCityDialog city={city} urls={urls} deletion={deletion} />
          </div>
        )}
      </div>
      {editing ? (
        <fetcher.Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={INTENTS.updateCity} />
          <input type="hidden" name="cityId" value={city.id} />
          <CityFields initial={city} />
          <div className="flex gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? LABELS.saving : LABELS.save}
            </Button>
            <Button variant="outline" onClick={() => setEditing(false)} disabled={busy}>
              {LABELS.cancel}
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <CityImageUpload cityId={city.id} imageUrl={city.imageUrl} />
    </section>
  );
}
