// The meeting story page (spec 000 section 2): the news story written from a meeting, beside its analysis.
import { data, Link, redirect } from "react-router";
import { getViewer, requireAdmin } from "~/features/accounts/accounts.server";
import { VIDEO_NOT_FOUND } from "~/features/analysis/analysis.copy";
import { RunProgress } from "~/features/analysis/components/run-progress";
import { CityHeader } from "~/features/cities/components/city-header";
import { ContentAttribution } from "~/features/meetings/components/content-attribution";
import { socialMeta } from "~/features/meetings/page-meta";
import { meetingBreadcrumbs } from "~/features/meetings/structured-data.server";
import { resolveVideoSource } from "~/features/meetings/video-embed";
import { getPersonLinks } from "~/features/memory/people.server";
import { personNameLinks } from "~/features/memory/person-names";
import { useLiveProgress } from "~/features/pipeline/components/use-live-progress";
import { shareCardFor, shareImageOf } from "~/features/share-cards/share-cards.server";
import type { IslandHandle } from "~/features/shell/page-island";
import shellIsland from "~/features/shell/shell.island?worker&url";
import { ALWAYS_CITY_HEADER, type ShellHandle } from "~/features/shell/shell-handle";
import { StoryAdminTools } from "~/features/stories/components/story-admin-tools";
import { StoryArticle } from "~/features/stories/components/story-article";
import { cityFeedLink } from "~/features/stories/feeds";
import {
  NO_STORY_HINT,
  NO_STORY_NO_ANALYSIS_HINT,
  NO_STORY_YET,
  STORY_AWAITING_REVIEW,
  STORY_GENERATED,
  STORY_GENERATION_FAILED,
  STORY_NOT_PUBLISHED_NOTICE,
  VIEW_ANALYSIS,
  WRITING_STORY,
  WRITING_STORY_HINT,
} from "~/features/stories/stories.copy";
import { storyAdminFormSchema } from "~/features/stories/stories.schema";
import { getMeetingStoryPage, rewriteMeetingStoryForAdmin } from "~/features/stories/stories.server";
import { storyPageStructuredData } from "~/features/stories/structured-data.server";
import { listMeetingTopicLinks } from "~/features/topics/topics.server";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { jsonLdMeta } from "~/lib/json-ld";
import { meetingStoryPath } from "~/lib/meeting-paths";
import type { Route } from "./+types/meeting-story";

/**
 * A story is text and links: a visitor without a session reads it without the app (ADR 0049). While the story is
 * being written, the island follows the writing and shows the story once it is written.
 */
export const handle: ShellHandle & IslandHandle = { ...ALWAYS_CITY_HEADER, island: shellIsland };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: VIDEO_NOT_FOUND }];
  const { headline, metaDescription, canonicalUrl, video, city, storyGeneratedAt } = loaderData;
  return [
    ...socialMeta({
      title: headline,
      description: metaDescription,
      url: canonicalUrl,
      type: "article",
      image: loaderData.shareImage,
      publishedTime: storyGeneratedAt ?? video.publishedAt,
    }),
    cityFeedLink(city.locationKey, city.name),
    jsonLdMeta(loaderData.structuredData),
  ];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await getMeetingStoryPage({
    videoParam: params.videoId,
    locationKey: "locationKey" in params ? params.locationKey : undefined,
    viewer: await getViewer(request),
  });
  if (result.kind === "missing") throw data(VIDEO_NOT_FOUND, { status: 404 });
  if (result.kind === "redirect") throw redirect(result.location, 301);
  const { page } = result;
  const { video, city, canonicalUrl, headline, attribution } = page;
  // Built here, on the server, so the page's JavaScript carries none of the builders (ADR 0038).
  const meeting = {
    siteUrl: canonicalUrl.slice(0, -meetingStoryPath(city.locationKey, video.id).length),
    city,
    video,
    source: resolveVideoSource(video),
  };
  const datePublished = page.storyGeneratedAt ?? video.publishedAt;
  const structuredData =
    page.story && datePublished
      ? storyPageStructuredData({
          meeting,
          url: canonicalUrl,
          headline,
          description: page.metaDescription,
          datePublished,
          dateModified: attribution.editedAt ?? attribution.writtenAt ?? datePublished,
          imageUrl: video.thumbnailUrl,
        })
      : [meetingBreadcrumbs(meeting, { name: headline, url: canonicalUrl })];
  // The story's own card once it is public; until then the meeting's (the story card answers 404 for a draft).
  const storyIsPublic = page.story !== null && page.published;
  const shareImage = storyIsPublic
    ? shareImageOf(canonicalUrl, shareCardFor({ kind: "story", headline, city, date: datePublished }))
    : shareImageOf(
        `${meeting.siteUrl}${page.analysisPath}`,
        shareCardFor({ kind: "meeting", headline: video.title, city, date: video.publishedAt }),
      );
  const topicLinks = page.story
    ? await listMeetingTopicLinks({ videoId: video.id, locationKey: city.locationKey })
    : [];
  // The people the story names link to their pages (issue #19): plain links, no client code.
  const people = page.story
    ? (await getPersonLinks({ cityId: city.id, locationKey: city.locationKey })).people
    : [];
  return { ...page, structuredData, shareImage, nameLinks: [...topicLinks, ...personNameLinks(people)] };
}

