// The search page's script for a visitor without a session, instead of the app (ADR 0053). The page works as HTML; this
// enhances its controls one by one. It must not import React, React Router or zod (lint rule
// `island-without-framework`).
import { enhanceFollowForms } from "~/features/alerts/components/follow-enhancement";
import { enhancePublicPage } from "~/features/shell/components/public-page";
import { SHOWS_SEARCHING_SELECTOR, showSearchingWhileLoading } from "./components/search-form.island";

enhancePublicPage((root) => {
  for (const form of root.querySelectorAll<HTMLFormElement>(SHOWS_SEARCHING_SELECTOR)) {
    showSearchingWhileLoading(form);
  }
  enhanceFollowForms(root);
});
