/** Letters that Unicode decomposition does not turn into a base letter plus accent. */
const letterReplacements: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  þ: 'th',
};

/**
 * One path segment built from a name (spec, section 2): trimmed, accents removed, punctuation and
 * symbols stripped, lower case, and **each** space turned into a hyphen. Spaces are not collapsed
 * on purpose: the existing path `/services/recherche--investissement/` is "Recherche &
 * investissement" with the `&` stripped. Letters and digits of any script are kept; existing
 * hyphens are kept.
 *
 * @example
 * slugify('  Gestion de patrimoine '); // 'gestion-de-patrimoine'
 * slugify('Hôtellerie'); // 'hotellerie'
 * slugify('Recherche & investissement'); // 'recherche--investissement'
 */
export function slugify(name: string): string {
  if (typeof name !== 'string') return '';
  return name
    .trim()
    .replace(/[ßæÆœŒøØłŁđĐþ]/g, (letter) => letterReplacements[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s/g, '-');
}

/**
 * A path built from names: each name made a segment with {@link slugify}, empty segments
 * dropped, joined with `/`, with a leading and a trailing slash. No names (or only empty ones)
 * give `'/'`.
 *
 * @example
 * slugPath('Services', 'Gestion de patrimoine'); // '/services/gestion-de-patrimoine/'
 * slugPath('Énergie', 'Certificats & PEB'); // '/energie/certificats--peb/'
 * slugPath(); // '/'
 */
export function slugPath(...names: string[]): string {
  const segments = names.map(slugify).filter((segment) => segment !== '');
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}
