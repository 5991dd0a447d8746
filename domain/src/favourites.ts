/** The most listings a shortlist keeps (the cookie and a shared link stay small). */
export const maxFavourites = 50;

/** A Strapi documentId as the site receives it: letters, digits, `-` and `_`, no more than 64. */
const documentIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A shortlist read from a cookie, a link or local storage (ids separated by dots, commas or
 * spaces): only well-formed documentIds, each once, in their order, at most {@link maxFavourites}
 * (the last ones kept: the newest). Anything else is dropped, never an error.
 *
 * @example
 * parseFavourites('abc123.def456.abc123.<script>'); // ['abc123', 'def456']
 */
export function parseFavourites(value: unknown): string[] {
  if (typeof value !== 'string' || value.length > 64 * maxFavourites * 4) return [];
  return cleanIds(value.split(/[.,\s]+/));
}

/** Well-formed ids only, each once (its first place), at most {@link maxFavourites}, the newest kept. */
function cleanIds(ids: readonly string[]): string[] {
  const valid = ids.filter((id) => documentIdPattern.test(id));
  return valid.filter((id, index) => valid.indexOf(id) === index).slice(-maxFavourites);
}

/**
 * A shortlist as one text (cookie value, link parameter).
 *
 * @example
 * serializeFavourites(['abc123', 'def456']); // 'abc123.def456'
 */
export function serializeFavourites(ids: readonly string[]): string {
  return cleanIds(ids).join('.');
}

/**
 * The shortlist after adding or removing a listing; adding a new one to a full list drops the
 * oldest.
 *
 * @example
 * withFavourite(['a1'], 'b2', true); // ['a1', 'b2']
 * withFavourite(['a1', 'b2'], 'a1', false); // ['b2']
 */
export function withFavourite(ids: readonly string[], id: string, saved: boolean): string[] {
  const others = ids.filter((existing) => existing !== id);
  return cleanIds(saved ? [...others, id] : others);
}
