// /city/{key}/commitments (issue #19): the promises made at the city's meetings, overdue first, then open, then
// fulfilled, each linking to the promising moment and to its follow-up. No client code (ADR 0040).
import { data } from "react-router";
import { getViewer, requireAdmin } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { CommitmentList, MemoryPageHeader } from "~/features/memory/components/memory-lists";
import {
  ADMIN_FOLLOW_UP,
  COMMITMENTS_INTRO,
  COMMITMENTS_TITLE,
  NO_COMMITMENTS,
  OVERDUE_FEED_TITLE,
} from "~/features/memory/memory.copy";
import { followUpFormSchema } from "~/features/memory/memory.schema";
import {
  getCityCommitmentsPage,
  linkFollowUpByAdmin,
  overdueFeedPath,
  unlinkFollowUpByAdmin,
} from "~/features/memory/memory.server";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { jsonLdMeta } from "~/lib/json-ld";
import { cityPath } from "~/lib/meeting-paths";
import type { Route } from "./+types/city.commitments";

/** A visitor reads the page as HTML with the shell island, never the app (ADR 0053). */
export const handle: IslandHandle = { island: pageIsland };

import type { IslandHandle } from "~/features/shell/page-island";
import pageIsland from "~/features/shell/shell.island?worker&url";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${COMMITMENTS_TITLE(loaderData.city.name)} | CivicLens` },
        { name: "description", content: COMMITMENTS_INTRO },
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: OVERDUE_FEED_TITLE(loaderData.city.name),
          href: loaderData.feedPath,
        },
        jsonLdMeta(loaderData.structuredData),
      ]
    : [{ title: CITY_NOT_FOUND }];

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const page = await getCityCommitmentsPage({
    locationKey: locationKey.data,
    viewer: await getViewer(request),
  });
  if (!page) throw data(CITY_NOT_FOUND, { status: 404 });
  const { city } = page;
  const structuredData = [
    pageBreadcrumbs(city, [
      { name: COMMITMENTS_TITLE(city.name), path: `${cityPath(city.locationKey)}/commitments` },
    ]),
  ];
  return { ...page, feedPath: overdueFeedPath(city.locationKey), structuredData };
}

/** Admin only: link a later meeting's line as a promise's follow-up, or take a link back; answers with a redirect. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const form = await parseFormData(request, followUpFormSchema);
    if (form.intent === "link-follow-up") await linkFollowUpByAdmin(form);
    else await unlinkFollowUpByAdmin(form);
    const { pathname } = new URL(request.url);
    return redirectWithToast(pathname, {
      title: form.intent === "link-follow-up" ? ADMIN_FOLLOW_UP.linked : ADMIN_FOLLOW_UP.unlinked,
    });
  } catch (error) {
    return actionFailure(error);
  }
}

export default function CityCommitmentsPage({ loaderData, matches }: Route.ComponentProps) {
  const { city, commitments, feedPath } = loaderData;
  const viewer = matches[0].loaderData.viewer;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <MemoryPageHeader city={city} title={COMMITMENTS_TITLE(city.name)} intro={COMMITMENTS_INTRO} />
      <p className="mt-2 text-sm">
        <a className="text-blue-800 underline" href={feedPath}>
          {OVERDUE_FEED_TITLE(city.name)} (RSS)
        </a>
      </p>
      {commitments.length === 0 ? (
        <p className="mt-6 text-slate-700">{NO_COMMITMENTS}</p>
      ) : (
        <CommitmentList commitments={commitments} adminForms={viewer?.isAdmin ?? false} />
      )}
    </main>
  );
}
