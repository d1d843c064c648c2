// The transcript upload: a WebVTT, SRT or plain-text file posted as a multipart form (works without JavaScript),
// "Uploading..." while it runs, and a toast with the outcome. The server checks everything again.
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { useActionToast } from "~/components/ui/use-action-toast";
import {
  TRANSCRIPT_FILE_ACCEPT,
  TRANSCRIPT_TOO_LARGE,
  UPLOAD_FILE_EMPTY,
} from "~/features/transcripts/transcripts.schema";
import type { ActionResult } from "~/lib/action-result";
import { TRANSCRIPT_UPLOAD_MAX_BYTES, UPLOAD_TRANSCRIPT_INTENT } from "../admin-content.constants";
import {
  FAILED_TO_SAVE_TRANSCRIPT,
  UPLOAD_TRANSCRIPT,
  UPLOAD_TRANSCRIPT_LABEL,
  UPLOADING,
} from "../admin-content.copy";

export function TranscriptUploadForm({ videoId }: { videoId: string }) {
  const fetcher = useFetcher<ActionResult>({ key: `upload-transcript-${videoId}` });
  const busy = fetcher.state !== "idle";
  const { toast } = useToast();
  const [clientError, setClientError] = useState<string | null>(null);
  const result = fetcher.data;

  useActionToast(fetcher);

  const serverError = result && !result.ok ? result.error : null;
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        // A quick check in the browser saves sending 5 MB to hear "too large"; the server checks again.
        const input = event.currentTarget.elements.namedItem("transcript") as HTMLInputElement | null;
        const file = input?.files?.[0];
        const problem = !file
          ? null
          : file.size > TRANSCRIPT_UPLOAD_MAX_BYTES
            ? TRANSCRIPT_TOO_LARGE
            : file.size === 0
              ? UPLOAD_FILE_EMPTY
              : null;
        setClientError(problem);
        if (problem) {
          event.preventDefault();
          toast({ title: FAILED_TO_SAVE_TRANSCRIPT, description: problem, variant: "destructive" });
        }
      }}
    >
      <input type="hidden" name="intent" value={UPLOAD_TRANSCRIPT_INTENT} />
      <input type="hidden" name="videoId" value={videoId} />
      <TextField
        label={UPLOAD_TRANSCRIPT_LABEL}
        type="file"
        name="transcript"
        accept={TRANSCRIPT_FILE_ACCEPT}
        required
        error={clientError ?? serverError ?? undefined}
        className="min-w-0 flex-1"
      />
      <Button type="submit" disabled={busy}>
        {busy ? UPLOADING : UPLOAD_TRANSCRIPT}
      </Button>
    </fetcher.Form>
  );
}
