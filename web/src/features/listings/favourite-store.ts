import { parseFavourites, serializeFavourites, withFavourite } from '@vitrine/domain';

/** The shortlist's cookie: the server reads it for the favourites page (and the no-JavaScript hearts). */
export const favouritesCookie = 'vitrine_favourites';
/** Its copy in local storage, which outlives a cleared cookie. */
const storageKey = 'vitrine.favourites';
const maxAgeSeconds = 60 * 60 * 24 * 365;

const listeners = new Set<() => void>();

function readCookie(): string {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${favouritesCookie}=`));
  return entry ? decodeURIComponent(entry.slice(favouritesCookie.length + 1)) : '';
}

function readStorage(): string {
  try {
    return localStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

/** The shortlist in this browser: the cookie, else (cookie cleared or expired) local storage. */
export function savedFavourites(): string[] {
  return parseFavourites(readCookie() || readStorage());
}

/** Keeps the shortlist in the cookie and in local storage, and tells every heart on the page. */
export function saveFavourites(ids: readonly string[]): void {
  const value = serializeFavourites(ids);
  document.cookie = `${favouritesCookie}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
  try {
    localStorage.setItem(storageKey, value);
  } catch {
    // Private mode: the cookie alone keeps the list.
  }
  for (const listener of listeners) listener();
}

/** Saves or removes one listing; returns whether it is saved now. */
export function toggleFavourite(id: string): boolean {
  const saved = !savedFavourites().includes(id);
  saveFavourites(withFavourite(savedFavourites(), id, saved));
  return saved;
}

/** For `useSyncExternalStore`: hearts re-render when the list changes (here or in another tab). */
export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a listing is in the shortlist. */
export const favouritesSnapshotOf = (documentId: string) => savedFavourites().includes(documentId);
