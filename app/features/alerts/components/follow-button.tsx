// The Follow button of the city page, search results and meeting page (issue #17). A member follows with one click;
// a visitor opens a small form for their address and time zone (the browser's zone by default), and for a body, a
// list of the city's bodies (never a box to type one in: issue #31), and gets a confirmation mail. The answer is the
// one action shape, toasted by useActionToast. A visitor's page is served without the app (ADR 0053): its HTML
// holds the form in a <details> that works without JavaScript, and follow-enhancement.ts makes it the app's button.
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import type { ActionResult, FieldErrors } from "~/lib/action-result";
import { ALERT_EMAIL_MAX_CHARS, type AlertKind } from "../alerts.constants";
import {
  FOLLOW_A_BODY,
  FOLLOW_BODY_LABEL,
  FOLLOW_EMAIL_LABEL,
  FOLLOW_FAILED,
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

/** The target's own fields; a body only when the visitor does not choose it from the list. */
function TargetFields({ target, withBody }: { target: FollowTarget; withBody: boolean }) {
  return (
    <>
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="cityKey" value={target.cityKey} />
      {withBody && target.body ? <input type="hidden" name="body" value={target.body} /> : null}
      {target.query ? <input type="hidden" name="query" value={target.query} /> : null}
    </>
  );
}

/** The visitor's form fields: the target, the body list when there is a choice, the address and the zone. */
function VisitorFields({
  target,
  bodies,
  chooseBody,
  errors,
  timeZone,
}: {
  target: FollowTarget;
  bodies: readonly string[];
  chooseBody: boolean;
  errors: FieldErrors;
  /** The app's controlled zone, or (in the page's HTML) the first value, which follow-enhancement.ts replaces. */
  timeZone: { value: string; onChange: (value: string) => void } | { defaultValue: string };
}) {
  const zoneProps =
    "value" in timeZone
      ? {
          value: timeZone.value,
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => timeZone.onChange(event.target.value),
        }
      : { defaultValue: timeZone.defaultValue };
  return (
    <>
      <TargetFields target={target} withBody={!chooseBody} />
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
      <TextField label={FOLLOW_TIME_ZONE_LABEL} name="timeZone" error={errors.timeZone} {...zoneProps} />
    </>
  );
}

const FORM_CLASSES = "mt-3 max-w-sm space-y-3 rounded-md border border-slate-200 bg-white p-4 shadow-sm";
const FORM_ERROR_CLASSES = "text-sm text-red-700";

function Following({ hidden = false }: { hidden?: boolean }) {
  return (
    <p className="text-sm font-medium text-emerald-800" role="status" hidden={hidden} data-follow-done>
      {FOLLOWING}
    </p>
  );
}

/**
 * The visitor's control as the server renders it, for a page without the app: the form sits in a <details>, so it
 * opens without JavaScript and posts as a page (the action answers with a redirect back and a toast);
 * follow-enhancement.ts shows the hidden button instead, moves the form out beside it, and posts it with fetch.
 */
function FollowDisclosure({
  formId,
  label,
  formLabel,
  children,
}: {
  formId: string;
  label: string;
  formLabel: string;
  children: React.ReactNode;
}) {
  const look = buttonClasses("outline", "sm");
  return (
    <div data-follow>
      <button
        type="button"
        hidden
        aria-expanded={false}
        aria-controls={formId}
        className={look}
        data-follow-toggle
      >
        {label}
      </button>
      <details data-follow-fallback>
        <summary className={`${look} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          {label}
        </summary>
        <form
          id={formId}
          method="post"
          action={FOLLOW_ACTION}
          aria-label={formLabel}
          className={FORM_CLASSES}
          data-follow-form
          data-failed-title={FOLLOW_FAILED}
        >
          {children}
          <p className={FORM_ERROR_CLASSES} hidden data-follow-form-error />
          <p className="text-xs text-slate-600">{FOLLOW_HINT}</p>
          <Button type="submit" size="sm">
            {FOLLOW_SUBMIT}
          </Button>
        </form>
      </details>
      <Following hidden />
    </div>
  );
}

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
  const [hydrated, setHydrated] = useState(false);
  const [timeZone, setTimeZone] = useState("UTC");
  const formId = useId();
  const done = following || (fetcher.data?.ok === true && fetcher.data.status === "saved");
  useActionToast(fetcher, { onSuccess: () => setOpen(false) });
  // The browser's zone is known only once hydrated; the server renders UTC.
  useEffect(() => {
    setHydrated(true);
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  }, []);
  // A visitor's form offers the city's bodies as a list; a member's one click follows the target's body.
  const chooseBody = target.kind === "body" && target.body !== undefined && bodies.includes(target.body);
  const formLabel = chooseBody ? FOLLOW_A_BODY : label;
  if (done) return <Following />;
  if (signedIn)
    return (
      <fetcher.Form method="post" action={FOLLOW_ACTION}>
        <TargetFields target={target} withBody />
        <Button type="submit" variant="outline" size="sm" disabled={isBusy(fetcher.state)}>
          {label}
        </Button>
      </fetcher.Form>
    );
  if (!hydrated)
    return (
      <FollowDisclosure formId={formId} label={label} formLabel={formLabel}>
        <VisitorFields
          target={target}
          bodies={bodies}
          chooseBody={chooseBody}
          errors={{}}
          timeZone={{ defaultValue: "UTC" }}
        />
      </FollowDisclosure>
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
          aria-label={formLabel}
          className={FORM_CLASSES}
        >
          <VisitorFields
            target={target}
            bodies={bodies}
            chooseBody={chooseBody}
            errors={errors}
            timeZone={{ value: timeZone, onChange: setTimeZone }}
          />
          {errors.query ? <p className={FORM_ERROR_CLASSES}>{errors.query}</p> : null}
          {errors.body && !chooseBody ? <p className={FORM_ERROR_CLASSES}>{errors.body}</p> : null}
          <p className="text-xs text-slate-600">{FOLLOW_HINT}</p>
          <Button type="submit" size="sm" disabled={isBusy(fetcher.state)}>
            {FOLLOW_SUBMIT}
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
