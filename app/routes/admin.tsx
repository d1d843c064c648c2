import { ButtonLink } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { ADMIN_PANEL_TITLE, ADMIN_TOOLS } from "~/features/admin-panel/admin-panel.copy";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => adminPageMeta(ADMIN_PANEL_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  return { email: viewer.email };
}

export default function AdminPanel() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{ADMIN_PANEL_TITLE}</h1>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {ADMIN_TOOLS.map((tool) => (
          <li key={tool.to} className="rounded-lg border border-slate-200 p-5">
            <ButtonLink to={tool.to} variant="outline" className="w-full">
              {tool.label}
            </ButtonLink>
            <p className="mt-2 text-sm text-slate-600">{tool.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
