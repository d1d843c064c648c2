// The city page's "Embed on your site" disclosure (issue #18): the snippets to copy and the bulk archive, no script.
import { cityArchivePath } from "~/lib/meeting-paths";
import { embedFrameSnippet, embedScriptSnippet } from "../embed-snippets";
import {
  EMBED_ARCHIVE_LINK,
  EMBED_IFRAME_LABEL,
  EMBED_INTRO,
  EMBED_ON_YOUR_SITE,
  EMBED_SCRIPT_LABEL,
} from "../embeds.copy";

const SNIPPET_CLASSES =
  "mt-1 block w-full overflow-x-auto whitespace-pre-wrap break-all rounded border border-slate-200 bg-slate-50 p-2 font-mono text-xs text-slate-800";

export function EmbedSnippets({
  siteUrl,
  city,
}: {
  siteUrl: string;
  city: { name: string; locationKey: string };
}) {
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">{EMBED_ON_YOUR_SITE}</summary>
      <p className="mt-2">{EMBED_INTRO}</p>
      <p className="mt-3 font-medium text-slate-900">{EMBED_SCRIPT_LABEL}</p>
      <code className={SNIPPET_CLASSES}>{embedScriptSnippet(siteUrl, city)}</code>
      <p className="mt-3 font-medium text-slate-900">{EMBED_IFRAME_LABEL}</p>
      <code className={SNIPPET_CLASSES}>{embedFrameSnippet(siteUrl, city)}</code>
      <p className="mt-3">
        <a
          href={cityArchivePath(city.locationKey)}
          download
          className="text-teal-800 underline underline-offset-2 hover:text-teal-900"
        >
          {EMBED_ARCHIVE_LINK}
        </a>
      </p>
    </details>
  );
}
