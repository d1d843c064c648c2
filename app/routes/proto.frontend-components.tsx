// /admin/proto/frontend-components: the frontend showcase (spec 001 section 2). No gating, no real calls.
import { IssueTimeline } from "~/features/showcase/components/issue-timeline";
import { JournalistDashboard } from "~/features/showcase/components/journalist-dashboard";
import { ProtoNav } from "~/features/showcase/components/proto-nav";
import { SearchComparison } from "~/features/showcase/components/search-comparison";
import { Tabs } from "~/features/showcase/components/tabs";
import {
  SHOWCASE_LEAD,
  SHOWCASE_META_TITLE,
  SHOWCASE_TABS_LABEL,
  SHOWCASE_TITLE,
  TAB_ISSUE_TIMELINE,
  TAB_JOURNALIST_DASHBOARD,
  TAB_SEARCH_INTERFACE,
} from "~/features/showcase/showcase.copy";
import type { Route } from "./+types/proto.frontend-components";

export const meta: Route.MetaFunction = () => [
  { title: SHOWCASE_META_TITLE },
  { name: "robots", content: "noindex" },
];

export default function FrontendComponentsPage() {
  return (
    <>
      <ProtoNav current="showcase" />
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{SHOWCASE_TITLE}</h1>
        <p className="mt-2 text-slate-700">{SHOWCASE_LEAD}</p>
        <div className="mt-6">
          <Tabs
            label={SHOWCASE_TABS_LABEL}
            items={[
              { key: "timeline", label: TAB_ISSUE_TIMELINE, content: <IssueTimeline /> },
              { key: "search", label: TAB_SEARCH_INTERFACE, content: <SearchComparison /> },
              { key: "dashboard", label: TAB_JOURNALIST_DASHBOARD, content: <JournalistDashboard /> },
            ]}
          />
        </div>
      </main>
    </>
  );
}
