import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("contact", "routes/contact.tsx"),

  route("city/:locationKey", "routes/city.tsx"),
  route("city/:locationKey/feed.xml", "routes/city-feed.ts"),
  route("city/:locationKey/archive.ndjson", "routes/city-archive.ts"),
  route("embed/city/:locationKey", "routes/embed.city.ts"),
  route("city/:locationKey/meeting/:videoId", "routes/meeting.tsx", { id: "city-meeting" }),
  route("meeting/:videoId", "routes/meeting.tsx", { id: "meeting" }),
  // A meeting's transcript as a file, one address per format (issue #18).
  ...["vtt", "srt", "txt", "json"].flatMap((format) => [
    route(`city/:locationKey/meeting/:videoId/transcript.${format}`, "routes/meeting-transcript.ts", {
      id: `city-meeting-transcript-${format}`,
    }),
    route(`meeting/:videoId/transcript.${format}`, "routes/meeting-transcript.ts", {
      id: `meeting-transcript-${format}`,
    }),
  ]),
  route("city/:locationKey/meeting-story/:videoId", "routes/meeting-story.tsx", { id: "city-meeting-story" }),
  route("meeting-story/:videoId", "routes/meeting-story.tsx", { id: "meeting-story" }),
  route("story/:videoId", "routes/meeting-story.tsx", { id: "story" }),

  route("search", "routes/search.tsx", { id: "search" }),
  route("city/:locationKey/search", "routes/search.tsx", { id: "city-search" }),
  route("functions/v1/searchCityVideos", "routes/functions.search-city-videos.ts"),
  route("functions/v1/fetchYoutubeVideos", "routes/functions.fetch-youtube-videos.ts"),
  route("functions/v1/fetchYoutubeTranscript", "routes/functions.fetch-youtube-transcript.ts"),
  route("functions/v1/updateVideoTranscript", "routes/functions.update-video-transcript.ts"),
  route("functions/v1/analyzeVideoTranscript", "routes/functions.analyze-video-transcript.ts"),
  route("functions/v1/writeTranscriptStory", "routes/functions.write-transcript-story.ts"),

  route("businesses", "routes/businesses.tsx", { id: "businesses" }),
  route("city/:locationKey/businesses", "routes/businesses.tsx", { id: "city-businesses" }),
  route("businesses/:businessKey", "routes/business.tsx", { id: "business" }),
  route("city/:locationKey/businesses/:businessKey", "routes/business.tsx", { id: "city-business" }),

  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("profile", "routes/profile.tsx"),
  route("profile/alerts", "routes/profile.alerts.tsx"),
  route("alerts/follow", "routes/alerts.follow.ts"),
  route("alerts/confirm", "routes/alerts.confirm.tsx"),
  route("alerts/unsubscribe", "routes/alerts.unsubscribe.tsx"),
  route("alerts/manage", "routes/alerts.manage.tsx"),
  route("search/feed.xml", "routes/search-feed.ts"),
  route("admin", "routes/admin.tsx"),
  route("admin/pipeline", "routes/admin.pipeline.tsx"),
  route("admin/content-management", "routes/admin.content-management.tsx"),
  route("admin/story-manager", "routes/admin.story-manager.tsx"),
  route("admin/story-playground", "routes/admin.story-playground.tsx"),
  route("admin/city-management", "routes/admin.city-management.tsx"),
  route(
    "admin/city-management/videos/:videoId/transcript",
    "routes/admin.city-management.video-transcript.ts",
  ),
  route("admin/business-directory", "routes/admin.business-directory.tsx"),
  route("admin/business-directory/categories", "routes/admin.business-categories.tsx"),
  route("admin/inbox", "routes/admin.inbox.tsx"),
  route("admin/alerts", "routes/admin.alerts.tsx"),
  route("admin/inbox/export.csv", "routes/admin.inbox.export.ts"),
  route("dev/outbox", "routes/dev.outbox.tsx"),

  // Prototype and showcase pages (spec 001 section 2): no gating. The prototypes link to /proto/... paths,
  // so those answer too ("both readings stand").
  route("admin/proto/frontend-components", "routes/proto.frontend-components.tsx"),
  route("admin/proto/business-directory-tiers", "routes/proto.business-directory-tiers.tsx"),
  route("admin/proto/business-directory", "routes/proto.business-directory.tsx", { id: "proto-directory" }),
  route("proto/business-directory", "routes/proto.business-directory.tsx", { id: "proto-directory-short" }),
  route("admin/proto/pricing", "routes/proto.pricing.tsx", { id: "proto-pricing" }),
  route("proto/pricing", "routes/proto.pricing.tsx", { id: "proto-pricing-short" }),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
