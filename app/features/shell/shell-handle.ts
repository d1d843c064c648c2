// How a route tells the root layout that it draws the city header itself, so the site header is left out (ADR 0030).
import type { Params, UIMatch } from "react-router";

export type ShellHandle = {
  /** True when, for these params, the page renders the city's own sticky header instead of the site header. */
  rendersCityHeader: (params: Params) => boolean;
};

export const ALWAYS_CITY_HEADER: ShellHandle = { rendersCityHeader: () => true };
/** Routes shared by a city path and a city-less one (/search and /city/:key/search). */
export const CITY_HEADER_UNDER_CITY_PATH: ShellHandle = {
  rendersCityHeader: (params) => params.locationKey !== undefined,
};

function isShellHandle(handle: unknown): handle is ShellHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    typeof (handle as Partial<ShellHandle>).rendersCityHeader === "function"
  );
}

/**
 * Whether the page on screen has its city header. A route that failed (no loader data: a missing city, a missing
 * meeting) shows the error page, which gets the site header like any other.
 */
export function pageRendersCityHeader(matches: readonly UIMatch[]): boolean {
  const leaf = matches.at(-1);
  if (!leaf || !isShellHandle(leaf.handle) || leaf.loaderData === undefined) return false;
  return leaf.handle.rendersCityHeader(leaf.params);
}
