import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component the browser fetches after the page's first load, for one the server renders in
 * place: its HTML is in the page at once, and React hydrates it when its chunk arrives (render it
 * inside a `<Suspense fallback={null}>`, which keeps the server's HTML until then). For what is
 * below the fold or works as plain HTML until hydrated: a form posts, a link navigates (issue 23's
 * budget). Callers choose with `import.meta.env.SSR`, which the build replaces by a constant, so
 * the browser's bundle drops the in-place import; passed as an argument it stayed in the first
 * load (the detail page measured 147.5 KB instead of 118.9).
 *
 * @example
 * const SiteFooter = import.meta.env.SSR
 *   ? SiteFooterInPlace
 *   : afterFirstLoad(async () => (await import('./site-footer')).SiteFooter);
 */
export function afterFirstLoad<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }));
}
