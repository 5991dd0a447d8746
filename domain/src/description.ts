/** The default length of a cleaned description (spec: 250 characters). */
export const descriptionLimit = 250;

/** A word boundary is used only if it lies beyond this share of the limit (spec: 80 percent). */
export const wordBoundaryShare = 0.8;

/** The ellipsis appended to a cut text when asked for. */
export const ellipsisCharacter = '…';

/** Named entities decoded by {@link cleanDescription}; numeric entities (`&#233;`, `&#xE9;`) are decoded too. */
export const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  deg: '°',
  sup2: '²',
  sup3: '³',
  middot: '·',
  bull: '•',
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  egrave: 'è',
  eacute: 'é',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  Agrave: 'À',
  Eacute: 'É',
  Egrave: 'È',
  Ecirc: 'Ê',
  Ccedil: 'Ç',
  Ouml: 'Ö',
  Uuml: 'Ü',
  Auml: 'Ä',
  szlig: 'ß',
  oelig: 'œ',
  OElig: 'Œ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity;
    }
    return namedEntities[name] ?? entity;
  });
}

function stripMarkup(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ');
}

function cutAt(text: string, length: number): string {
  const cut = text.slice(0, length);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * Turns a description (possibly HTML) into plain text of at most `limit` characters. Markup is
 * removed (tags, comments, scripts and styles, each replaced by a space), common entities are
 * decoded, and whitespace is collapsed to single spaces and trimmed. A longer text is cut at the
 * last space if that space lies beyond 80 % of the available length (strictly: for 250, at index
 * 201 or later), else cut hard; trailing spaces and `,;:` are then dropped. With `ellipsis`, `…`
 * is appended to a cut text and counts within the limit, so the result never exceeds `limit`.
 *
 * @example
 * cleanDescription('<p>Sunny&nbsp;flat &amp; garden</p>'); // 'Sunny flat & garden'
 * cleanDescription('Large house with a garden', 20); // 'Large house with a' (space at 18 > 16)
 * cleanDescription('Large house with garden', 20); // 'Large house with gar' (space at 16, not > 16)
 * cleanDescription('Large house with a garden', 20, true); // 'Large house with a…'
 */
export function cleanDescription(text: string, limit: number = descriptionLimit, ellipsis = false): string {
  if (typeof text !== 'string') return '';
  const clean = decodeEntities(stripMarkup(text)).replace(/\s+/g, ' ').trim();
  const max = Math.floor(limit);
  if (!(max > 0)) return '';
  if (clean.length <= max) return clean;

  const available = ellipsis ? max - 1 : max;
  const boundary = clean.lastIndexOf(' ', available);
  const cut = boundary > available * wordBoundaryShare ? clean.slice(0, boundary) : cutAt(clean, available);
  const tidy = cut.replace(/[\s,;:]+$/, '');
  return ellipsis ? `${tidy}${ellipsisCharacter}` : tidy;
}
