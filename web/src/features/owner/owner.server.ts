import { isLanguage, languages, validateForm, type Language, type ValidationMessageKey } from '@vitrine/domain';
import { data, redirect } from 'react-router';
import { env } from '~/env.server';
import { visitorAddress } from '~/features/forms/index.server';
import { validationMessages } from '~/features/forms';
import { propertyPathOf } from '~/features/listings/index.server';
import { pageMessages } from '~/i18n/messages.server';
import {
  goalMessages,
  ownerMessages,
  requestKindMessages,
  slotKindMessages,
  sourceMessages,
  statusMessages,
} from './messages';
import {
  askPasswordMail,
  askSignInLink,
  loadPortal,
  logIn,
  logOut,
  resetPassword,
  exchangeSignInLink,
  type AuthOutcome,
} from './owner-api.server';
import {
  forgotPasswordPath,
  ownerLoginPath,
  ownerPortalPath,
  resetPasswordPath,
  safeNext,
  signInLinkPath,
} from './paths';
import type { OwnerListing } from './portal-data';
import type { Alternates, PageLinks } from '~/shell/language';
import { endSession, sessionToken, startSession } from './session.server';
import { searchersMessageTable } from '~/features/searchers';

const tables = [
  ownerMessages,
  searchersMessageTable,
  validationMessages,
  sourceMessages,
  requestKindMessages,
  statusMessages,
  slotKindMessages,
  goalMessages,
];

/** Personal pages: never stored by any cache, never indexed. */
export const ownerPageHeaders = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
const noStore = { 'Cache-Control': 'private, no-store' };

/** The page in every language (the language switcher), never indexed. */
function linksOf(pathIn: (language: Language) => string, language: Language): PageLinks {
  const alternates = Object.fromEntries(languages.map((lang) => [lang, pathIn(lang)])) as Alternates;
  return { alternates, canonical: pathIn(language), noindex: true };
}

const languageOf = (url: URL): Language => {
  const first = url.pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : 'nl';
};

/** A form's answer: field errors (message keys), a page-level message, the values to keep. */
export interface OwnerFormResult {
  errors?: Readonly<Record<string, ValidationMessageKey>>;
  notice?: 'invalid' | 'limited' | 'unavailable' | 'sent' | 'notFound' | 'linkSent' | 'linkExpired';
  minutes?: number;
  values?: Record<string, string>;
}

const field = (form: FormData, name: string, max = 256) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

const visitorOf = (request: Request) => ({ address: visitorAddress(request, env.TRUSTED_PROXY) });

function refused(outcome: AuthOutcome, values: Record<string, string>) {
  if (outcome.kind === 'limited')
    return data<OwnerFormResult>(
      { notice: 'limited', minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)), values },
      { status: 429, headers: { ...noStore, 'Retry-After': String(Math.max(1, Math.ceil(outcome.retryAfter))) } },
    );
  return data<OwnerFormResult>({ notice: 'unavailable', values }, { status: 503, headers: noStore });
}

/** The login page: the form, and why the visitor is here (session expired, logged out). */
export function loadLogin(url: URL) {
  const language = languageOf(url);
  const reason: 'expired' | 'loggedOut' | null =
    url.searchParams.get('expired') !== null
      ? 'expired'
      : url.searchParams.get('loggedOut') !== null
        ? 'loggedOut'
        : null;
  return data(
    {
      language,
      reason,
      next: safeNext(url.searchParams.get('next'), language),
      forgotPath: forgotPasswordPath(language),
      linkPath: signInLinkPath(language),
      messages: pageMessages(language, tables),
      pageLinks: linksOf(ownerLoginPath, language),
    },
    { headers: noStore },
  );
}

/**
 * The login: the domain schema, then Strapi's owner login. The same message for an unknown e-mail
 * and a wrong password (Strapi gives the same answer after the same work); on success the JWT goes
 * into the httpOnly session cookie and the owner to `next`, a path of this site only.
 */
