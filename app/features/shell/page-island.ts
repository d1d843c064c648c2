// Which pages an anonymous reader gets without React (ADR 0053, after issues #16 and #32). React DOM, React and React
// Router are 110 KB of gzipped JavaScript before a line of the app; every public page works as plain HTML (links
// and forms) and names, in its handle, one small script (its "island", built by Vite from a `*.island.ts` module)
// that enhances its controls one by one. A visitor with no session gets the server's HTML with that script and never
// the app; a signed-in person gets the whole app.

import { useSyncExternalStore } from "react";
import { type UIMatch, useMatches, useRouteLoaderData } from "react-router";

export type IslandHandle = {
  /** The address of the built island script (`import url from "./x.island.ts?worker&url"`). */
  island: string;
  /** True when, with this data, the page needs the app after all (a story being written follows its progress). */
  needsApp?: (loaderData: unknown) => boolean;
};

/** What a document carries instead of starting the app at once. */
export type PageIsland = { src: string };

/** The little a page match must say for the choice: works for React Router's UIMatch and the server's matches. */
export type IslandMatch = Pick<UIMatch, "handle" | "loaderData">;

function isIslandHandle(handle: unknown): handle is IslandHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    typeof (handle as Partial<IslandHandle>).island === "string"
  );
}

/** The island of the page a document request is rendering, or null when the page needs the app. */
export function islandOfPage(matches: readonly IslandMatch[], signedIn: boolean): PageIsland | null {
  if (signedIn) return null;
  const leaf = matches.at(-1);
  // A route that failed shows the error page, which runs in the app like any other.
  if (!leaf || leaf.loaderData === undefined || !isIslandHandle(leaf.handle)) return null;
  if (leaf.handle.needsApp?.(leaf.loaderData)) return null;
  return { src: leaf.handle.island };
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
