import { isbot } from 'isbot';
import { visitorAddress } from '~/features/forms/index.server';
import { env } from '~/env.server';
import { strapiFetch } from '~/graphql/strapi-fetch.server';
import { notePageView } from '~/page-cache/page-views.server';
import { viewSource, type ViewSource } from './view-source';

/**
 * One view as Strapi's `POST /api/owner/views` takes it; Strapi hashes the address with a daily
 * salt. No user agent is sent: one address is one visitor a day, whatever agent it claims.
 */
export interface PendingView {
  listing: string;
  address: string;
  source: ViewSource;
}

/**
 * Whether a request is a person's view of the page: not a crawler (isbot's list of bot user
 * agents; no user agent at all counts as a bot), not a prefetch or prerender (the browser says so
 * in `Sec-Purpose` or `Purpose`, and React Router's `<Link prefetch>` sends it), and not an
 * agent's preview.
 */
export function isPersonView(request: Request): boolean {
  // A form's POST re-renders the page: the view that counted was the GET before it.
  if (request.method !== 'GET') return false;
  const agent = request.headers.get('user-agent') ?? '';
  if (!agent || isbot(agent)) return false;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''} ${request.headers.get('x-purpose') ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  if (request.headers.get('x-moz') === 'prefetch') return false;
  if (new URL(request.url).searchParams.has('preview')) return false;
  return true;
}

/** The view of `listing` that `request` is, or null when it is not a person's view. */
export function viewOf(
  request: Request,
  listing: string,
  trustedProxies: readonly string[] = env.TRUSTED_PROXY,
): PendingView | null {
  if (!isPersonView(request)) return null;
  const url = new URL(request.url);
  // A client-side navigation asks the page's data (`…/_.data`); its referrer is the page the
  // visitor was on, so the source is this site unless the link carries utm_source.
  return {
    listing,
    address: visitorAddress(request, trustedProxies),
    source: viewSource({
      referrer: request.headers.get('referer'),
      utmSource: url.searchParams.get('utm_source'),
      siteHost: new URL(env.PUBLIC_SITE_URL).hostname,
    }),
  };
}

/** Sends the batches to Strapi; replaced in tests. */
export type ViewSender = (views: PendingView[]) => Promise<void>;

const sendToStrapi: ViewSender = async (views) => {
  if (!env.PROXY_SECRET) return;
  // strapiFetch: its timeout, and no attempt while Strapi is known to be down (the batch waits).
  const response = await strapiFetch(`${env.STRAPI_URL}/api/owner/views`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vitrine-views-secret': env.PROXY_SECRET },
    body: JSON.stringify({ views }),
  });
  if (!response.ok) throw new Error(`Strapi answered ${response.status}`);
};

/**
 * Collects views and sends them in batches (every `intervalMs`, or at `maxBatch` views), outside
 * any request: recording never slows or fails a page. A failed batch is retried once with the
 * next; past `maxPending` views waiting (Strapi down for long) the oldest are dropped.
 */
export function createViewRecorder({
  send = sendToStrapi,
  intervalMs = 1000,
  maxBatch = 200,
  maxPending = 5000,
}: { send?: ViewSender; intervalMs?: number; maxBatch?: number; maxPending?: number } = {}) {
  let pending: PendingView[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();
  let warned = false;

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return sending;
    const batch = pending.splice(0, maxBatch);
    sending = sending
      .then(() => send(batch))
      .then(
        () => {
          warned = false;
        },
        (error: unknown) => {
          if (!warned) console.warn(`[owner statistics] views not recorded yet: ${String(error)}`);
          warned = true;
          pending = [...batch, ...pending].slice(-maxPending);
        },
      );
    if (pending.length > 0) schedule();
    return sending;
  };

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), intervalMs);
    timer.unref?.();
  }

  return {
    /** Queues the view of `listing` if `request` is a person's; returns at once. */
    record(request: Request, listing: string): void {
      try {
        const view = viewOf(request, listing);
        if (!view) return;
        pending.push(view);
        if (pending.length > maxPending) pending.shift();
        if (pending.length >= maxBatch) void flush();
        else schedule();
      } catch (error) {
        console.warn(`[owner statistics] view not queued: ${String(error)}`);
      }
    },
    flush,
    get pending() {
      return pending.length;
    },
  };
}

let recorder: ReturnType<typeof createViewRecorder> | undefined;

/** Records a view of a listing's page (this process's recorder). */
export function recordListingView(request: Request, listing: string): void {
  recorder ??= createViewRecorder();
  recorder.record(request, listing);
  // A page served from the page cache (web/cache/page-cache.ts) records its views again per visitor.
  notePageView(listing, recordListingView);
}