export async function loginAction(request: Request) {
  const url = new URL(request.url);
  const language = languageOf(url);
  const form = await request.formData();
  const values = { email: field(form, 'email') };
  const next = safeNext(field(form, 'next', 512), language);
  const checked = validateForm('ownerLogin', { email: field(form, 'email'), password: field(form, 'password', 200) });
  if (!checked.ok) return data<OwnerFormResult>({ errors: checked.errors, values }, { status: 400, headers: noStore });
  const outcome = await logIn(checked.value.email, checked.value.password, visitorOf(request));
  if (outcome.kind === 'ok' && outcome.jwt) {
    return redirect(next, { status: 303, headers: { 'Set-Cookie': await startSession(outcome.jwt), ...noStore } });
  }
  if (outcome.kind === 'invalid')
    return data<OwnerFormResult>({ notice: 'invalid', values }, { status: 400, headers: noStore });
  return refused(outcome, values);
}

export function loadForgot(url: URL) {
  const language = languageOf(url);
  return data(
    {
      language,
      loginPath: ownerLoginPath(language),
      messages: pageMessages(language, tables),
      pageLinks: linksOf(forgotPasswordPath, language),
    },
    { headers: noStore },
  );
}

/** Asks for the password mail; answers "sent" whatever the address (Strapi does not say either). */
export async function forgotAction(request: Request) {
  const language = languageOf(new URL(request.url));
  const form = await request.formData();
  const values = { email: field(form, 'email') };
  const checked = validateForm('forgotPassword', values);
  if (!checked.ok) return data<OwnerFormResult>({ errors: checked.errors, values }, { status: 400, headers: noStore });
  const outcome = await askPasswordMail(checked.value.email, language, visitorOf(request));
  if (outcome.kind === 'ok') return data<OwnerFormResult>({ notice: 'sent' }, { headers: noStore });
  if (outcome.kind === 'invalid')
    return data<OwnerFormResult>(
      { errors: { email: 'validation.emailInvalid' }, values },
      { status: 400, headers: noStore },
    );
  return refused(outcome, values);
}

export function loadReset(url: URL) {
  const language = languageOf(url);
  return data(
    {
      language,
      code: (url.searchParams.get('code') ?? '').slice(0, 256),
      forgotPath: forgotPasswordPath(language),
      messages: pageMessages(language, tables),
      pageLinks: linksOf(resetPasswordPath, language),
    },
    { headers: noStore },
  );
}

/** Sets the new password (both typed the same: the domain schema), then signs the owner in. */
export async function resetAction(request: Request) {
  const language = languageOf(new URL(request.url));
  const form = await request.formData();
  const submitted = {
    code: field(form, 'code'),
    password: field(form, 'password', 200),
    passwordConfirmation: field(form, 'passwordConfirmation', 200),
  };
  const checked = validateForm('resetPassword', submitted);
  if (!checked.ok) {
    const notice = checked.errors.code ? 'notFound' : undefined;
    return data<OwnerFormResult>({ errors: checked.errors, notice }, { status: 400, headers: noStore });
  }
  const { code, password, passwordConfirmation } = checked.value;
  const outcome = await resetPassword(code, password, passwordConfirmation, visitorOf(request));
  if (outcome.kind === 'ok' && outcome.jwt) {
    return redirect(`${ownerPortalPath(language)}?password=saved`, {
      status: 303,
      headers: { 'Set-Cookie': await startSession(outcome.jwt), ...noStore },
    });
  }
  if (outcome.kind === 'invalid') {
    if (outcome.message === 'Passwords do not match')
      return data<OwnerFormResult>(
        { errors: { passwordConfirmation: 'validation.passwordsMustMatch' } },
        { status: 400, headers: noStore },
      );
    if (/password/i.test(outcome.message ?? '') && !/code/i.test(outcome.message ?? ''))
      return data<OwnerFormResult>(
        { errors: { password: 'validation.passwordTooShort' } },
        { status: 400, headers: noStore },
      );
    return data<OwnerFormResult>({ notice: 'notFound' }, { status: 400, headers: noStore });
  }
  return refused(outcome, {});
}

/** A sign-in link's token as Strapi makes them (32 random bytes, base64url). */
const signInToken = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : '');

/**
 * The page a sign-in link opens. A GET never uses the link (mail scanners open links): it shows a
 * button that posts the token. Without a token, the form that asks for a link.
 */
export function loadSignInLink(url: URL) {
  const language = languageOf(url);
  return data(
    {
      language,
      token: signInToken(url.searchParams.get('token')),
      loginPath: ownerLoginPath(language),
      messages: pageMessages(language, tables),
      pageLinks: linksOf(signInLinkPath, language),
    },
    { headers: noStore },
  );
}

