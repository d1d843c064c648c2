// The logo bar with Sign In for signed-out visitors of the home and information pages (signed-in users get the
// shell's top navigation instead, except on home, where the spec shows none).
import { Link, useRouteLoaderData } from "react-router";
import { LogoWordmark } from "~/components/layout/logo";
import { buttonClasses } from "~/components/ui/button";
import { PRODUCT_NAME, SIGN_IN } from "~/features/shell/shell.copy";
import type { Viewer } from "~/features/shell/viewer";

export function PageHeader() {
  const rootData = useRouteLoaderData<{ viewer: Viewer | null }>("root");
  if (rootData?.viewer) return null;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded focus-visible:outline-2">
          <LogoWordmark />
        </Link>
        <Link to="/auth" className={buttonClasses("primary", "sm")}>
          {SIGN_IN}
        </Link>
      </div>
    </header>
  );
}
