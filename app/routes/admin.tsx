import { ButtonLink } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: `Admin Panel | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

const ADMIN_TOOLS = [
  {
    label: "City Management",
    to: "/admin/city-management",
    description: "Cities, their video sources and meetings.",
  },
  {
    label: "Content Management",
    to: "/admin/content-management",
    description: "Transcripts, analyses and stories.",
  },
  {
    label: "Business Directory",
    to: "/admin/business-directory",
    description: "Listings, tiers and images.",
  },
  {
    label: "Story Playground",
    to: "/admin/story-playground",
    description: "Try a story with extra context before saving it.",
  },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  return { email: viewer.email };
}

export default function AdminPanel() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Admin Panel</h1>
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
