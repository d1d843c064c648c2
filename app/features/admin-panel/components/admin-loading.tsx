// "Loading..." while the server checks the role for an admin page being opened (spec 001 section 2). The
// server decides before it answers, so this shows during a client-side navigation into an admin page.
import { type Location, useLocation, useNavigation } from "react-router";
import { ADMIN_LOADING } from "~/features/admin-panel/admin-panel.copy";

/** Admin pages, not the ungated prototypes under /admin/proto/. */
export function isAdminPage(pathname: string): boolean {
  return (pathname === "/admin" || pathname.startsWith("/admin/")) && !pathname.startsWith("/admin/proto/");
}

function entersAdminPage(navigation: ReturnType<typeof useNavigation>, current: Location): boolean {
  if (navigation.state !== "loading" || navigation.formMethod) return false;
  const target = navigation.location.pathname;
  return target !== current.pathname && isAdminPage(target);
}

/** True while a link to another admin page waits for its server check. */
export function useEnteringAdminPage(): boolean {
  return entersAdminPage(useNavigation(), useLocation());
}

export function AdminLoading() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12">
      <p role="status" className="text-slate-600">
        {ADMIN_LOADING}
      </p>
    </main>
  );
}

// The words the admin tools show while they load (ADR 0036: other areas read them through the panel's components).
export { ADMIN_LOADING };
