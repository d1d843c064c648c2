// The create-city form (spec 001 section 5): name and county required after trimming; the new city is
// selected once created (the action redirects to it).
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { INTENTS } from "../admin-cities.constants";
import { FILL_REQUIRED_FIELDS, LABELS, NAME_AND_COUNTY_REQUIRED, TOASTS } from "../admin-cities.copy";
import { CityFields, hasNameAndCounty, NEW_CITY_VALUES } from "./city-fields";
import { isBusy, useActionToast } from "./use-action-toast";

export function CreateCityForm() {
  const fetcher = useFetcher();
  const { toast } = useToast();
  useActionToast(fetcher.data, {
    errorTitle: (error) =>
      error === NAME_AND_COUNTY_REQUIRED ? FILL_REQUIRED_FIELDS : TOASTS.errorCreatingCity,
  });
  const busy = isBusy(fetcher.state);
  return (
    <section aria-labelledby="create-city-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="create-city-heading" className="text-lg font-semibold">
        {LABELS.createCityHeading}
      </h2>
      <fetcher.Form
        method="post"
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          if (hasNameAndCounty(event.currentTarget)) return;
          event.preventDefault();
          toast({
            title: FILL_REQUIRED_FIELDS,
            description: NAME_AND_COUNTY_REQUIRED,
            variant: "destructive",
          });
        }}
      >
        <input type="hidden" name="intent" value={INTENTS.createCity} />
        <CityFields initial={NEW_CITY_VALUES} generateKey full={false} />
        <Button type="submit" disabled={busy}>
          {busy ? LABELS.creatingCity : LABELS.createCity}
        </Button>
      </fetcher.Form>
    </section>
  );
}
