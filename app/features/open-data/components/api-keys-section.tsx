// The profile page's API keys (issue #18): make a key (shown once, right after), see each key's use, revoke one.
// Plain POST forms: the page works the same with or without JavaScript.
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import type { ApiKeyItem } from "../api-keys.server";
import { DEVELOPERS_PATH, MAX_API_KEY_NAME_CHARS } from "../open-data.constants";
import { API_KEYS_COPY } from "../open-data.copy";

function dateText(iso: string | null): string {
  return iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") : API_KEYS_COPY.neverUsed;
}

export function ApiKeysSection(props: {
  keys: ApiKeyItem[];
  /** The key just made, in full: only in the answer to the form that made it. */
  createdKey: string | null;
  nameError?: string;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="api-keys-heading" className="mt-6 rounded-lg border border-slate-200 p-6">
      <h2 id="api-keys-heading" className="text-lg font-semibold">
        {API_KEYS_COPY.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {API_KEYS_COPY.intro}{" "}
        <Link className="text-teal-800 underline" to={DEVELOPERS_PATH}>
          {API_KEYS_COPY.developersLink}
        </Link>
      </p>
      {props.createdKey ? (
        <div role="status" className="mt-4 rounded-md border border-teal-700 bg-teal-50 p-4">
          <p className="font-semibold">{API_KEYS_COPY.createdHint}</p>
          <code data-testid="created-api-key" className="mt-2 block break-all font-mono text-sm">
            {props.createdKey}
          </code>
        </div>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="create-api-key" />
        <div className="min-w-60 flex-1">
          <TextField
            label={API_KEYS_COPY.nameLabel}
            name="name"
            required
            maxLength={MAX_API_KEY_NAME_CHARS}
            placeholder={API_KEYS_COPY.namePlaceholder}
            error={props.nameError}
          />
        </div>
        <Button type="submit" disabled={props.busy}>
          {API_KEYS_COPY.create}
        </Button>
      </Form>
      {props.keys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{API_KEYS_COPY.noKeys}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label={API_KEYS_COPY.heading}>
          {props.keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <div>
                <p className="font-medium">{key.name}</p>
                <p className="text-slate-600">
                  <code>{key.prefix}…</code> · {API_KEYS_COPY.requests}: {key.requestCount} ·{" "}
                  {API_KEYS_COPY.lastUsed}: {dateText(key.lastUsedAt)}
                </p>
              </div>
              {key.revokedAt ? (
                <span className="text-slate-600">
                  {API_KEYS_COPY.revokedLabel} {dateText(key.revokedAt)}
                </span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke-api-key" />
                  <input type="hidden" name="keyId" value={key.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    disabled={props.busy}
                    aria-label={`${API_KEYS_COPY.revoke} ${key.name}`}
                  >
                    {API_KEYS_COPY.revoke}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
