// Which pages an anonymous reader gets without React (issue #16, ADR 0049). React DOM, React and React Router are
// 110 KB of gzipped JavaScript before a line of the app; a route whose page works as plain HTML names a small
// script (its "island", built by Vite from a `*.island.ts` module) in its handle, and a visitor with no session gets
// the server's HTML with that script instead of the app. A signed-in person keeps the whole app.

import { useSyncExternalStore } from "react";
import { type UIMatch, useMatches, useRouteLoaderData } from "react-router";

export type IslandHandle = {
  /** The address of the built island script (`import url from "./x.island.ts?worker&url"`). */
  island: string;
  /** True when, with this data, the page needs the app after all (a story being written follows its progress). */
  needsApp?: (loaderData: unknown) => boolean;
};

function isIslandHandle(handle: unknown): handle is IslandHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    typeof (handle as Partial<IslandHandle>).island === "string"
  );
}

/** The island of the page a document request is rendering, or null when the page needs the app. */
export function islandOfPage(matches: readonly UIMatch[], signedIn: boolean): string | null {
  if (signedIn) return null;
  const leaf = matches.at(-1);
  // A route that failed shows the error page, which runs in the app like any other.
  if (!leaf || leaf.loaderData === undefined || !isIslandHandle(leaf.handle)) return null;
  if (leaf.handle.needsApp?.(leaf.loaderData)) return null;
  return leaf.handle.island;
}

const noSubscription = () => () => {};

/**
 * The island of the page on screen, or null. Only a document rendered on the server can go without the app: once
 * React runs in the browser (a signed-in page, or a page that has no island) a navigation to an island page stays
 * inside the app, which renders it as before.
 */
export function usePageIsland(): string | null {
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
