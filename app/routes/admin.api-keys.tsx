// /admin/api-keys: usage per API key of the public read API and MCP (issue #18), behind requireAdmin.
import { requireAdmin } from "~/features/accounts/accounts.server";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { listApiKeyUsage } from "~/features/open-data/api-keys.server";
import { ApiKeysAdminScreen } from "~/features/open-data/components/api-keys-admin-screen";
import { API_KEYS_COPY } from "~/features/open-data/open-data.copy";
import type { Route } from "./+types/admin.api-keys";

export const meta: Route.MetaFunction = () => adminPageMeta(API_KEYS_COPY.adminHeading);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { keys: await listApiKeyUsage() };
}

export default function AdminApiKeys({ loaderData }: Route.ComponentProps) {
  return <ApiKeysAdminScreen keys={loaderData.keys} />;
}
