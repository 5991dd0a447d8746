import { consentGrantedByPath, cookieMaxAgeDays, sitePath, type ConsentCategory } from '@vitrine/domain';
import { serialize } from 'cookie-es';
import { data, redirect } from 'react-router';
import { env } from '~/env.server';
import { consentOfCookies } from '~/server/cookies';
import { consentCookieName, consentValue, optionalConsentCategories, type ConsentState } from './consent';

/**
 * The consent of a request, read from its cookie so the server renders the right state (no banner
 * flash). A path containing `preview` (spec) or an agent's draft preview counts as granted.
 */
export function readConsent(request: Request, { preview = false }: { preview?: boolean } = {}): ConsentState {
  // One reading of the Cookie header with the page cache's key (cache/cookies.ts): a consent
  // cookie sent twice or with a value this site does not write is no choice — the banner shows.
  const { granted } = consentOfCookies(request.headers.get('cookie'));
  const implied = preview || consentGrantedByPath(new URL(request.url).pathname);
  if (!granted) return { decided: false, granted: ['necessary'], implied };
  return { decided: true, granted, implied };
}

/**
 * A site-relative path to send the visitor back to, or `fallback`: never another origin
 * (`//evil.example`, `/\evil.example`, `/%09/evil.example` once decoded) nor a URL with a scheme —
 * the site's one rule for redirect targets, sitePath of @vitrine/domain (its test table).
 *
 * @example
 * safeReturnPath('/nl/te-koop/?page=2', '/'); // '/nl/te-koop/?page=2'
 * safeReturnPath('//evil.example/', '/'); // '/'
 */
export function safeReturnPath(value: FormDataEntryValue | string | null, fallback: string): string {
  return sitePath(value, fallback);
}

/** The categories a submitted consent form grants: all, only the necessary, or the ticked ones. */
export function grantedByForm(form: FormData): ConsentCategory[] {
  const choice = form.get('choice');
  if (choice === 'all') return [...optionalConsentCategories];
  if (choice === 'save') {
    const ticked = form.getAll('category');
    return optionalConsentCategories.filter((category) => ticked.includes(category));
  }
  return [];
}

/** The `Set-Cookie` header (written by cookie-es) that stores a choice for `cookieMaxAgeDays.consent` days. */
export function consentCookie(granted: Iterable<ConsentCategory>): string {
  return serialize(consentCookieName, consentValue(granted), {
    path: '/',
    maxAge: cookieMaxAgeDays.consent * 24 * 60 * 60,
    sameSite: 'lax',
    httpOnly: true,
    secure: env.PUBLIC_SITE_URL.startsWith('https:'),
  });
}

/**
 * The consent form's action. Without JavaScript the browser posts the form and is sent back to
 * the page it came from (303); the hydrated form (`via=script`) gets data and the root loader
 * revalidates, so the banner closes in place.
 */
export async function saveConsent(request: Request) {
  const form = await request.formData();
  const granted = grantedByForm(form);
  const headers = { 'Set-Cookie': consentCookie(granted), 'Cache-Control': 'no-store' };
  if (form.get('via') === 'script') return data({ saved: consentValue(granted) }, { headers });
  const language = form.get('language');
  const fallback = typeof language === 'string' && /^[a-z]{2}$/.test(language) ? `/${language}/` : '/';
  return redirect(safeReturnPath(form.get('redirectTo'), fallback), { status: 303, headers });
}
