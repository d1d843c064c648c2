// /developers: the public read API's reference (issue #18), read from its OpenAPI document. A public page with no
// interactive part.
import { DevelopersReference } from "~/features/open-data/components/developers-reference";
import { DEVELOPERS_COPY } from "~/features/open-data/open-data.copy";
import { loadDevelopersPage } from "~/features/open-data/openapi.server";
import { BREADCRUMB_NAMES } from "~/features/shell/shell.copy";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { jsonLdMeta } from "~/lib/json-ld";
import type { Route } from "./+types/developers";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: DEVELOPERS_COPY.title },
  { name: "description", content: DEVELOPERS_COPY.metaDescription },
  ...(loaderData ? [jsonLdMeta(loaderData.structuredData)] : []),
];

export function loader() {
  const structuredData = [
    pageBreadcrumbs(null, [{ name: BREADCRUMB_NAMES.developers, path: "/developers" }]),
  ];
  return { ...loadDevelopersPage(), structuredData };
}

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  return <DevelopersReference page={loaderData} />;
}
