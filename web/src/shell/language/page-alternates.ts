import type { Language } from '@vitrine/domain';
import { useMatches } from 'react-router';

/** The same page in every language, as site-relative paths. */
export type Alternates = Readonly<Record<Language, string>>;

/** What a page loader returns so the layout can link the page's other languages. */
export interface PageLinks {
  readonly alternates: Alternates;
  /** Site-relative canonical path (with the query that matters, such as `?page=2`). */
  readonly canonical: string;
  /** Pages that must not be indexed (404, 410, filtered searches). */
  readonly noindex?: boolean;
}

function isPageLinks(value: unknown): value is { pageLinks: PageLinks } {
  return typeof value === 'object' && value !== null && 'pageLinks' in value;
}

/** The deepest matched route's {@link PageLinks}, or `null` (error pages). */
export function usePageLinks(): PageLinks | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (isPageLinks(data)) return data.pageLinks;
  }
  return null;
}

/**
 * Links of a page whose path is the same kind of page in every language (home, lists): the
 * alternates come from the domain route table.
 */
export function routeTablePageLinks(
  alternates: Alternates,
  language: Language,
  canonicalQuery = '',
  noindex = false,
): PageLinks {
  return { alternates, canonical: `${alternates[language]}${canonicalQuery}`, noindex };
}
