// The Request City Coverage form, shown in the dialog (with JavaScript) or inline on the page (without).
import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
// The constants, not the schema: a schema module's zod calls would ship zod to the home page (ADR 0038).
import {
  CITY_NAME_MAX_CHARS,
  EMAIL_MAX_CHARS,
  REQUEST_CITY_INTENT,
} from "~/features/cities/cities.constants";
import {
  REQUEST_CITY_NAME_LABEL,
  REQUEST_EMAIL_LABEL,
  REQUEST_FAILURE_DESCRIPTION,
  REQUEST_FAILURE_TITLE,
  REQUEST_STATE_LABEL,
  REQUEST_STATE_PLACEHOLDER,
  REQUEST_SUBMIT,
  REQUEST_SUBMITTING,
  REQUEST_SUCCESS_DESCRIPTION,
  REQUEST_SUCCESS_TITLE,
} from "~/features/cities/city-requests.copy";
import { useHydrated } from "~/features/home/components/use-hydrated";
import type { ActionResult } from "~/lib/action-result";
import { US_STATES } from "~/lib/us-states";

export type CityRequestResult = ActionResult;

export function CityRequestForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CityRequestResult>();
  // Without JavaScript the form posts as a document request and its answer arrives as action data.
  const documentResult = useActionData<CityRequestResult>();
  const result = fetcher.data ?? documentResult;
  const [state, setState] = useState("");
  const [cityName, setCityName] = useState("");
  const [email, setEmail] = useState("");

  const sending = fetcher.state !== "idle";
  const complete = state !== "" && cityName.trim() !== "" && email.trim() !== "";

  useActionToast(fetcher, {
    onSuccess: () => {
      setState("");
      setCityName("");
      setEmail("");
      onSubmitted?.();
    },
  });

  const fieldErrors = result && !result.ok ? result.fieldErrors : {};

  return (
    // The data- attributes are for the home page's island script, which posts this form without the app and
    // shows the answer the server renders here (ADR 0049).
    <fetcher.Form
      method="post"
      className="flex flex-col gap-4"
      data-city-request-form
      data-failure-title={REQUEST_FAILURE_TITLE}
      data-failure-description={REQUEST_FAILURE_DESCRIPTION}
    >
      <input type="hidden" name="intent" value={REQUEST_CITY_INTENT} />
      <SelectField
        label={REQUEST_STATE_LABEL}
        name="state"
        required
        value={state}
        onChange={(event) => setState(event.target.value)}
        error={fieldErrors.state}
      >
        <option value="">{REQUEST_STATE_PLACEHOLDER}</option>
        {US_STATES.map((usState) => (
          <option key={usState.code} value={usState.code}>
            {usState.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={REQUEST_CITY_NAME_LABEL}
        name="cityName"
        required
        maxLength={CITY_NAME_MAX_CHARS}
        autoComplete="address-level2"
        value={cityName}
        onChange={(event) => setCityName(event.target.value)}
        error={fieldErrors.cityName}
      />
      <TextField
        label={REQUEST_EMAIL_LABEL}
        name="email"
        type="email"
        required
        maxLength={EMAIL_MAX_CHARS}
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
      />
      {/* The outcome in words on the page too, so it is visible when JavaScript (and so the toast) is off. */}
      <div
        role="status"
        className="text-sm"
        data-outcome={result ? (result.ok ? "ok" : "failed") : undefined}
        data-toast-title={result?.toast?.title}
        data-toast-description={result?.toast?.description}
        data-toast-variant={result?.toast?.variant}
      >
        {result?.ok ? (
          <p className="rounded-md bg-teal-50 p-3 text-teal-900">
            <strong>{REQUEST_SUCCESS_TITLE}</strong> {REQUEST_SUCCESS_DESCRIPTION}
          </p>
        ) : result ? (
          <p className="rounded-md bg-red-50 p-3 text-red-800">
            <strong>{REQUEST_FAILURE_TITLE}:</strong> {result.error}
          </p>
        ) : null}
      </div>
      {/* Disabled only once hydrated: without JavaScript the browser's `required` checks do this job. */}
      <Button
        type="submit"
        disabled={hydrated && (!complete || sending)}
        className="self-end"
        data-busy-label={REQUEST_SUBMITTING}
      >
        {sending ? REQUEST_SUBMITTING : REQUEST_SUBMIT}
      </Button>
    </fetcher.Form>
  );
}
