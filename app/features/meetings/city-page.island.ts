// The city page's script for a visitor without a session, instead of the app (ADR 0053). The page works as HTML; this
// enhances its controls one by one: Follow, Load More, the source filter and the Search Videos panel. It must not
// import React, React Router or zod (lint rule `island-without-framework`).
import { enhanceFollowForms } from "~/features/alerts/components/follow-enhancement";
import { enhanceCityVideoList } from "~/features/meetings/components/city-video-list-enhancement";
import { enhanceSourceFilter } from "~/features/meetings/components/source-filter-enhancement";
import { enhanceCityVideoSearch } from "~/features/search/components/city-video-search-enhancement";
import { enhancePublicPage } from "~/features/shell/components/public-page";

enhancePublicPage((root) => {
  enhanceFollowForms(root);
  enhanceCityVideoList(root);
  enhanceSourceFilter(root);
  enhanceCityVideoSearch(root);
});
