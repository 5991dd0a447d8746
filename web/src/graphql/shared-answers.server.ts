import { ApolloLink, Observable } from '@apollo/client';
import { OperationTypeNode, print } from 'graphql';
import { env } from '~/env.server';
import { onPurge, pageCacheRegistry } from '../../cache/registry.ts';

/**
 * Visitors' GraphQL answers kept in this web process (issue 23, decision 046): a page the page
 * cache does not hold (a personal page, a new filter, the first render after a publish) is rendered
 * from the answers another render read a moment ago, instead of asking Strapi again.
 * - Only the site's own reads: a query (never a mutation) of a client that reads as the site (no
 *   owner's or agent's token, no draft preview: `createApolloClient` leaves the link out for those).
 * - Keyed by the operation's document (its text) and its variables (which carry the language and every
 *   filter); only answers without errors are kept.
 * - Forgotten at once by every purge this process takes (Strapi's, or another instance's through
 *   Redis: the page cache's purges, cache/registry.ts), so an agent's change is in the next render
 *   as it is in the next cached page; an answer read across a purge is served to its own readers
 *   but never kept. Kept `sharedAnswerTtlMs` at most, as a bound when no purge comes.
 * - Kept only where purges arrive: with the page cache on (PAGE_CACHE=off renders everything from
 *   Strapi, as comparisons and the fault tests need); GRAPHQL_ANSWERS=off leaves them out too.
 * - Concurrent renders asking the same thing share one read; at most `sharedAnswerMaxBytes` of
 *   answers (their JSON text), least recently used out first.
 */
export const sharedAnswerTtlMs = 60_000;
export const sharedAnswerMaxBytes = 16 * 1024 * 1024;

/** An answer as kept: its JSON text (parsed for each reader, so no render can change another's data). */
interface Kept {
  readonly json: Promise<string>;
  readonly readAt: number;
  bytes: number;
}

const kept = new Map<string, Kept>();
let keptBytes = 0;

function drop(key: string) {
  const entry = kept.get(key);
  if (!entry) return;
  keptBytes -= entry.bytes;
  kept.delete(key);
}

/** Forgets every kept answer. */
export function forgetSharedAnswers(): void {
  kept.clear();
  keptBytes = 0;
}

onPurge(() => forgetSharedAnswers());

/** Whether answers are kept in this process: the page cache is on, so purges arrive (and GRAPHQL_ANSWERS is not `off`). */
export function sharedAnswersEnabled(): boolean {
  return pageCacheRegistry().purgesArrive === true && env.GRAPHQL_ANSWERS !== 'off';
}

/**
 * The text of an operation's document, for the key. Each client transforms the document into
 * an object of its own (one client per request), so the key is the text `gql` read: it keeps its
 * source through the transform (printed only when it has none).
 */
function documentText(operation: ApolloLink.Operation): string {
  return operation.query.loc?.source.body ?? print(operation.query);
}

function isQuery(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.QUERY;
}

/**
 * The first result of `forward(operation)`, as JSON text, and whether it may be kept (no errors).
 * A link's observable of a query gives one result.
 */
function readOnce(observable: Observable<ApolloLink.Result>): Promise<{ json: string; keep: boolean }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    observable.subscribe({
      next: (result) => {
        if (settled) return;
        settled = true;
        resolve({ json: JSON.stringify(result), keep: !('errors' in result) || !result.errors?.length });
      },
      error: (error: unknown) => {
        if (!settled) reject(error);
        settled = true;
      },
      complete: () => {
        if (!settled) reject(new Error('GraphQL read completed without a result'));
        settled = true;
      },
    });
  });
}

/** The answer of `key`: kept and young enough, or read now (and kept when it may be). */
function answerOf(key: string, read: () => Promise<{ json: string; keep: boolean }>, now: number): Promise<string> {
  const entry = kept.get(key);
  if (entry && now - entry.readAt <= sharedAnswerTtlMs) {
    // Most recently used last (the Map's order is the eviction order).
    kept.delete(key);
    kept.set(key, entry);
    return entry.json;
  }
  drop(key);
  const answer = read();
  const json = answer.then((value) => value.json);
  const fresh: Kept = { json, readAt: now, bytes: 0 };
  kept.set(key, fresh);
  answer.then(
    ({ json: text, keep }) => {
      // Forgotten by a purge while it was read: given to its readers, not kept.
      if (kept.get(key) !== fresh) return;
      if (!keep) return drop(key);
      fresh.bytes = key.length + text.length;
      keptBytes += fresh.bytes;
      for (const oldest of kept.keys()) {
        if (keptBytes <= sharedAnswerMaxBytes) break;
        drop(oldest);
      }
    },
    () => {
      if (kept.get(key) === fresh) drop(key);
    },
  );
  return json;
}

/**
 * The link that answers a query from the kept answers (apollo.server.ts puts it after the
 * availability link, so reads still fail at once while Strapi is paused).
 */
export const sharedAnswersLink = new ApolloLink((operation, forward) => {
  if (!isQuery(operation) || !sharedAnswersEnabled()) return forward(operation);
  const key = `${JSON.stringify(operation.variables ?? {})}|${documentText(operation)}`;
  return new Observable<ApolloLink.Result>((observer) => {
    let open = true;
    answerOf(key, () => readOnce(forward(operation)), Date.now()).then(
      (json) => {
        if (!open) return;
        observer.next(JSON.parse(json) as ApolloLink.Result);
        observer.complete();
      },
      (error: unknown) => {
        if (open) observer.error(error);
      },
    );
    return () => {
      open = false;
    };
  });
});
