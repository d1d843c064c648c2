// The meeting page's "Download transcript" group: plain links that work without JavaScript (issue #18).
import { meetingPath } from "~/lib/meeting-paths";
import {
  TRANSCRIPT_DOWNLOAD_EXTENSIONS,
  TRANSCRIPT_DOWNLOAD_FORMATS,
  transcriptDownloadPath,
} from "../transcript-downloads";
import { DOWNLOAD_TRANSCRIPT } from "../transcripts.copy";

export function TranscriptDownloadLinks({ locationKey, videoId }: { locationKey: string; videoId: string }) {
  const page = meetingPath(locationKey, videoId);
  return (
    <nav aria-labelledby="transcript-downloads" className="mt-4 text-sm text-slate-700">
      <h2 id="transcript-downloads" className="font-semibold text-slate-900">
        {DOWNLOAD_TRANSCRIPT}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {TRANSCRIPT_DOWNLOAD_EXTENSIONS.map((format) => (
          <li key={format}>
            <a
              href={transcriptDownloadPath(page, format)}
              download
              className="text-teal-800 underline underline-offset-2 hover:text-teal-900"
            >
              {TRANSCRIPT_DOWNLOAD_FORMATS[format].label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
