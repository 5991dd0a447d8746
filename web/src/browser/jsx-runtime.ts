// The browser build's `react/jsx-runtime` for the site's own modules: see `react.ts` beside it.
import * as runtime from 'react/jsx-runtime';

export const Fragment = runtime.Fragment;
export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
