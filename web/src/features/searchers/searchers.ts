import type { SearcherCount } from '@vitrine/domain';

/** The valuation form's fields a count is asked by, and the question's names for them. */
export const searcherFields = {
  homeType: 'type',
  zip: 'zip',
  askingPriceMin: 'minPrice',
  askingPriceMax: 'maxPrice',
  bedrooms: 'bedrooms',
} as const;

/** The resource route the page's script asks as the fields change (routes/searchers.tsx). */
export const searchersPath = '/_searchers';

/** What the page says: a count, or why there is none (fields missing, no answer). */
export type SearchersAnswer =
  | { readonly kind: 'answer'; readonly count: SearcherCount }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'unavailable' };

/**
 * The question of a count from the form's values, or null while the kind of home, a Belgian
 * postal code and one end of the asking-price range are not all given. Bounds are the schema's;
 * the server checks them again.
 *
 * @example
 * searcherQuestion({ homeType: '1', zip: '9000', askingPriceMin: '300000', askingPriceMax: '400000' })?.toString();
 * // 'type=1&zip=9000&minPrice=300000&maxPrice=400000'
 */
export function searcherQuestion(values: Readonly<Record<string, unknown>>): URLSearchParams | null {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const question = new URLSearchParams();
  for (const [field, name] of Object.entries(searcherFields)) {
    const value = text(field);
    if (value === '') continue;
    if (name === 'zip' ? !/^\d{4}$/.test(value) : !/^\d{1,9}$/.test(value)) return null;
    question.set(name, value);
  }
  if (!question.has('type') || !question.has('zip')) return null;
  if (!question.has('minPrice') && !question.has('maxPrice')) return null;
  const min = question.get('minPrice');
  const max = question.get('maxPrice');
  if (min !== null && max !== null && Number(min) > Number(max)) return null;
  return question;
}
