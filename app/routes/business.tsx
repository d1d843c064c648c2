// One business's page, at /businesses/:businessKey or under its city at /city/:locationKey/businesses/:businessKey.
import { data } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { listBusinessMentions } from "~/features/directory/business-mentions.server";
import { BusinessDetail } from "~/features/directory/components/business-detail";
import { META_DESCRIPTION_LENGTH } from "~/features/directory/directory.constants";
import { businessMetaDescription, cityDirectoryTitle } from "~/features/directory/directory.copy";
import { businessParamsSchema } from "~/features/directory/directory.schema";
import { getBusinessDetail } from "~/features/directory/directory.server";
import type { IslandHandle } from "~/features/shell/page-island";
import { NOT_FOUND_TITLE, PRODUCT_NAME } from "~/features/shell/shell.copy";
import shellIsland from "~/features/shell/shell.island?worker&url";
import { isAppError } from "~/lib/app-error";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { directoryPath } from "~/lib/directory-path";
import { jsonLdMeta } from "~/lib/json-ld";
import type { Route } from "./+types/business";

/** A business's page is links and text: a visitor without a session gets it without the app (ADR 0049). */
export const handle: IslandHandle = { island: shellIsland };

function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: NOT_FOUND_TITLE }];
  const { business } = loaderData;
  const title = `${business.name} | ${business.city.name}, ${business.city.state} | ${PRODUCT_NAME}`;
  const description = clip(
    business.description || businessMetaDescription(business, business.city),
    META_DESCRIPTION_LENGTH,
  );
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: business.name },
    { property: "og:description", content: description },
    jsonLdMeta(loaderData.structuredData),
  ];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const parsed = businessParamsSchema.safeParse(params);
  // The spec shows the not-found page for an unknown key; a malformed one is just as unknown.
  if (!parsed.success) throw data(NOT_FOUND_TITLE, { status: 404 });
  try {
    const business = await getBusinessDetail({ ...parsed.data, viewer: await getViewer(request) });
    const mentions = await listBusinessMentions({
      listingId: business.id,
      locationKey: business.city.locationKey,
    });
    // A business sits in its city's directory, whichever of its two addresses was asked for.
    const { city } = business;
    const cityDirectory = directoryPath(city.locationKey);
    const structuredData = [
      pageBreadcrumbs(city, [
        { name: cityDirectoryTitle(city), path: cityDirectory },
        { name: business.name, path: `${cityDirectory}/${encodeURIComponent(business.businessKey)}` },
      ]),
    ];
    return { business, mentions, underCityPath: parsed.data.locationKey !== undefined, structuredData };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw data(NOT_FOUND_TITLE, { status: 404 });
    throw error;
  }
}

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  return (
    <BusinessDetail
      business={loaderData.business}
      mentions={loaderData.mentions}
      underCityPath={loaderData.underCityPath}
    />
  );
}
