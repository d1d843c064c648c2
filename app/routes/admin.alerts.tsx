// /admin/alerts: residents' alerts at a glance (issue #17), behind requireAdmin.
import { requireAdmin } from "~/features/accounts/accounts.server";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { ADMIN_ALERTS_TITLE } from "~/features/alerts/alerts.copy";
import { getAlertsAdminReport } from "~/features/alerts/alerts.server";
import { AlertsAdminScreen } from "~/features/alerts/components/alerts-admin-screen";
import type { Route } from "./+types/admin.alerts";

export const meta: Route.MetaFunction = () => adminPageMeta(ADMIN_ALERTS_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return getAlertsAdminReport();
}

export default function AdminAlerts({ loaderData }: Route.ComponentProps) {
  return <AlertsAdminScreen report={loaderData} />;
}
