// The meeting page's "Download transcript" group: plain links that work without JavaScript (issue #18). The loader
// gives the links (transcriptDownloadLinks), so the page's JavaScript carries no list of formats.
import { DOWNLOAD_TRANSCRIPT } from "../transcripts.copy";

export type TranscriptDownloadLink = { href: string; label: string };

export function TranscriptDownloadLinks({ links }: { links: readonly TranscriptDownloadLink[] }) {
  return (
    <nav aria-labelledby="transcript-downloads" className="mt-4 text-sm text-slate-700">
      <h2 id="transcript-downloads" className="font-semibold text-slate-900">
        {DOWNLOAD_TRANSCRIPT}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              download
              className="text-teal-800 underline underline-offset-2 hover:text-teal-900"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
