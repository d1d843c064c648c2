// A Delete button that asks first, then posts the delete through its own fetcher.
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import { LABELS } from "../admin-cities.copy";

export function ConfirmDelete({
  label,
  title,
  description,
  fields,
  disabled = false,
}: {
  /** The button's accessible name ("Delete Council videos"). */
  label: string;
  title: string;
  description: string;
  fields: Record<string, string>;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  useActionToast(fetcher, { onSuccess: () => setOpen(false) });
  const busy = isBusy(fetcher.state);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={label} disabled={disabled} onClick={() => setOpen(true)}>
        {LABELS.delete}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} description={description}>
        <fetcher.Form method="post" className="flex justify-end gap-3">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {LABELS.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? LABELS.deleting : LABELS.delete}
          </Button>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
