// The toast that says what an alert list's button did.
import type { ToastMessage } from "~/components/ui/toast";
import { ALERT_DELETED, ALERT_FREQUENCY_SAVED, ALERT_PAUSED, ALERT_RESUMED } from "../alerts.copy";

export function manageAnswer(intent: "pause" | "resume" | "delete" | "frequency"): ToastMessage {
  const title = {
    pause: ALERT_PAUSED,
    resume: ALERT_RESUMED,
    delete: ALERT_DELETED,
    frequency: ALERT_FREQUENCY_SAVED,
  }[intent];
  return { title };
}
