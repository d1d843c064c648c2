// Which document gets a page's island instead of the app (ADR 0053): only a visitor's, only a page that rendered,
// and not when the page's data needs the app.
import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { type IslandHandle, islandOfPage } from "../../app/features/shell/page-island";

const ISLAND = "/assets/home.island-abc.js";

/** The root and a leaf route; a leaf whose loader failed has no loader data. */
function page(handle: unknown, loaderData: unknown, rootData: unknown = {}): UIMatch[] {
  return [
    { id: "root", pathname: "/", params: {}, data: rootData, loaderData: rootData, handle: undefined },
    { id: "leaf", pathname: "/", params: {}, data: loaderData, loaderData, handle },
  ] as UIMatch[];
}

describe("islandOfPage", () => {
  const handle: IslandHandle = { island: ISLAND };
  const plain = { src: ISLAND };

  it("gives a visitor the island of a page that names one", () => {
    expect(islandOfPage(page(handle, {}), false)).toEqual(plain);
  });

  it("gives a signed-in person the app", () => {
    expect(islandOfPage(page(handle, {}), true)).toBeNull();
  });

  it("gives the app to a page without an island, and to a page whose route failed", () => {
    expect(islandOfPage(page({ rendersCityHeader: () => true }, {}), false)).toBeNull();
    expect(islandOfPage(page(handle, undefined), false)).toBeNull();
  });

  it("gives the app when the page's data needs it", () => {
    const writing: IslandHandle = {
      island: ISLAND,
      needsApp: (data) => (data as { state: string }).state === "running",
    };
    expect(islandOfPage(page(writing, { state: "running" }), false)).toBeNull();
    expect(islandOfPage(page(writing, { state: "done" }), false)).toEqual(plain);
  });
});
