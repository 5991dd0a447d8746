// The browser build's `react` for the site's own modules (vite.config.ts, `reactThroughFramework`):
// React is CommonJS, so every chunk importing it directly carries rolldown's interop helpers (a
// shared runtime chunk on every page). Through this ES module, in the framework chunk, no other
// chunk needs them. A name missing here fails the build.
import * as React from 'react';

export const Children = React.Children;
export const Fragment = React.Fragment;
export const StrictMode = React.StrictMode;
export const Suspense = React.Suspense;
export const createContext = React.createContext;
export const isValidElement = React.isValidElement;
export const lazy = React.lazy;
export const startTransition = React.startTransition;
export const use = React.use;
export const useCallback = React.useCallback;
export const useContext = React.useContext;
export const useEffect = React.useEffect;
export const useId = React.useId;
export const useLayoutEffect = React.useLayoutEffect;
export const useMemo = React.useMemo;
export const useRef = React.useRef;
export const useState = React.useState;
export const useSyncExternalStore = React.useSyncExternalStore;
export default React;
