import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { ToastProvider } from "~/components/ui/toast";
import { getViewer } from "~/features/accounts/accounts.server";
import { AdminLoading, useEnteringAdminPage } from "~/features/admin-panel/components/admin-loading";
import { SiteFooter } from "~/features/shell/components/site-footer";
import { SiteHeader } from "~/features/shell/components/site-header";
import { NotFoundPage } from "~/features/shell/not-found-page";
import { usePageIsland } from "~/features/shell/page-island";
import { PRODUCT_NAME, RETURN_TO_HOME } from "~/features/shell/shell.copy";
import { pageRendersCityHeader } from "~/features/shell/shell-handle";
import { readFlashToast } from "~/lib/flash-toast.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = () => [
  { title: PRODUCT_NAME },
  {
    name: "description",
    content: "Searchable transcripts, analysis and news from your local government meetings.",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, flash] = await Promise.all([getViewer(request), readFlashToast(request)]);
  return data({ viewer, toast: flash.toast }, { headers: flash.headers });
}

/**
 * The root loader reads the session and the flash toast: it must rerun after every form submission and on a
 * new path, but not when only the query string of the same page changes (filters, Load More).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // City pages carry the logo, links and account menu in their own sticky city header.
  const cityHeader = pageRendersCityHeader(useMatches());
  const viewer = rootData?.viewer ?? null;
  const enteringAdminPage = useEnteringAdminPage();
  // An anonymous reader of a page that works as HTML gets its island script instead of the app (ADR 0049).
  const island = usePageIsland();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          With a precedence React writes the one stylesheet ahead of the scripts' modulepreloads, so the CSS the
          first paint waits for is not queued behind 110 KB of JavaScript on a slow phone (ADR 0038).
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <ToastProvider initialToast={rootData?.toast ?? null} withTemplates={island !== null}>
          {cityHeader ? null : <SiteHeader viewer={viewer} />}
          <div className="flex-1">{enteringAdminPage ? <AdminLoading /> : children}</div>
          <SiteFooter />
        </ToastProvider>
        {island ? (
          // No <Scripts />: neither the app's modules nor their modulepreloads; the island enhances the HTML. A
          // module script runs once the document is parsed, and Vite's dev server serves the island as a module.
          <script type="module" src={island.src} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
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
  // A thrown data("message", { status }) carries words meant for the person (403: the admin permission message).
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "An unexpected error occurred";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{message}</h1>
      {isRouteErrorResponse(error) && error.status === 403 ? (
        <Link to="/" className="mt-6 inline-block text-teal-800 underline">
          {RETURN_TO_HOME}
        </Link>
      ) : (
        <p className="mt-2 text-slate-600">Please try again in a moment.</p>
      )}
    </main>
  );
}
