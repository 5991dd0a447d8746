import { onPurge } from '../../cache/registry.ts';

/**
 * How long a shared answer is served as read when no purge comes (a web Strapi cannot reach):
 * agents' edits of the site settings or the property types are purged at once (below).
 */
export const sharedReadTtlMs = 60_000;

interface Entry {
  readonly value: Promise<unknown>;
  readonly readAt: number;
  refreshing: boolean;
}

const entries = new Map<string, Entry>();

/** Clients that read drafts (an agent's preview): never served shared answers, never filling them. */
const draftReaders = new WeakSet<object>();

/** Marks a client as reading drafts (`createApolloClient({ drafts: true })`). */
export function readsDrafts(client: object): void {
  draftReaders.add(client);
}

function readAndKeep<T>(key: string, read: () => Promise<T>, now: number): Promise<T> {
  const value = read();
  entries.set(key, { value, readAt: now, refreshing: false });
  // A failed read is not kept: the next request reads again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/**
 * Answers every visitor shares and that change rarely — the site settings, the property-type
 * classification, which types have listings — read from Strapi once and kept in this web process,
 * per `key` (which names the language and anything else the answer depends on):
 * - younger than `ttlMs`: served as it is;
 * - older, but by no more than `staleMs`: served once more while it is read again in the background;
 * - older still, or never read: read, and the requests that ask meanwhile share that one read.
 *
 * A read that throws is not kept. An agent's draft preview (a client that reads drafts) neither
 * uses nor fills the shared answers. Everything else a page shows (listings, projects, articles)
 * is read per request.
 *
 * @example
 * sharedRead(client, `site-settings|${language}`, () => readSettings(client, language));
 */
export function sharedRead<T>(
  client: object,
  key: string,
  read: () => Promise<T>,
  { ttlMs = sharedReadTtlMs, staleMs = sharedReadTtlMs, now = Date.now() } = {},
): Promise<T> {
  if (draftReaders.has(client)) return read();
  const entry = entries.get(key);
  if (!entry || now - entry.readAt > ttlMs + staleMs) return readAndKeep(key, read, now);
  if (now - entry.readAt > ttlMs && !entry.refreshing) {
    entry.refreshing = true;
    // The fresh answer replaces the old one only once it is in; until then the old one is served.
    read().then(
      (value) => entries.set(key, { value: Promise.resolve(value), readAt: Date.now(), refreshing: false }),
      () => {
        entry.refreshing = false;
      },
    );
  }
  return entry.value as Promise<T>;
}

/** Forgets every shared answer. */
export function forgetSharedReads(): void {
  entries.clear();
}

// Strapi's purges (web/cache/page-cache.ts, cms/src/cache-purge) are the events that change these
// answers too: a publish of a property type, of the site settings or of a listing (which types
// have listings) must not leave a page rendered from the old list for minutes. Any purge forgets
// them all: they are a few small reads, and a tag says which pages changed, not which answers.
onPurge(() => forgetSharedReads());
