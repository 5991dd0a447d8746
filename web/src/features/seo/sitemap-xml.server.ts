import { languages, type Language } from '@vitrine/domain';

/**
 * The URLs one sitemap file may hold. The protocol allows 50,000; the site keeps a fifth of that
 * (decision 048): a file of 10,000 listing pages with their five alternates is about 7 MB, which the
 * page cache (64 MiB a process) keeps beside the pages without pushing them all out.
 */
export const defaultUrlsPerFile = 10_000;
/** The protocol's own bound on the URLs of one file. */
export const protocolUrlsPerFile = 50_000;

/** A page of the site in every language (a missing language links the path that serves it). */
export type SitemapPaths = Readonly<Record<Language, string>>;

/** One `<url>` of a sitemap: the page, its alternates, when it last changed. */
export interface SitemapUrl {
  path: string;
  alternates: SitemapPaths;
  /** `x-default`: the language-choosing root for home, the default language's page elsewhere. */
  xDefault: string;
  /** ISO date-time of the page's last change, when known. */
  lastmod: string | null;
}

const escapes: Readonly<Record<string, string>> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Text as XML character data or an attribute value. */
export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => escapes[char] ?? char);

/** The `x-default` alternate of a page: `/` for home (it chooses the language), else the default language's page. */
export function xDefaultOf(paths: SitemapPaths, defaultLanguage: Language): string {
  return languages.every((language) => paths[language] === `/${language}/`) ? '/' : paths[defaultLanguage];
}

export const urlsetStart =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const urlsetEnd = '</urlset>\n';

/**
 * One `<url>` element with its `lastmod` and its hreflang alternates in every language plus
 * `x-default`, as the page heads list them.
 *
 * @example
 * urlXml({ path: '/nl/team/', alternates, xDefault: '/nl/team/', lastmod: '2026-11-27T10:00:00.000Z' }, 'https://x.be');
 * // '  <url>\n    <loc>https://x.be/nl/team/</loc>\n    <lastmod>2026-11-27T10:00:00.000Z</lastmod>\n    <xhtml:link …'
 */
export function urlXml(url: SitemapUrl, siteUrl: string): string {
  const links = [
    ...languages.map((language) => [language, url.alternates[language]] as const),
    ['x-default', url.xDefault],
  ]
    .map(
      ([hreflang, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${path}`)}"/>\n`,
    )
    .join('');
  const lastmod = url.lastmod ? `    <lastmod>${escapeXml(url.lastmod)}</lastmod>\n` : '';
  return `  <url>\n    <loc>${escapeXml(`${siteUrl}${url.path}`)}</loc>\n${lastmod}${links}  </url>\n`;
}

/**
 * The sitemap index: one `<sitemap>` per file, by its path on this site.
 *
 * @example
 * sitemapIndexXml(['/sitemaps/pages.xml', '/sitemaps/listings-1.xml'], 'https://x.be');
 */
export function sitemapIndexXml(files: readonly string[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap><loc>${escapeXml(`${siteUrl}${file}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * A response body written as `parts` come: each part is read when the reader asks for more, so a
 * slow reader holds the writer back and no more than one part is in memory at a time.
 */
export function streamOf(parts: AsyncIterable<string, void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator: AsyncIterator<string, void> = parts[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
