// Which pages an anonymous reader gets without React (issue #16, ADR 0049). React DOM, React and React Router are
// 110 KB of gzipped JavaScript before a line of the app; a route whose page works as plain HTML names a small
// script (its "island", built by Vite from a `*.island.ts` module) in its handle, and a visitor with no session gets
// the server's HTML with that script instead of the app. A signed-in person keeps the whole app.
// A page whose controls are the app's (a panel that opens, filters applied as one types) names the app-on-demand
// island instead: the app's scripts are in the page but inert, and the island starts them when a reader first uses
// a control (ADR 0050).

import { useSyncExternalStore } from "react";
import { type UIMatch, useMatches, useRouteLoaderData } from "react-router";
import appOnDemandIsland from "./app-on-demand.island?worker&url";

export type IslandHandle = {
  /** The address of the built island script (`import url from "./x.island.ts?worker&url"`). */
  island: string;
  /** True when, with this data, the page needs the app after all (a story being written follows its progress). */
  needsApp?: (loaderData: unknown) => boolean;
  /** The island starts the app's inert scripts when a reader first uses a control (ADR 0050). */
  appOnDemand?: boolean;
};

/** What a document carries instead of starting the app at once. */
export type PageIsland = { src: string; appOnDemand: boolean };

/** The handle of a page that works as HTML until a reader uses one of its controls (ADR 0050). */
export function appOnDemand(needsApp?: (loaderData: unknown) => boolean): IslandHandle {
  return { island: appOnDemandIsland, appOnDemand: true, ...(needsApp ? { needsApp } : {}) };
}

/** The little a page match must say for the choice: works for React Router's UIMatch and the server's matches. */
export type IslandMatch = Pick<UIMatch, "handle" | "loaderData">;

function isIslandHandle(handle: unknown): handle is IslandHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    typeof (handle as Partial<IslandHandle>).island === "string"
  );
}

function carriesToast(rootData: unknown): boolean {
  return (
    typeof rootData === "object" && rootData !== null && Boolean((rootData as { toast?: unknown }).toast)
  );
}

/** The island of the page a document request is rendering, or null when the page needs the app. */
export function islandOfPage(matches: readonly IslandMatch[], signedIn: boolean): PageIsland | null {
  if (signedIn) return null;
  const leaf = matches.at(-1);
  // A route that failed shows the error page, which runs in the app like any other.
  if (!leaf || leaf.loaderData === undefined || !isIslandHandle(leaf.handle)) return null;
  if (leaf.handle.needsApp?.(leaf.loaderData)) return null;
  const onDemand = leaf.handle.appOnDemand === true;
  // A toast carried across a redirect closes itself after a few seconds, which the app would find missing when it
  // hydrates later: such a page (rare, and never a crowd's: it follows a form) starts the app at once.
  if (onDemand && carriesToast(matches[0]?.loaderData)) return null;
  return { src: leaf.handle.island, appOnDemand: onDemand };
}

const noSubscription = () => () => {};

/**
 * The island of the page on screen, or null. Only a document rendered on the server can go without the app: once
 * React runs in the browser (a signed-in page, or a page that has no island) a navigation to an island page stays
 * inside the app, which renders it as before.
 */
export function usePageIsland(): PageIsland | null {
  const matches = useMatches();
  const rootData = useRouteLoaderData<{ viewer: unknown }>("root");
  const renderingDocument = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (!renderingDocument) return null;
  return islandOfPage(matches, Boolean(rootData?.viewer));
}
