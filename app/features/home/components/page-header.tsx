// The logo bar of the public information pages, for visitors (signed-in users get the shell's top navigation).
import { Link, useRouteLoaderData } from "react-router";
import { LogoWordmark } from "~/components/layout/logo";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import type { Viewer } from "~/features/shell/viewer";

export function PageHeader() {
  const rootData = useRouteLoaderData<{ viewer: Viewer | null }>("root");
  if (rootData?.viewer) return null;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded focus-visible:outline-2">
          <LogoWordmark />
        </Link>
      </div>
    </header>
  );
}
