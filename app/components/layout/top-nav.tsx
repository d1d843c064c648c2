// The top bar shown to signed-in users away from the home page (spec 000 section 2).
import { Link } from "react-router";
import type { Viewer } from "~/features/shell/viewer";
import { AccountMenu, type MenuItem } from "./account-menu";
import { LogoWordmark } from "./logo";

const TOP_NAV_MENU: MenuItem[] = [
  { label: "Profile", to: "/profile" },
  { label: "Admin Panel", to: "/admin", adminOnly: true },
  { label: "Story Playground", to: "/admin/story-playground", adminOnly: true },
];

export function TopNav({ viewer }: { viewer: Viewer | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link to="/" aria-label="CivicLens home">
          <LogoWordmark />
        </Link>
        <AccountMenu viewer={viewer} items={TOP_NAV_MENU} signOutLabel="Sign Out" signOutRedirect="/" />
      </div>
    </header>
  );
}
