import { env } from '~/env.server';
import { visitorAddress } from './client-address.server';
import { fillTimeCookie, fillTokenKey, issueFillTime, keptFillTime, readFillTime } from './fill-time.server';
import { formLimiters, overLimit, proofSpent, type FormLimiters } from './rate-limits.server';

/** What the stylesheet's answer needs besides the request; tests pass their own. */
export interface FillTimeStylesheetOptions {
  readonly secret?: string;
  readonly limiters?: FormLimiters;
  readonly secure?: boolean;
  readonly trustedProxy?: readonly string[];
  readonly now?: number;
}

/**
 * The answer of `/_forms/started.css`: an empty style sheet, never stored by any cache, that
 * gives the browser a signed fill time in a cookie (decision 036). Every browser fetches it,
 * JavaScript or not, because a page with a form links it (`media="print"`: fetched, never in the
 * way of rendering), so the page itself is the same bytes for everyone. A genuine, unspent fill
 * time younger than {@link keptFillTime} is kept (no Set-Cookie); past the `fillTimeCookie`
 * limit of an address, no cookie (its forms then ask for the proof of work or the captcha).
 */
export async function fillTimeStylesheet(request: Request, options: FillTimeStylesheetOptions = {}): Promise<Response> {
  const secret = options.secret ?? env.FORM_SECRET;
  const now = options.now ?? Date.now();
  const limiters = options.limiters ?? formLimiters(env.REDIS_URL);
  const headers = new Headers({
    'Content-Type': 'text/css; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
  const address = visitorAddress(request, options.trustedProxy ?? env.TRUSTED_PROXY);
  if (await overLimit(limiters, [['stylesheet', address]])) {
    headers.set('Retry-After', '60');
    return new Response('', { status: 429, headers });
  }
  const current = readFillTime(secret, request.headers.get('cookie'), now);
  const kept =
    current !== null &&
    current.age >= 0 &&
    current.age < keptFillTime &&
    !(await proofSpent(limiters, fillTokenKey(secret, current.token)));
  if (!kept) {
    const secure = options.secure ?? env.PUBLIC_SITE_URL.startsWith('https:');
    headers.set('Set-Cookie', fillTimeCookie(issueFillTime(secret, now), secure));
  }
  return new Response('', { status: 200, headers });
}
