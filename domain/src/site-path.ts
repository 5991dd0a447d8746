/** A base no real request has: a value that stays on it is a path of this site. */
const siteBase = 'http://site.invalid';

/**
 * `value` as a path of this site (path, query and hash), or `fallback` when it could lead anywhere
 * else: every redirect the web issues goes through it (issue 13). Refused: anything that does not
 * start with exactly one `/` (`//evil.example`, `/\evil.example`, `javascript:…`, full URLs,
 * relative paths), any backslash, control character or whitespace (browsers drop tabs and new
 * lines, so `/\t/evil.example` is `//evil.example` to them), an encoded slash or backslash at the
 * start of a segment that a server could decode into `//` (`/%2F%2Fevil.example`), and anything
 * longer than `maxLength`. What is kept is re-read by the URL parser and must stay on the site.
 *
 * @example
 * sitePath('/nl/te-koop/?page=2', '/'); // '/nl/te-koop/?page=2'
 * sitePath('/%09/evil.example/', '/'); // '/'
 */
export function sitePath(value: unknown, fallback: string, maxLength = 2048): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) return fallback;
  if (!value.startsWith('/') || /^\/[/\\]/.test(value)) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/u.test(value)) return fallback;
  // Encoded slashes, backslashes and control characters: a decoded copy must not leave either.
  if (/%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(value.split(/[?#]/, 1)[0] ?? '')) return fallback;
  try {
    const url = new URL(value, siteBase);
    if (url.origin !== siteBase) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return /^\/[/\\]/.test(path) ? fallback : path;
  } catch {
    return fallback;
  }
}
