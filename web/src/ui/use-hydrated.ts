import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `false` in the server's HTML and while the browser hydrates it, `true` once the page runs
 * JavaScript: what a component shows only when its script can work (without setting state in an
 * effect, which renders everything twice).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
