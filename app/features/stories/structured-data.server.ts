// The story page's structured data (issue #18): a NewsArticle written by the newsroom, with the meeting's video as
// its associated media, and where the page sits (BreadcrumbList). Pure builders.
import {
  type MeetingForStructuredData,
  meetingBreadcrumbs,
  meetingVideoObject,
} from "~/features/meetings/structured-data.server";
import { capText, type JsonLdNode, siteOrganization } from "~/lib/json-ld";

/** schema.org and the search engines cap a NewsArticle's headline at 110 characters. */
export const NEWS_ARTICLE_HEADLINE_MAX = 110;

export type StoryForStructuredData = {
  meeting: MeetingForStructuredData;
  url: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  imageUrl: string | null;
};

export function newsArticle(story: StoryForStructuredData): JsonLdNode {
  const organization = siteOrganization(story.meeting.siteUrl);
  const video = meetingVideoObject(story.meeting);
  const image = story.imageUrl ?? (typeof video?.thumbnailUrl === "string" ? video.thumbnailUrl : null);
  return {
    "@type": "NewsArticle",
    "@id": `${story.url}#article`,
    headline: capText(story.headline, NEWS_ARTICLE_HEADLINE_MAX),
    description: capText(story.description, 500),
    datePublished: story.datePublished,
    dateModified: story.dateModified,
    author: organization,
    publisher: { "@id": organization["@id"] },
    mainEntityOfPage: story.url,
    url: story.url,
    ...(image ? { image } : {}),
    ...(video ? { associatedMedia: video } : {}),
  };
}

/** Everything the story page says about itself; nothing when there is no story to describe. */
export function storyPageStructuredData(story: StoryForStructuredData): JsonLdNode[] {
  return [
    meetingBreadcrumbs(story.meeting, {
      name: capText(story.headline, NEWS_ARTICLE_HEADLINE_MAX),
      url: story.url,
    }),
    newsArticle(story),
  ];
}
