// An address's alerts with their buttons: pause or resume, delete, and how often (instant, daily, weekly). Shown
// on /profile/alerts to a member and on /alerts/manage to whoever holds a mail's signed manage link.
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import type { ActionResult } from "~/lib/action-result";
import { ALERT_FREQUENCIES } from "../alerts.constants";
import {
  ADDRESS_PAUSED_NOTICE,
  DELETE,
  FREQUENCY_LABELS,
  HOW_OFTEN,
  NO_ALERTS,
  PAUSE,
  PAUSED,
  RESUME,
  SAVE_HOW_OFTEN,
  WAITING_FOR_CONFIRMATION,
} from "../alerts.copy";
import type { AlertListItem } from "../alerts.schema";

export function AlertList({
  alerts,
  addressPaused,
  action,
}: {
  alerts: AlertListItem[];
  addressPaused: boolean;
  /** Where the buttons post (the page's own address, with its token when there is one). */
  action: string;
}) {
  if (alerts.length === 0) return <p className="mt-6 text-slate-700">{NO_ALERTS}</p>;
  return (
    <>
      {addressPaused ? (
        <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {ADDRESS_PAUSED_NOTICE}
        </p>
      ) : null}
      <ul className="mt-6 space-y-3">
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} action={action} />
        ))}
      </ul>
    </>
  );
}

function AlertRow({ alert, action }: { alert: AlertListItem; action: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const busy = isBusy(fetcher.state);
  const frequencyId = `frequency-${alert.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={alert.label}>
      <p className="font-semibold text-slate-900">{alert.label}</p>
      <p className="text-sm text-slate-600">
        {FREQUENCY_LABELS[alert.frequency]}
        {alert.paused ? ` · ${PAUSED}` : ""}
        {alert.confirmed ? "" : ` · ${WAITING_FOR_CONFIRMATION}`}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="alertId" value={alert.id} />
          <input type="hidden" name="intent" value={alert.paused ? "resume" : "pause"} />
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {alert.paused ? RESUME : PAUSE}
          </Button>
        </fetcher.Form>
        <fetcher.Form method="post" action={action} className="flex items-end gap-2">
          <input type="hidden" name="alertId" value={alert.id} />
          <input type="hidden" name="intent" value="frequency" />
          <div>
            <label htmlFor={frequencyId} className="block text-sm font-medium text-slate-800">
              {HOW_OFTEN}
            </label>
            <select
              id={frequencyId}
              name="frequency"
              defaultValue={alert.frequency}
              className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            >
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {SAVE_HOW_OFTEN}
          </Button>
        </fetcher.Form>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="alertId" value={alert.id} />
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="destructive" size="sm" disabled={busy}>
            {DELETE}
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}
