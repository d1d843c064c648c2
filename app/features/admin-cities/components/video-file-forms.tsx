// The videos table's file forms (issue #13): "Add Meeting" (a meeting by hand, with its transcript file) and "Import
// Feed File" (a feed saved from a site the server cannot reach). Each is a disclosure that works without JavaScript
// (a <details> whose summary is announced as a button) and posts a multipart form; with JavaScript, focus moves into
// the form when it opens, Cancel and Escape close it, and the outcome is a toast.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { useActionToast } from "~/components/ui/use-action-toast";
import { FEED_FILE_ACCEPT, FEED_FILE_MAX_BYTES, SOURCES_COPY } from "~/features/sources/sources.schema";
import {
  MAX_UPLOAD_TRANSCRIPT_BYTES,
  TRANSCRIPT_FILE_ACCEPT,
  TRANSCRIPT_TOO_LARGE,
} from "~/features/transcripts/transcripts.schema";
import type { ActionFailure } from "~/lib/action-result";
import { FILE_FIELD, FILE_INTENTS, VIDEO_DESCRIPTION_ROWS } from "../admin-cities.constants";
import { LABELS, MEETING_COPY } from "../admin-cities.copy";

type FileIntent = (typeof FILE_INTENTS)[keyof typeof FILE_INTENTS];

/** What the action answers a refused file form (a success goes back to the page with its toast). */
export type FileFormFailure = ActionFailure<{ intent?: string }>;

function isFailure(answer: unknown, intent: FileIntent): answer is FileFormFailure {
  return (
    typeof answer === "object" &&
    answer !== null &&
    (answer as FileFormFailure).ok === false &&
    (answer as FileFormFailure).intent === intent
  );
}

/** Add Meeting and Import Feed File for the selected URL; at most one is open at a time. */
export function VideoFileForms({ cityId, urlId }: { cityId: string; urlId: string }) {
  // Without JavaScript a refused form comes back as the page's action data: it opens again with the message.
  const actionData = useActionData();
  const [open, setOpen] = useState<FileIntent | null>(() =>
    isFailure(actionData, FILE_INTENTS.addMeeting)
      ? FILE_INTENTS.addMeeting
      : isFailure(actionData, FILE_INTENTS.importFeed)
        ? FILE_INTENTS.importFeed
        : null,
  );
  const disclosure = (intent: FileIntent) => ({
    intent,
    cityId,
    urlId,
    open: open === intent,
    onOpenChange: (next: boolean) =>
      setOpen((current) => (next ? intent : current === intent ? null : current)),
    pageFailure: isFailure(actionData, intent) ? actionData : null,
  });
  return (
    <>
      <FileFormDisclosure
        {...disclosure(FILE_INTENTS.addMeeting)}
        label={MEETING_COPY.addMeeting}
        submitLabel={MEETING_COPY.saveMeeting}
        busyLabel={MEETING_COPY.savingMeeting}
        errorTitle={MEETING_COPY.errorAddingMeeting}
        maxFileBytes={MAX_UPLOAD_TRANSCRIPT_BYTES}
        fileTooLarge={TRANSCRIPT_TOO_LARGE}
      >
        {(errors) => (
          <>
            <TextField label={LABELS.title} name="title" aria-required="true" error={errors.title} />
            <TextField
              label={MEETING_COPY.meetingDate}
              name="meetingDate"
              type="date"
              aria-required="true"
              error={errors.meetingDate}
            />
            <TextField
              label={MEETING_COPY.meetingUrl}
              name="videoUrl"
              type="url"
              hint={MEETING_COPY.meetingUrlHint}
              error={errors.videoUrl}
            />
            <TextAreaField
              label={LABELS.description}
              name="description"
              rows={VIDEO_DESCRIPTION_ROWS}
              error={errors.description}
            />
            <TextField
              label={MEETING_COPY.transcriptFile}
              name={FILE_FIELD}
              type="file"
              accept={TRANSCRIPT_FILE_ACCEPT}
            />
          </>
        )}
      </FileFormDisclosure>
      <FileFormDisclosure
        {...disclosure(FILE_INTENTS.importFeed)}
        label={MEETING_COPY.importFeedFile}
        submitLabel={MEETING_COPY.importVideos}
        busyLabel={MEETING_COPY.importing}
        errorTitle={MEETING_COPY.errorImportingFeed}
        maxFileBytes={FEED_FILE_MAX_BYTES}
        fileTooLarge={SOURCES_COPY.feedFileTooLarge}
      >
        {() => (
          <TextField
            label={MEETING_COPY.feedFile}
            name={FILE_FIELD}
            type="file"
            accept={FEED_FILE_ACCEPT}
            hint={MEETING_COPY.feedFileHint}
            aria-required="true"
          />
        )}
      </FileFormDisclosure>
    </>
  );
}

