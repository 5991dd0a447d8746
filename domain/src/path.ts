/**
 * The path part of a URL or path (origin, query and hash dropped), with a leading and a trailing
 * slash; `''` becomes `'/'`.
 *
 * @example
 * normalizePath('https://example.be/nl/contact?x=1#top'); // '/nl/contact/'
 * normalizePath('nl//te-koop'); // '/nl/te-koop/'
 */
export function normalizePath(path: string): string {
  const segments = pathSegments(path);
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * The non-empty segments of a URL or path, origin, query and hash dropped.
 *
 * @example
 * pathSegments('/nl/te-koop/gent/?page=2'); // ['nl', 'te-koop', 'gent']
 */
export function pathSegments(path: string): string[] {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const pathname = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment !== '');
}
