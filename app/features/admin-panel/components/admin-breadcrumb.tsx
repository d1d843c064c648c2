// The way back from every admin tool to the Admin Panel: a real link, first on the page, in a breadcrumb nav.
import { Link } from "react-router";
import { ADMIN_PANEL_PATH, ADMIN_PANEL_TITLE, BREADCRUMB_LABEL } from "../admin-panel.copy";

export function AdminBreadcrumb() {
  return (
    <nav aria-label={BREADCRUMB_LABEL} className="text-sm">
      <Link to={ADMIN_PANEL_PATH} className="font-medium text-teal-800 underline">
        {ADMIN_PANEL_TITLE}
      </Link>
    </nav>
  );
}

// The panel's title, which every admin tool's way back names (ADR 0036).
export { ADMIN_PANEL_TITLE };
