// The city's URLs: one row at a time in add or edit mode (Add URL disabled meanwhile), a click on a row selects
// it and a second click deselects it; the selection lives in the address (?urlId=).
import { useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { isBusy, useActionToast } from "~/components/ui/use-action-toast";
import {
  CONTENT_TYPES,
  CREATE_SOURCE_TYPES,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_ENTITY_TYPE,
  DEFAULT_SOURCE_TYPE,
  EDIT_SOURCE_TYPES,
  INTENTS,
  SOURCE_TYPE_LABELS,
} from "../admin-cities.constants";
import { LABELS, NO_URLS_FOR_CITY } from "../admin-cities.copy";
import type { CityUrl } from "../admin-cities.server";
import { contentTypeForUrl } from "../city-keys";
import { ConfirmDelete } from "./confirm-delete";

type RowMode = { kind: "none" } | { kind: "add" } | { kind: "edit"; urlId: string };

const COLUMNS = [
  LABELS.title,
  LABELS.url,
  LABELS.contentType,
  LABELS.sourceType,
  LABELS.entityType,
  LABELS.actions,
];

export function selectionHref(cityId: string, urlId: string | null): string {
  const params = new URLSearchParams({ cityId });
  if (urlId) params.set("urlId", urlId);
  return `?${params}`;
}

function sourceTypeLabel(value: string): string {
  return SOURCE_TYPE_LABELS[value as keyof typeof SOURCE_TYPE_LABELS] ?? value;
}

export function CityUrlsTable({
  cityId,
  urls,
  selectedUrlId,
}: {
  cityId: string;
  urls: CityUrl[];
  selectedUrlId: string | null;
}) {
  const [mode, setMode] = useState<RowMode>({ kind: "none" });
  const navigate = useNavigate();
  const idle = mode.kind === "none";
  const close = () => setMode({ kind: "none" });

  return (
    <section aria-labelledby="city-urls-heading" className="rounded-lg border border-slate-200 p-5">
      <div className="flex items-center justify-between gap-4">
        <h2 id="city-urls-heading" className="text-lg font-semibold">
          {LABELS.cityUrlsHeading}
        </h2>
        <Button size="sm" disabled={!idle} onClick={() => setMode({ kind: "add" })}>
          {LABELS.addUrl}
        </Button>
      </div>
      {urls.length === 0 && mode.kind !== "add" ? (
        <p className="mt-3 text-sm text-slate-600">{NO_URLS_FOR_CITY}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{LABELS.cityUrlsHeading}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mode.kind === "add" ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="bg-slate-50 p-3">
                    <UrlEditor cityId={cityId} onDone={close} />
                  </td>
                </tr>
              ) : null}
              {urls.map((url) => {
                if (mode.kind === "edit" && mode.urlId === url.id) {
                  return (
                    <tr key={url.id}>
                      <td colSpan={COLUMNS.length} className="bg-slate-50 p-3">
                        <UrlEditor cityId={cityId} url={url} onDone={close} />
                      </td>
                    </tr>
                  );
                }
                const selected = url.id === selectedUrlId;
                const name = url.title || url.url;
                const href = selectionHref(cityId, selected ? null : url.id);
                return (
                  <tr
                    key={url.id}
                    data-selected={selected ? "true" : undefined}
                    className={`cursor-pointer border-b border-slate-100 ${selected ? "bg-teal-50 outline outline-2 outline-teal-600" : "hover:bg-slate-50"}`}
                    onClick={(event) => {
                      // Buttons and links in the row do their own thing; a click anywhere else toggles the selection.
                      if ((event.target as HTMLElement).closest("a, button, input, select, textarea")) return;
                      navigate(href, { preventScrollReset: true });
                    }}
                  >
                    <td className="px-2 py-2 font-medium">
                      <Link
                        to={href}
                        preventScrollReset
                        aria-current={selected ? "true" : undefined}
                        aria-label={selected ? LABELS.deselectUrl(name) : LABELS.selectUrl(name)}
                        className="text-teal-800 underline-offset-2 hover:underline"
                      >
                        {name}
                      </Link>
                    </td>
                    <td className="max-w-[16rem] truncate px-2 py-2" title={url.url}>
                      {url.url}
                    </td>
                    <td className="px-2 py-2">{url.contentType}</td>
                    <td className="px-2 py-2">{sourceTypeLabel(url.sourceType)}</td>
                    <td className="px-2 py-2">{url.entityType}</td>
                    <td className="whitespace-nowrap px-2 py-2">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={LABELS.editUrl(name)}
                        disabled={!idle}
                        onClick={() => setMode({ kind: "edit", urlId: url.id })}
                      >
                        {LABELS.edit}
                      </Button>
                      <ConfirmDelete
                        label={LABELS.deleteUrl(name)}
                        title={LABELS.confirmDeleteUrlTitle}
                        description={LABELS.confirmDeleteUrl}
                        fields={{ intent: INTENTS.deleteUrl, cityId, urlId: url.id }}
                        disabled={!idle}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Adds a URL (no `url`) or edits one; typing the address suggests its content type (ADR 0023). */
function UrlEditor({ cityId, url, onDone }: { cityId: string; url?: CityUrl; onDone: () => void }) {
  const fetcher = useFetcher();
  const adding = !url;
  useActionToast(fetcher, { onSuccess: onDone });
  const [contentType, setContentType] = useState(url?.contentType ?? DEFAULT_CONTENT_TYPE);
  const busy = isBusy(fetcher.state);
  // Adding: the spec's default (website) first, then its six. Editing: the five of the edit list, and the row's own
  // type whatever it is, so saving never loses it (ADR 0023).
  const sourceTypes: string[] = url ? [...EDIT_SOURCE_TYPES] : [...CREATE_SOURCE_TYPES];
  if (url && !sourceTypes.includes(url.sourceType)) sourceTypes.push(url.sourceType);

  return (
    <fetcher.Form
      method="post"
      noValidate
      aria-label={adding ? LABELS.addUrl : LABELS.editUrl(url.title || url.url)}
    >
      <input type="hidden" name="intent" value={adding ? INTENTS.createUrl : INTENTS.updateUrl} />
      <input type="hidden" name="cityId" value={cityId} />
      {url ? <input type="hidden" name="urlId" value={url.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <TextField label={LABELS.title} name="title" defaultValue={url?.title ?? ""} autoComplete="off" />
        <TextField
          label={LABELS.url}
          name="url"
          type="url"
          className="lg:col-span-2"
          defaultValue={url?.url ?? ""}
          aria-required="true"
          autoComplete="off"
          onChange={(event) => {
            const suggested = contentTypeForUrl(event.target.value);
            if (suggested) setContentType(suggested);
          }}
        />
        <SelectField
          label={LABELS.contentType}
          name="contentType"
          value={contentType}
          onChange={(event) => setContentType(event.target.value)}
        >
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={LABELS.sourceType}
          name="sourceType"
          defaultValue={url?.sourceType ?? DEFAULT_SOURCE_TYPE}
        >
          {sourceTypes.map((type) => (
            <option key={type} value={type}>
              {sourceTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={LABELS.entityType}
          name="entityType"
          defaultValue={url?.entityType ?? DEFAULT_ENTITY_TYPE}
          autoComplete="off"
        />
      </div>
      <div className="mt-3 flex gap-3">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? LABELS.saving : LABELS.save}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={busy}>
          {LABELS.cancel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
