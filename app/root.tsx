import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { TopNav } from "~/components/layout/top-nav";
import { NotFoundPage } from "~/features/shell/not-found-page";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import type { Viewer } from "~/features/shell/viewer";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = () => [
  { title: PRODUCT_NAME },
  { name: "description", content: "Searchable transcripts, analysis and news from your local government meetings." },
];

export async function loader(_: Route.LoaderArgs) {
  // Sessions arrive with accounts (issue #4); until then every visitor is signed out.
  const viewer: Viewer | null = null;
  return { viewer };
}

function showsTopNav(pathname: string, viewer: Viewer | null): boolean {
  // City pages carry the account menu in their own sticky city header.
  return viewer !== null && pathname !== "/" && !pathname.startsWith("/city/");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const viewer = data?.viewer ?? null;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
          Skip to content
        </a>
        {showsTopNav(pathname, viewer) ? <TopNav viewer={viewer} /> : null}
        <div className="flex-1">{children}</div>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage title={typeof error.data === "string" && error.data ? error.data : undefined} />;
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "An unexpected error occurred";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{message}</h1>
      <p className="mt-2 text-slate-600">Please try again in a moment.</p>
    </main>
  );
}
