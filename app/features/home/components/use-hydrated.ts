// Whether the page has hydrated: controls that need JavaScript to be useful stay plain HTML until it has.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