/**
 * Two forms post here. `intent=ask` (from the login page or this one): the domain's e-mail schema,
 * then Strapi, which answers the same for any address ("sent"). `intent=use` (the link's button):
 * Strapi trades the token once for a JWT, kept in the same httpOnly session cookie as a password
 * login, and the owner goes to the portal; an unknown, used or expired link gets one message.
 */
export async function signInLinkAction(request: Request) {
  const language = languageOf(new URL(request.url));
  const form = await request.formData();
  if (field(form, 'intent', 16) === 'use') {
    const token = signInToken(field(form, 'token', 64));
    const outcome: AuthOutcome = token ? await exchangeSignInLink(token, visitorOf(request)) : { kind: 'invalid' };
    if (outcome.kind === 'ok' && outcome.jwt) {
      return redirect(ownerPortalPath(language), {
        status: 303,
        headers: { 'Set-Cookie': await startSession(outcome.jwt), ...noStore },
      });
    }
    if (outcome.kind === 'invalid' || outcome.kind === 'ok')
      return data<OwnerFormResult>({ notice: 'linkExpired' }, { status: 400, headers: noStore });
    return refused(outcome, {});
  }
  const values = { email: field(form, 'email') };
  const checked = validateForm('forgotPassword', values);
  if (!checked.ok) return data<OwnerFormResult>({ errors: checked.errors, values }, { status: 400, headers: noStore });
  const outcome = await askSignInLink(checked.value.email, language, visitorOf(request));
  if (outcome.kind === 'ok') return data<OwnerFormResult>({ notice: 'linkSent' }, { headers: noStore });
  if (outcome.kind === 'invalid')
    return data<OwnerFormResult>(
      { errors: { email: 'validation.emailInvalid' }, values },
      { status: 400, headers: noStore },
    );
  return refused(outcome, values);
}

/** A listing of the portal with the path of its page on the site. */
export type PortalListing = OwnerListing & { path: string | null };

/**
 * The portal: the session's JWT reads the owner's own listings from Strapi. Without a session, the
 * login (coming back here after); with an expired one, the login with a message, cookie cleared.
 */
export async function loadOwnerPortal(request: Request) {
  const url = new URL(request.url);
  const language = languageOf(url);
  const jwt = await sessionToken(request);
  if (!jwt)
    throw redirect(`${ownerLoginPath(language)}?next=${encodeURIComponent(url.pathname)}`, { headers: noStore });
  const portal = await loadPortal(jwt, language);
  if (portal.kind === 'expired') {
    throw redirect(`${ownerLoginPath(language)}?expired=1`, {
      headers: { 'Set-Cookie': await endSession(), ...noStore },
    });
  }
  const listings: PortalListing[] =
    portal.kind === 'ok'
      ? portal.listings.map((listing) => ({
          ...listing,
          path:
            listing.reference &&
            listing.goal !== null &&
            listing.listingStatus !== 'sold' &&
            listing.listingStatus !== 'rented'
              ? propertyPathOf(language, {
                  goal: listing.goal,
                  citySlug: listing.citySlug,
                  city: listing.city,
                  reference: listing.reference,
                  propertyType: { slug: listing.typeSlug },
                })
              : null,
        }))
      : [];
  return data(
    {
      language,
      failed: portal.kind === 'failed',
      passwordSaved: url.searchParams.get('password') === 'saved',
      listings,
      messages: pageMessages(language, tables),
      pageLinks: linksOf(ownerPortalPath, language),
    },
    { status: portal.kind === 'failed' ? 503 : 200, headers: noStore },
  );
}

/** Logging out: Strapi ends the owner's sessions, the cookie is cleared, and the login page says so. */
export async function portalAction(request: Request) {
  const language = languageOf(new URL(request.url));
  const jwt = await sessionToken(request);
  if (jwt && !(await logOut(jwt, visitorOf(request))))
    console.warn('[owner] logout: Strapi could not be told; the session cookie is cleared anyway');
  return redirect(`${ownerLoginPath(language)}?loggedOut=1`, {
    status: 303,
    headers: { 'Set-Cookie': await endSession(), ...noStore },
  });
}
