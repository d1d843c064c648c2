// The create-city form (spec 001 section 5) behind a "New city" disclosure, so the selected city's details come
// first on the screen (ADR 0022): the button opens the form and moves focus into it, Cancel closes it and gives
// focus back. Name and county are required after trimming; the new city is selected once created (the action
// redirects to it, and the page's new key for this component closes the form).
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import { INTENTS } from "../admin-cities.constants";
import { FILL_REQUIRED_FIELDS, LABELS, NAME_AND_COUNTY_REQUIRED } from "../admin-cities.copy";
import { CityFields, hasNameAndCounty, NEW_CITY_VALUES } from "./city-fields";

const FORM_ID = "create-city-form";

export function CreateCity() {
  const [open, setOpen] = useState(false);
  // The button works only once the page has hydrated; until then it says so by being disabled.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <div className="flex items-end">
        <button
          ref={toggle}
          type="button"
          className={buttonClasses("primary")}
          aria-expanded={open}
          aria-controls={FORM_ID}
          disabled={!hydrated}
          onClick={() => setOpen(!open)}
        >
          {LABELS.newCity}
        </button>
      </div>
      {open ? <CreateCityForm onCancel={close} /> : null}
      {/* Without JavaScript the button cannot open anything: the form is simply there. */}
      <noscript>
        <CreateCityForm />
      </noscript>
    </>
  );
}

function CreateCityForm({ onCancel }: { onCancel?: () => void }) {
  const fetcher = useFetcher();
  const { toast } = useToast();
  const section = useRef<HTMLElement>(null);
  useActionToast(fetcher);
  const busy = isBusy(fetcher.state);
  useEffect(() => {
    if (onCancel) section.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }, [onCancel]);
  return (
    <section
      ref={section}
      id={FORM_ID}
      aria-labelledby="create-city-heading"
      className="rounded-lg border border-slate-200 p-5 lg:col-span-2"
    >
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
        onKeyDown={(event) => {
          if (event.key === "Escape" && onCancel) onCancel();
        }}
      >
        <input type="hidden" name="intent" value={INTENTS.createCity} />
        <CityFields initial={NEW_CITY_VALUES} generateKey full={false} />
        <div className="flex gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? LABELS.creatingCity : LABELS.createCity}
          </Button>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {LABELS.cancel}
            </Button>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
