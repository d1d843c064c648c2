// The header of every page that is not a city's own (ADR 0030): logo, the site's links, and Sign In or the
// avatar menu (spec 000 section 2, "Top navigation"), the same for visitors and members.
import { Link } from "react-router";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import type { Viewer } from "~/lib/viewer";
import { AccountMenu, type MenuItem } from "./account-menu";
import { LogoWordmark } from "./logo";
import { SiteNav } from "./site-nav";

const TOP_NAV_MENU: MenuItem[] = [
  { label: "Profile", to: "/profile" },
  { label: "Admin Panel", to: "/admin", adminOnly: true },
  { label: "Story Playground", to: "/admin/story-playground", adminOnly: true },
];

export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded focus-visible:outline-2">
          <LogoWordmark />
        </Link>
        <div className="ml-auto sm:order-last">
          <AccountMenu viewer={viewer} items={TOP_NAV_MENU} signOutLabel="Sign Out" signOutRedirect="/" />
        </div>
        <SiteNav className="order-last w-full sm:order-none sm:ml-auto sm:w-auto" />
      </div>
    </header>
  );
}
