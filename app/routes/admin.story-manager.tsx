// The story manager (spec 001 section 2): pick a city, a video source and a video; run its analysis; generate
// its story; follow the link to /story/{videoId}. Admin-only on the server.
import { requireAdmin } from "~/features/accounts/accounts.server";
import { readPickerQuery } from "~/features/admin-content/admin-content.schema";
import { CitySourcePicker } from "~/features/admin-content/components/city-source-picker";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import {
  ALL_SOURCES,
  CHOOSE_VIDEO,
  NO_VIDEOS,
  PICK_VIDEO_HINT,
  STORY_MANAGER_TITLE,
  VIDEO_LABEL,
  VIDEO_SOURCE_LABEL,
} from "~/features/admin-stories/admin-stories.copy";
import { storyManagerActionSchema } from "~/features/admin-stories/admin-stories.schema";
import { getStoryManagerPage, runStoryManagerAction } from "~/features/admin-stories/admin-stories.server";
import { StoryManagerPanel } from "~/features/admin-stories/components/story-manager-panel";
import { PipelineStatus } from "~/features/pipeline/components/pipeline-status";
import { useLiveProgress } from "~/features/pipeline/components/use-live-progress";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, pageWithStatus, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/admin.story-manager";

export const meta: Route.MetaFunction = () => adminPageMeta(STORY_MANAGER_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return pageWithStatus(() => getStoryManagerPage(readPickerQuery(request)));
}

/** Run Analysis, Generate Story, Refresh Video Data: admin-checked, validated, run now and not retried. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const input = await parseFormData(request, storyManagerActionSchema);
    return actionSuccess(await runStoryManagerAction(input));
  } catch (error) {
    return actionFailure(error);
  }
}

export default function StoryManager({ loaderData }: Route.ComponentProps) {
  const { cities, sources, videos, cityId, sourceUrlId, video, errors } = loaderData;
  const steps = video?.pipelineSteps ?? [];
  useLiveProgress(
    steps.some((step) => step.state === "queued" || step.state === "running"),
    steps.map((step) => `${step.step}:${step.state}:${step.updatedAt}`).join(","),
  );
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <AdminBreadcrumb />
      <h1 className="text-3xl font-bold text-slate-900">{STORY_MANAGER_TITLE}</h1>
      <div className="mt-6 rounded-lg border border-slate-200 p-4">
        <CitySourcePicker
          cities={cities}
          sources={sources}
          cityId={cityId}
          sourceUrlId={sourceUrlId}
          videos={videos}
          videoId={video?.id ?? null}
          labels={{
            source: VIDEO_SOURCE_LABEL,
            video: VIDEO_LABEL,
            chooseVideo: CHOOSE_VIDEO,
            chooseSource: ALL_SOURCES,
          }}
        />
      </div>
      {errors.length > 0 ? (
        <ul
          role="alert"
          className="mt-4 space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
        >
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6">
        {video ? (
          <>
            <StoryManagerPanel video={video} />
            {steps.length > 0 ? <PipelineStatus steps={steps} /> : null}
          </>
        ) : cityId && videos.length === 0 && errors.length === 0 ? (
          <p className="text-slate-700">{NO_VIDEOS}</p>
        ) : (
          <p className="text-slate-700">{PICK_VIDEO_HINT}</p>
        )}
      </div>
    </main>
  );
}
