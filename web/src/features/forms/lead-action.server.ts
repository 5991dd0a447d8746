import { createHmac } from 'node:crypto';
import {
  leadOriginOf,
  recordsOrigin,
  toIsoDate,
  validateForm,
  type Language,
  type ValidationMessageKey,
} from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { env } from '~/env.server';
import { graphqlClient } from '~/graphql/apollo.server';
import { checkCaptcha, createCaptcha, issueCaptchaPass, readCaptchaPass, type CaptchaCheck } from './captcha.server';
import { visitorAddress } from './client-address.server';
import { fillTokenKey, readFillTime, tookPersonsTime } from './fill-time.server';
import {
  controlFields,
  listFields,
  siteLeadForms,
  type FormValues,
  type LeadFormState,
  type SiteLeadForm,
} from './lead-forms';
import { storeLead, type StoreOutcome } from './lead-store.server';
import { checkPow } from './proof-of-work.server';
import {
  alreadyDone,
  formLimiters,
  markDone,
  overLimit,
  proofSpent,
  releaseProof,
  spendProof,
  type FormLimiters,
  type LimitName,
} from './rate-limits.server';

/** What the action helper needs besides the request; tests pass their own store and limiters. */
export interface LeadActionOptions {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
  readonly language: Language;
  /** The forms this page carries, each with where a stored lead goes next (a thank-you path). */
  readonly forms: Partial<Record<SiteLeadForm, (value: Record<string, unknown>) => string>>;
  /** Fields the page fixes whatever is posted (the listing's documentId). */
  readonly fixed?: Readonly<Record<string, string>>;
  /**
   * Requests a visitor makes once (a listing's documents): the key of a submission, and where a
   * repeated one goes instead of being stored again.
   */
  readonly once?: Partial<Record<SiteLeadForm, { key: (value: Record<string, unknown>) => string; repeated: string }>>;
  readonly secret?: string;
  readonly limiters?: FormLimiters;
  readonly store?: (
    form: SiteLeadForm,
    value: Record<string, unknown>,
    visitor: string,
    submissionKey: string,
  ) => Promise<StoreOutcome>;
  readonly now?: number;
}

/** The posted fields as text and lists of text; files and other names than the form's are ignored. */
export function readValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, entry] of formData.entries()) {
    if (typeof entry !== 'string' || name.startsWith('_') || name === controlFields.honeypot) continue;
    if (listFields.has(name)) values[name] = [...((values[name] as string[] | undefined) ?? []), entry];
    else values[name] = entry;
  }
  return values;
}

/**
 * The fresh state of a form on a page: no values, no errors — the same for every visitor (the
 * fill time is the browser's cookie, set by `/_forms/started.css`: decision 036).
 */
export function freshFormState(form: SiteLeadForm): LeadFormState {
  return { form, values: {}, errors: {}, captcha: null, notSent: false, captchaPass: null, refused: null };
}

/** The keys a submission counts against: the visitor's address, the given e-mail, a friend's. */
function limitKeys(address: string, value: Record<string, unknown>): Array<[LimitName, string]> {
  const keys: Array<[LimitName, string]> = [['ip', address]];
  if (typeof value.email === 'string') keys.push(['address', value.email.toLowerCase()]);
  if (typeof value.friendEmail === 'string') keys.push(['friend', value.friendEmail.toLowerCase()]);
  return keys;
}

/**
 * The key of one submission: the same form sent again by the same browser (its fill-time cookie,
 * else the proof it was let through with) with the same input has the same key, so Strapi stores
 * it once (cms/src/abuse/submission-keys.ts) — a visitor told "not sent" because Strapi answered
 * after the write timeout may press the button again without sending the agency the lead twice.
 * Any other input, or another browser, is a new submission. Signed with the form secret: nobody
 * else can make a visitor's key.
 */
