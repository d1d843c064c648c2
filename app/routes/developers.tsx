// /developers: the public read API's reference (issue #18), read from its OpenAPI document. A public page with no
// interactive part.
import { DevelopersReference } from "~/features/open-data/components/developers-reference";
import { DEVELOPERS_COPY } from "~/features/open-data/open-data.copy";
import { loadDevelopersPage } from "~/features/open-data/openapi.server";
import type { Route } from "./+types/developers";

export const meta: Route.MetaFunction = () => [
  { title: DEVELOPERS_COPY.title },
  { name: "description", content: DEVELOPERS_COPY.metaDescription },
];

export function loader() {
  return loadDevelopersPage();
}

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  return <DevelopersReference page={loaderData} />;
}
