import { parseFavourites, serializeFavourites, withFavourite } from '@vitrine/domain';
import { favouritesInCookies, favouritesSetCookie } from './favourites-cookie';

// The store runs in the hearts' chunk, loaded after the page (favourite-form.tsx), and on the
// favourites page: the cookie parser it brings is not in the other pages' first load.

/** Its copy in local storage, which outlives a cleared cookie. */
const storageKey = 'vitrine.favourites';

const listeners = new Set<() => void>();

const readCookie = (): string => favouritesInCookies(document.cookie);

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
  document.cookie = favouritesSetCookie(value);
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