export function submissionKey(secret: string, form: SiteLeadForm, sender: string, value: object): string {
  return createHmac('sha256', secret)
    .update(`${form}\n${sender}\n${JSON.stringify(value)}`)
    .digest('base64url');
}

/**
 * The route action of every lead form, with and without JavaScript: reads the post, validates it
 * with the form's domain schema, refuses a filled honeypot, lets through what carries an unspent
 * proof (a solved captcha, the browser's proof of work, or without JavaScript a fill-time cookie a
 * person took time on) and asks the character captcha of the rest and of an address past its
 * limit; stores the lead in Strapi (spending the proof) and answers 303 to the next page;
 * otherwise the same page with the visitor's input and errors (docs/decisions/025).
 */
export async function handleLeadAction(options: LeadActionOptions) {
  const { request, language } = options;
  const secret = options.secret ?? env.FORM_SECRET;
  const now = options.now ?? Date.now();
  const formData = await request.formData();
  const form = formData.get(controlFields.form);
  if (typeof form !== 'string' || !(siteLeadForms as readonly string[]).includes(form) || !(form in options.forms)) {
    throw data(null, { status: 400 });
  }
  const name = form as SiteLeadForm;
  const values: FormValues = readValues(formData);
  const posted = (field: string) => {
    const entry = formData.get(field);
    return typeof entry === 'string' ? entry : '';
  };
  // The browser's fill time (`/_forms/started.css`, decision 036); a cookie sent twice is none.
  const fillTime = readFillTime(secret, request.headers.get('cookie'), now);
  const answer = (
    captcha: LeadFormState['captcha'],
    errors: Readonly<Record<string, ValidationMessageKey>> = {},
    notSent = false,
    status = 400,
    captchaPass: string | null = null,
    refused: LeadFormState['refused'] = null,
    headers: Record<string, string> = {},
  ) =>
    data(
      {
        leadForm: {
          form: name,
          values,
          errors,
          captcha,
          notSent,
          captchaPass,
          refused,
        } satisfies LeadFormState,
      },
      { status, headers: { 'Cache-Control': 'no-store', ...headers } },
    );

  const captchaShown = posted(controlFields.captchaToken) !== '';
  if (posted(controlFields.intent) === 'new-captcha') return answer(createCaptcha(secret, name, now), {}, false, 200);
  const limiters = options.limiters ?? formLimiters(env.REDIS_URL);

  // A captcha answered right now, or in an earlier round of this form (its pass token): a person.
  let captcha: CaptchaCheck = readCaptchaPass(secret, name, posted(controlFields.captchaPass), now);
  let captchaError: Record<string, ValidationMessageKey> | null = null;
  if (!captcha.ok && captchaShown) {
    const captchaAnswer = { captcha: posted('captcha') };
    const format = validateForm('captcha', captchaAnswer);
    if (!format.ok) captchaError = format.errors;
    else captcha = checkCaptcha(secret, name, posted(controlFields.captchaToken), captchaAnswer.captcha, now);
    if (format.ok && !captcha.ok) captchaError = { captcha: 'validation.captchaInvalid' };
  }
  if (captcha.ok && (await proofSpent(limiters, `captcha:${captcha.nonce}`))) {
    captcha = { ok: false };
    captchaError = { captcha: 'validation.captchaInvalid' };
  }
  const pass = captcha.ok ? issueCaptchaPass(secret, name, captcha.nonce, now) : null;

  const validation = validateForm(name, { ...values, ...options.fixed, language }, { today: toIsoDate(new Date(now)) });
  if (!validation.ok) {
    // A captcha answered right stays answered: only the fields are asked again.
    const state = pass ? null : captchaShown ? createCaptcha(secret, name, now) : null;
    return answer(state, { ...validation.errors, ...(state ? (captchaError ?? {}) : {}) }, false, 400, pass);
  }
  const value = validation.value as Record<string, unknown>;

  // The honeypot is filled by programs only: refused whatever else the post carries.
  if (posted(controlFields.honeypot) !== '') return answer(null, {}, false, 400, null, 'automated');

  const address = visitorAddress(request, env.TRUSTED_PROXY);
  const limited = await overLimit(limiters, limitKeys(address, value));
  // What lets it through, spent once when it is stored: the captcha, else the proof of work the
  // browser solved, else (without JavaScript) the fill-time cookie of a browser a person took time in.
  let proof: string | null = captcha.ok ? `captcha:${captcha.nonce}` : null;
  // Once a captcha was asked, only its answer lets the submission through.
  if (!proof && !limited && !captchaShown) {
    const pow = await checkPow(secret, name, posted(controlFields.pow), now);
    if (pow.ok && !(await proofSpent(limiters, pow.id))) proof = pow.id;
  }
  if (!proof && !limited && !captchaShown && fillTime && tookPersonsTime(fillTime)) {
    const key = fillTokenKey(secret, fillTime.token);
    if (!(await proofSpent(limiters, key))) proof = key;
  }
  if (!proof || !(await spendProof(limiters, proof))) {
    // A 429 says when to try again (issue 18): at once, with the captcha's answer.
    return answer(createCaptcha(secret, name, now), captchaShown ? (captchaError ?? {}) : {}, false, 429, null, null, {
      'Retry-After': '0',
    });
  }

  const once = options.once?.[name];
  const onceKey = once?.key(value);
  if (once && onceKey && (await alreadyDone(limiters, onceKey))) return redirect(once.repeated, 303);

  const store =
    options.store ??
    ((form: SiteLeadForm, lead: Record<string, unknown>, visitor: string, key: string) =>
      storeLead(graphqlClient(options.context), form, lead, {
        address: visitor,
        proxySecret: env.PROXY_SECRET,
        submissionKey: key,
        // The page's path and campaign parameters (the form's action keeps the page's query), for
        // the collections that keep them: a testimonial's does not, and Strapi would refuse them.
        origin: recordsOrigin(form) ? leadOriginOf(pageUrlOf(request)) : undefined,
      }));
  const outcome = await store(name, value, address, submissionKey(secret, name, fillTime?.token ?? proof, value));
  if (outcome.kind !== 'stored') await releaseProof(limiters, proof);
  if (outcome.kind === 'invalid') return answer(null, outcome.errors, false, 400, pass);
  // Strapi's own limit: no captcha or retry helps before it is over, so the page says so.
  if (outcome.kind === 'limited')
    return answer(null, {}, false, 429, null, 'limit', { 'Retry-After': String(outcome.retryAfter) });
  if (outcome.kind === 'failed') return answer(null, {}, true, 503, pass);
  if (onceKey) await markDone(limiters, onceKey);
  return redirect(options.forms[name]!(value), 303);
}

/**
 * The `headers` of a route with forms: an action's answer (errors, captcha) is never cached and
 * keeps its `Retry-After` (a limit), the page itself as `pageHeaders` says.
 */
export function withFormHeaders(pageHeaders: (args: { errorHeaders?: Headers }) => HeadersInit) {
  return (args: { actionHeaders: Headers; errorHeaders?: Headers }): HeadersInit => {
    if (args.actionHeaders.get('Cache-Control') !== 'no-store') return pageHeaders(args);
    const retryAfter = args.actionHeaders.get('Retry-After');
    return retryAfter ? { 'Cache-Control': 'no-store', 'Retry-After': retryAfter } : { 'Cache-Control': 'no-store' };
  };
}

/**
 * The page a form was posted to: with JavaScript, React Router posts to the page's data URL
 * (`/nl/te-koop/gent/huis-VT1/_.data`), without it to the page itself (`/nl/te-koop/gent/huis-VT1/`).
 *
 * @example
 * pageUrlOf(new Request('http://site.test/nl/contact/_.data')).pathname; // '/nl/contact/'
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/_\.data$/, '/').replace(/\.data$/, '');
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.searchParams.delete('_routes');
  return url;
}
