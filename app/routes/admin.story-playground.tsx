// The story playground (spec 001 leaves its content open; ADR 0014): pick an analyzed meeting, write additional
// context, generate a candidate story beside the current one, then save or discard it. Admin-only.
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { CHOOSE_CITY, CITY_LABEL, SHOW_SOURCE } from "~/features/admin-content/admin-content.copy";
import { readPickerQuery } from "~/features/admin-content/admin-content.schema";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import {
  CANDIDATE_READY,
  CANDIDATE_READY_HINT,
  CANDIDATE_SAVED,
  CANDIDATE_SAVED_HINT,
  CHOOSE_VIDEO,
  NO_ANALYZED_VIDEOS,
  PLAYGROUND_INTRO,
  PLAYGROUND_PICK_HINT,
  SAVE_FAILED,
  STORY_GENERATION_FAILED,
  STORY_PLAYGROUND_TITLE,
  VIDEO_LABEL,
} from "~/features/admin-stories/admin-stories.copy";
import { playgroundActionSchema } from "~/features/admin-stories/admin-stories.schema";
import {
  generateStoryCandidate,
  getPlaygroundPage,
  saveStoryCandidateForAdmin,
} from "~/features/admin-stories/admin-stories.server";
import {
  type GeneratedCandidate,
  StoryPlayground,
} from "~/features/admin-stories/components/story-playground";
import { CityOptions } from "~/features/cities/components/city-options";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, pageWithStatus, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/admin.story-playground";

export const meta: Route.MetaFunction = () => adminPageMeta(STORY_PLAYGROUND_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return pageWithStatus(() => getPlaygroundPage(readPickerQuery(request)));
}

/** Generate a candidate (returned, not saved) or save one the page kept: admin-checked and validated. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  let failureTitle = STORY_GENERATION_FAILED;
  try {
    const input = await parseFormData(request, playgroundActionSchema);
    if (input.intent === "save-candidate") {
      failureTitle = SAVE_FAILED;
      await saveStoryCandidateForAdmin(input);
      return actionSuccess({ title: CANDIDATE_SAVED, description: CANDIDATE_SAVED_HINT });
    }
    const candidate: GeneratedCandidate = await generateStoryCandidate(input);
    return actionSuccess({ title: CANDIDATE_READY, description: CANDIDATE_READY_HINT }, candidate);
  } catch (error) {
    return actionFailure(error, { title: failureTitle });
  }
}

export default function StoryPlaygroundPage({ loaderData }: Route.ComponentProps) {
  const { cities, videos, cityId, video, errors } = loaderData;
  const submit = useSubmit();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <AdminBreadcrumb />
      <h1 className="text-3xl font-bold text-slate-900">{STORY_PLAYGROUND_TITLE}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{PLAYGROUND_INTRO}</p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
      >
        <SelectField
          label={CITY_LABEL}
          name="cityId"
          defaultValue={cityId ?? ""}
          key={`city-${cityId}`}
          onChange={(event) => submit({ cityId: event.currentTarget.value }, { method: "get" })}
        >
          <option value="">{CHOOSE_CITY}</option>
          <CityOptions cities={cities} />
        </SelectField>
        <SelectField
          label={VIDEO_LABEL}
          name="videoId"
          defaultValue={video?.id ?? ""}
          key={`video-${cityId}-${video?.id}`}
          disabled={!cityId}
          onChange={(event) =>
            submit({ cityId: cityId ?? "", videoId: event.currentTarget.value }, { method: "get" })
          }
        >
          <option value="">{CHOOSE_VIDEO}</option>
          {videos.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="outline">
          {SHOW_SOURCE}
        </Button>
      </Form>
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
          // Keyed by video: a candidate for one meeting never carries over to another.
          <StoryPlayground key={video.id} video={video} />
        ) : cityId && videos.length === 0 && errors.length === 0 ? (
          <p className="text-slate-700">{NO_ANALYZED_VIDEOS}</p>
        ) : (
          <p className="text-slate-700">{PLAYGROUND_PICK_HINT}</p>
        )}
      </div>
    </main>
  );
}