function FileFormDisclosure({
  intent,
  cityId,
  urlId,
  open,
  onOpenChange,
  pageFailure,
  label,
  submitLabel,
  busyLabel,
  errorTitle,
  maxFileBytes,
  fileTooLarge,
  children,
}: {
  intent: FileIntent;
  cityId: string;
  urlId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pageFailure: FileFormFailure | null;
  /** The summary's words and the form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  errorTitle: string;
  maxFileBytes: number;
  fileTooLarge: string;
  children: (fieldErrors: Record<string, string>) => ReactNode;
}) {
  const fetcher = useFetcher<FileFormFailure>({ key: `${intent}-${urlId}` });
  const { toast } = useToast();
  const summary = useRef<HTMLElement>(null);
  const form = useRef<HTMLFormElement>(null);
  /** The fetcher's data when the form was sent: React Router keeps a fetcher's last data through a redirect. */
  const sent = useRef<{ before: unknown; started: boolean } | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  // Without JavaScript the page's action data carries a refusal; with it, the latest answer of this form does.
  const [failure, setFailure] = useState<FileFormFailure | null>(pageFailure);
  const busy = fetcher.state !== "idle";

  // A refusal answers with data (shown here and as its toast); a success redirects to the page with its own toast
  // and leaves the fetcher's data as it was: the form is then emptied and closed.
  useActionToast(fetcher);
  const { state, data } = fetcher;
  useEffect(() => {
    if (!sent.current) return;
    // The page may render again between the press and the fetcher leaving idle (live progress revalidates it while
    // a meeting's jobs run): only an idle after the send has started is its answer.
    if (state !== "idle") {
      sent.current.started = true;
      return;
    }
    if (!sent.current.started) return;
    const { before } = sent.current;
    sent.current = null;
    if (data !== before && isFailure(data, intent)) {
      setFailure(data);
      return;
    }
    setFailure(null);
    form.current?.reset();
    onOpenChange(false);
  }, [state, data, intent, onOpenChange]);

  const forget = () => {
    setFailure(null);
    setClientError(null);
  };
  const close = () => {
    forget();
    onOpenChange(false);
    summary.current?.focus();
  };
  const message = clientError ?? failure?.error ?? null;
  const fieldErrors = clientError ? {} : (failure?.fieldErrors ?? {});
  return (
    <details
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        if (isOpen !== open) onOpenChange(isOpen);
        if (!isOpen && !busy) forget();
        if (isOpen)
          form.current?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select")?.focus();
      }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a summary is the no-JavaScript disclosure; the role names it for assistive tech */}
      <summary
        ref={summary}
        role="button"
        aria-expanded={open}
        className={buttonClasses(
          "outline",
          "sm",
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        {label}
      </summary>
      {/* Spans the videos section under its header (the section is the positioned ancestor). */}
      <div className="absolute inset-x-4 z-20 mt-2 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-lg sm:inset-x-5">
        <fetcher.Form
          ref={form}
          method="post"
          encType="multipart/form-data"
          noValidate
          aria-label={label}
          className="space-y-3"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              close();
            }
          }}
          onSubmit={(event) => {
            // A quick check in the browser saves sending megabytes to hear "too large"; the server checks again.
            const input = event.currentTarget.elements.namedItem(FILE_FIELD) as HTMLInputElement | null;
            const file = input?.files?.[0];
            const problem = file && file.size > maxFileBytes ? fileTooLarge : null;
            setClientError(problem);
            if (problem) {
              event.preventDefault();
              toast({ title: errorTitle, description: problem, variant: "destructive" });
              return;
            }
            sent.current = { before: fetcher.data, started: false };
          }}
        >
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="cityId" value={cityId} />
          <input type="hidden" name="urlId" value={urlId} />
          {message && Object.keys(fieldErrors).length === 0 ? (
            <p role="alert" className="text-sm text-red-700">
              {message}
            </p>
          ) : null}
          {children(fieldErrors)}
          <div className="flex gap-3">
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
            <Button variant="outline" size="sm" onClick={close} disabled={busy}>
              {LABELS.cancel}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </details>
  );
}