/** The admin's Rewrite Story and Regenerate: admin-checked, run now, not retried. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const form = await parseFormData(request, storyAdminFormSchema);
    await rewriteMeetingStoryForAdmin({
      videoParam: params.videoId,
      locationKey: "locationKey" in params ? params.locationKey : undefined,
      additionalContext: form.intent === "rewrite" ? form.additionalContext : undefined,
    });
    return actionSuccess({ title: STORY_GENERATED });
  } catch (error) {
    return actionFailure(error);
  }
}

const LINK_CLASSES =
  "inline-flex items-center rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800";

export default function MeetingStoryPage({ loaderData, matches }: Route.ComponentProps) {
  const { story, headline, storyGeneratedAt, city, analysisPath, video, storyStatus } = loaderData;
  const viewer = matches[0].loaderData.viewer;
  const pending = storyStatus.state === "queued" || storyStatus.state === "running";
  useLiveProgress(pending);
  const failed = storyStatus.state === "failed" && (!story || viewer?.isAdmin);
  const viewAnalysis = (
    <Link to={analysisPath} className={LINK_CLASSES}>
      {VIEW_ANALYSIS}
    </Link>
  );
  return (
    <>
      <CityHeader city={city} viewer={viewer} onMeetingPage nameIsPageHeading={false} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {viewer?.isAdmin && storyStatus.state !== "unavailable" ? <StoryAdminTools /> : null}
        {story && !loaderData.published ? (
          <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {STORY_NOT_PUBLISHED_NOTICE}
          </p>
        ) : null}
        {story ? (
          <div className="mx-auto mb-2 max-w-2xl">
            <ContentAttribution attribution={loaderData.attribution} />
          </div>
        ) : null}
        {story ? (
          <StoryArticle
            story={story}
            headline={headline}
            generatedAt={storyGeneratedAt}
            actions={viewAnalysis}
            nameLinks={loaderData.nameLinks}
          />
        ) : (
          <section className="mx-auto max-w-2xl">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{video.title}</h1>
            <p className="mt-4 text-lg text-slate-800">
              {loaderData.awaitingReview ? STORY_AWAITING_REVIEW : NO_STORY_YET}
            </p>
            <p className="mt-1 text-slate-700">
              {storyStatus.state === "unavailable" ? NO_STORY_NO_ANALYSIS_HINT : NO_STORY_HINT}
            </p>
            <RunProgress
              pending={pending && !loaderData.awaitingReview}
              pendingTitle={WRITING_STORY}
              pendingHint={WRITING_STORY_HINT}
              failure={failed ? STORY_GENERATION_FAILED : null}
            />
            <p className="mt-6">{viewAnalysis}</p>
          </section>
        )}
      </main>
    </>
  );
}
