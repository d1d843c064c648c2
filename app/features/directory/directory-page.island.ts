// The business directory's script for a visitor without a session, instead of the app (ADR 0053). The page works as HTML; this
// enhances its controls one by one. It must not import React, React Router or zod (lint rule
// `island-without-framework`).
import { enhancePublicPage } from "~/features/shell/components/public-page";
import {
  enhanceDirectoryFilters,
  resetDirectoryFiltersWhenRestored,
} from "./components/directory-filters.island";

resetDirectoryFiltersWhenRestored();
enhancePublicPage(enhanceDirectoryFilters);
