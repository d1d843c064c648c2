// The signed-in avatar menu, or the Sign In link for visitors (spec 000 section 2).
import { useState } from "react";
import { Form, Link } from "react-router";
import { SIGN_IN } from "~/features/shell/shell.copy";
import { avatarInitials, type Viewer } from "~/lib/viewer";

export type MenuItem = { label: string; to: string; adminOnly?: boolean };

export function AccountMenu({
  viewer,
  items,
  signOutLabel,
  signOutRedirect,
}: {
  viewer: Viewer | null;
  items: MenuItem[];
  /** "Sign Out" in the top navigation, "Sign out" in the city header (spec 000 section 2). */
  signOutLabel: string;
  /** Where signing out lands: home from the top navigation, the same page from a city header. */
  signOutRedirect: string;
}) {
  const [open, setOpen] = useState(false);
  if (!viewer) {
    return (
      <Link
        to="/auth"
        className="rounded-md bg-teal-700 px-3 py-2 text-sm font-semibold text-white hover:bg-teal-800"
      >
        {SIGN_IN}
      </Link>
    );
  }
  const visible = items.filter((item) => !item.adminOnly || viewer.isAdmin);
  return (
    // <details> opens the menu without JavaScript; the summary is announced as a button with its open state.
    <details className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a summary is the no-JavaScript disclosure; the role names it for assistive tech */}
      <summary
        role="button"
        aria-expanded={open}
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white [&::-webkit-details-marker]:hidden"
        title={viewer.email}
      >
        {avatarInitials(viewer.email)}
        <span className="sr-only"> account menu</span>
      </summary>
      <ul className="absolute right-0 z-20 mt-2 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {visible.map((item) => (
          <li key={item.to}>
            <Link className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100" to={item.to}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action="/auth/sign-out">
            <input type="hidden" name="redirectTo" value={signOutRedirect} />
            <button
              type="submit"
              className="block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
            >
              {signOutLabel}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
