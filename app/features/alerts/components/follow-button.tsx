// The Follow button of the city page, search results and meeting page (issue #17). A member follows with one click;
// a visitor opens a small form for their address and time zone (the browser's zone by default), and for a body, a
// list of the city's bodies (never a box to type one in: issue #31), and gets a confirmation mail. The answer is the
// one action shape, toasted by useActionToast.
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import type { ActionResult } from "~/lib/action-result";
import { ALERT_EMAIL_MAX_CHARS, type AlertKind } from "../alerts.constants";
import {
  FOLLOW_A_BODY,
  FOLLOW_BODY_LABEL,
  FOLLOW_EMAIL_LABEL,
  FOLLOW_HINT,
  FOLLOW_SUBMIT,
  FOLLOW_TIME_ZONE_LABEL,
  FOLLOWING,
} from "../alerts.copy";

export const FOLLOW_ACTION = "/alerts/follow";

type FollowAnswer = ActionResult<{ status: "saved" | "confirmation-sent" }>;

export type FollowTarget = {
  kind: AlertKind;
  /** Blank: a search in every city. */
  cityKey: string;
  /** One of the city's bodies (listCityBodies), never text a person typed. */
  body?: string;
  query?: string;
};

export function FollowButton({
  target,
  label,
  signedIn,
  following = false,
  bodies = [],
}: {
  target: FollowTarget;
  /** "Follow this city", "Follow Board of Education", "Follow this search". */
  label: string;
  signedIn: boolean;
  following?: boolean;
  /** For a body: the city's bodies, offered to a visitor as a list with the target's body chosen. */
  bodies?: readonly string[];
}) {
  const fetcher = useFetcher<FollowAnswer>();
  const [open, setOpen] = useState(false);
  const [timeZone, setTimeZone] = useState("UTC");
  const formId = useId();
  const done = following || (fetcher.data?.ok === true && fetcher.data.status === "saved");
  useActionToast(fetcher, { onSuccess: () => setOpen(false) });
  // The browser's zone is known only once hydrated; the server renders UTC.
  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  }, []);
  // A visitor's form offers the city's bodies as a list; a member's one click follows the target's body.
  const chooseBody = target.kind === "body" && target.body !== undefined && bodies.includes(target.body);
  const hidden = (withBody: boolean) => (
    <>
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="cityKey" value={target.cityKey} />
      {withBody && target.body ? <input type="hidden" name="body" value={target.body} /> : null}
      {target.query ? <input type="hidden" name="query" value={target.query} /> : null}
    </>
  );
  if (done)
    return (
      <p className="text-sm font-medium text-emerald-800" role="status">
        {FOLLOWING}
      </p>
    );
  if (signedIn)
    return (
      <fetcher.Form method="post" action={FOLLOW_ACTION}>
        {hidden(true)}
        <Button type="submit" variant="outline" size="sm" disabled={isBusy(fetcher.state)}>
          {label}
        </Button>
      </fetcher.Form>
    );
  const errors = fetcher.data?.ok === false ? fetcher.data.fieldErrors : {};
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      {open ? (
        <fetcher.Form
          id={formId}
          method="post"
          action={FOLLOW_ACTION}
          aria-label={chooseBody ? FOLLOW_A_BODY : label}
          className="mt-3 max-w-sm space-y-3 rounded-md border border-slate-200 bg-white p-4 shadow-sm"
        >
          {hidden(!chooseBody)}
          {chooseBody ? (
            <SelectField label={FOLLOW_BODY_LABEL} name="body" defaultValue={target.body} error={errors.body}>
              {bodies.map((body) => (
                <option key={body} value={body}>
                  {body}
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextField
            label={FOLLOW_EMAIL_LABEL}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={ALERT_EMAIL_MAX_CHARS}
            error={errors.email}
          />
          <TextField
            label={FOLLOW_TIME_ZONE_LABEL}
            name="timeZone"
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
            error={errors.timeZone}
          />
          {errors.query ? <p className="text-sm text-red-700">{errors.query}</p> : null}
          {errors.body && !chooseBody ? <p className="text-sm text-red-700">{errors.body}</p> : null}
          <p className="text-xs text-slate-600">{FOLLOW_HINT}</p>
          <Button type="submit" size="sm" disabled={isBusy(fetcher.state)}>
            {FOLLOW_SUBMIT}
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
