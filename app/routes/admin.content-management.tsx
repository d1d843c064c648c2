// Admin content management (spec 001 section 2): one source's videos and the selected video's details,
// transcript, analysis and story, with a transcript upload that goes back through the pipeline.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { TRANSCRIPT_UPLOAD_MAX_BYTES } from "~/features/admin-content/admin-content.constants";
import {
  BACK_TO_CITY_MANAGEMENT,
  CONTENT_MANAGEMENT_TITLE,
  EDITORIAL_COPY,
  FAILED_TO_SAVE_TRANSCRIPT,
  PICK_SOURCE_HINT,
  TRANSCRIPT_UPLOADED,
  transcriptUploadedDescription,
} from "~/features/admin-content/admin-content.copy";
import {
  contentActionSchema,
  readPickerQuery,
  uploadTranscriptFormSchema,
} from "~/features/admin-content/admin-content.schema";
import {
  getContentManagementPage,
  runContentAction,
  uploadTranscriptFile,
} from "~/features/admin-content/admin-content.server";
import { CitySourcePicker, sourceLabel } from "~/features/admin-content/components/city-source-picker";
import {
  AnalysisPanel,
  DetailsPanel,
  StoryPanel,
  TranscriptPanel,
} from "~/features/admin-content/components/content-panels";
import { VideosForSource } from "~/features/admin-content/components/videos-for-source";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import { useLiveProgress } from "~/features/pipeline/components/use-live-progress";
import { TRANSCRIPT_TOO_LARGE } from "~/features/transcripts/transcripts.copy";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, formFields, pageWithStatus, parseFormData, parseWith } from "~/lib/http.server";
import { isMultipart, readMultipartForm } from "~/lib/multipart.server";
import type { Route } from "./+types/admin.content-management";

export const meta: Route.MetaFunction = () => adminPageMeta(CONTENT_MANAGEMENT_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return pageWithStatus(() => getContentManagementPage(readPickerQuery(request)));
}

/**
 * The transcript upload (multipart: admin-checked, size-limited while reading, saved all or nothing) and the
 * selected video's editorial and pipeline buttons (a plain form each).
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  if (isMultipart(request)) return uploadAction(request);
  try {
    const input = await parseFormData(request, contentActionSchema);
    const outcome = await runContentAction(input, { editorId: viewer.id });
    return actionSuccess(outcome);
  } catch (error) {
    return actionFailure(error, { title: EDITORIAL_COPY.actionFailed });
  }
}

async function uploadAction(request: Request) {
  try {
    const form = await readMultipartForm(request, {
      maxFileBytes: TRANSCRIPT_UPLOAD_MAX_BYTES,
      tooLargeMessage: TRANSCRIPT_TOO_LARGE,
    });
    const { videoId } = parseWith(uploadTranscriptFormSchema, formFields(form));
    const result = await uploadTranscriptFile({ videoId, file: form.get("transcript") });
    return actionSuccess({ title: TRANSCRIPT_UPLOADED, description: transcriptUploadedDescription(result) });
  } catch (error) {
    return actionFailure(error, { title: FAILED_TO_SAVE_TRANSCRIPT });
  }
}

/** A refused action still changes what the page should show (a step marked failed), so the page always reloads. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? true : defaultShouldRevalidate;
}

function contentHref(cityId: string, sourceUrlId: string, videoId: string): string {
  return `/admin/content-management?${new URLSearchParams({ cityId, sourceUrlId, videoId })}`;
}

export default function ContentManagement({ loaderData }: Route.ComponentProps) {
  const { cities, sources, city, source, videos, video, notice } = loaderData;
  // Queued, running, done, failed: the selected video's steps update while its jobs run.
  const steps = video?.pipelineSteps ?? [];
  useLiveProgress(
    steps.some((step) => step.state === "queued" || step.state === "running"),
    steps.map((step) => `${step.step}:${step.state}:${step.updatedAt}`).join(","),
  );
  const backTo = city
    ? `/admin/city-management?cityId=${encodeURIComponent(city.id)}`
    : "/admin/city-management";
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <AdminBreadcrumb />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{CONTENT_MANAGEMENT_TITLE}</h1>
          {city ? (
            <p className="mt-1 text-lg text-slate-700">
              {city.name}, {city.state}
              {source ? (
                <>
                  {" "}
                  · <span className="font-semibold">{sourceLabel(source)}</span>{" "}
                  <span className="break-all text-sm text-slate-500">{source.url}</span>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <ButtonLink to={backTo} variant="outline">
          {BACK_TO_CITY_MANAGEMENT}
        </ButtonLink>
      </header>

      <div className="mt-6 rounded-lg border border-slate-200 p-4">
        <CitySourcePicker
          cities={cities}
          sources={sources}
          cityId={city?.id ?? null}
          sourceUrlId={source?.id ?? null}
        />
      </div>
      {notice ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {notice}
        </p>
      ) : null}

      {city && source ? (
        <div className="mt-6 space-y-6">
          <VideosForSource
            videos={videos}
            selectedId={video?.id ?? null}
            hrefFor={(videoId) => contentHref(city.id, source.id, videoId)}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <DetailsPanel video={video} locationKey={city.locationKey} />
            <TranscriptPanel video={video} />
            <AnalysisPanel video={video} />
            <StoryPanel video={video} />
          </div>
        </div>
      ) : notice ? null : (
        <p className="mt-6 text-slate-700">{PICK_SOURCE_HINT}</p>
      )}
    </main>
  );
}
