import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isLanguage, validateForm, type Language } from '@vitrine/domain';
import { clientIp, type RequestLike } from '../abuse/client-ip';
import { findAgency } from '../mail/agency';
import { siteUrl } from '../mail/urls';
import { enqueueMails } from '../outbox/queue';
import { OwnerLoginLimited } from './auth';
import { count, ownerLoginLimiters, waitBefore, type LoginLimiters } from './login-limits';
import { signInLinkMail } from './sign-in-mail';
import { endOwnerSessions } from './sessions';
import { usersPermissionsRows } from '../strapi-patches/users-permissions';

/** How long a sign-in link works. */
export const signInLinkMinutes = 15;

/**
 * Where a link lives: Strapi's own key-value store (`strapi_core_store_settings`), which no route,
 * role or GraphQL type reads. The key holds the SHA-256 of the token, never the token itself.
 */
const storeUid = 'strapi::core-store';
export const signInKeyPrefix = 'vitrine_owner_sign_in_link::';

/** The one answer to an unknown, used or expired link (the site translates it). */
export const signInLinkRefused = 'Invalid or expired sign-in link';

/** What the store keeps for a link: whose it is and until when (epoch ms). */
export interface SignInRecord {
  user: number;
  expires: number;
}

/** A new token: 32 random bytes, URL-safe (43 characters). */
export const newSignInToken = () => randomBytes(32).toString('base64url');
export const isSignInToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
export const signInTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const signInRecordKey = (token: string) => `${signInKeyPrefix}${signInTokenHash(token)}`;

/** The record of a stored value, if it still opens a session at `now`. */
export function usableRecord(value: unknown, now = Date.now()): SignInRecord | null {
  let record: unknown = value;
  if (typeof value === 'string') {
    try {
      record = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof record !== 'object' || record === null) return null;
  const { user, expires } = record as Partial<SignInRecord>;
  if (!Number.isInteger(user) || typeof expires !== 'number' || !(expires > now)) return null;
  return { user: user!, expires };
}

const store = (strapi: Core.Strapi) => strapi.db.query(storeUid);

/** Removes the expired links, and every link of `userId` when given (a new link replaces them). */
async function sweep(strapi: Core.Strapi, now: number, userId?: number): Promise<void> {
  const rows: { id: number; value: unknown }[] = await store(strapi).findMany({
    where: { key: { $startsWith: signInKeyPrefix } },
    select: ['id', 'value'],
  });
  const stale = rows
    .filter((row) => {
      const record = usableRecord(row.value, now);
      return !record || record.user === userId;
    })
    .map((row) => row.id);
  if (stale.length > 0) await store(strapi).deleteMany({ where: { id: { $in: stale } } });
}

/** For an owner account (not blocked): a fresh link (only its hash stored) and the mail in the outbox. */
export async function sendSignInLink(strapi: Core.Strapi, email: string, language: Language, now = Date.now()) {
  const user = await usersPermissionsRows(strapi, 'user').findOne({
    where: { email, provider: 'local' },
    populate: { role: true },
  });
  if (!user || user.blocked || user.role?.type !== 'owner') return;
  await sweep(strapi, now, user.id);
  const token = newSignInToken();
  const record: SignInRecord = { user: user.id, expires: now + signInLinkMinutes * 60_000 };
  await store(strapi).create({
    data: { key: signInRecordKey(token), value: JSON.stringify(record), type: 'object', environment: null, tag: null },
  });
  const agency = await findAgency(strapi, language);
  const url = `${siteUrl()}/${language}/login/link/?token=${encodeURIComponent(token)}`;
  await enqueueMails(strapi, null, [
    signInLinkMail({ language, agency, recipient: user.email, url, minutes: signInLinkMinutes }),
  ]);
}

/**
 * Uses a link once: its record is deleted before anything else (of two uses at the same moment,
 * only the one that deleted it goes on), then checked (not expired, an owner not blocked).
 * The owner's id, or null for an unknown, used or expired link.
 */
export async function useSignInToken(strapi: Core.Strapi, token: unknown, now = Date.now()): Promise<number | null> {
  if (!isSignInToken(token)) return null;
  const row: { id: number; value: unknown } | null = await store(strapi).findOne({
    where: { key: signInRecordKey(token) },
    select: ['id', 'value'],
  });
  if (!row) return null;
  const deleted: { count: number } = await store(strapi).deleteMany({ where: { id: row.id } });
  if (deleted.count !== 1) return null;
  const record = usableRecord(row.value, now);
  if (!record) return null;
  const user = await usersPermissionsRows(strapi, 'user').findOne({
    where: { id: record.user },
    populate: { role: true },
  });
  if (!user || user.blocked || user.role?.type !== 'owner') return null;
  return user.id as number;
}

interface KoaContext {
  request: { body?: Record<string, unknown> };
  req?: RequestLike;
  body?: unknown;
}

const addressOf = (ctx: KoaContext) => (ctx.req ? clientIp(ctx.req) : 'unknown');

/**
 * `POST /api/owner/sign-in-link` `{ email, language }`: the same `{ ok: true }` for any valid
 * address, answered before any work (an owner's link is made after the answer, so the time says
 * nothing either); limited per address and per e-mail.
 */
export async function askSignInLink(
  strapi: Core.Strapi,
  ctx: KoaContext,
  limiters: () => LoginLimiters = ownerLoginLimiters,
) {
  const body = ctx.request.body ?? {};
  const checked = validateForm('forgotPassword', { email: typeof body.email === 'string' ? body.email : '' });
  if (!checked.ok) throw new errors.ValidationError('email must be a valid email');
  const email = checked.value.email.toLowerCase();
  const language: Language = isLanguage(body.language)
    ? body.language
    : ((process.env.DEFAULT_LOCALE ?? 'nl') as Language);
  const wait = await count(limiters(), [
    ['linkAddress', addressOf(ctx)],
    ['linkAccount', email],
  ]);
  if (wait > 0) throw new OwnerLoginLimited(wait);
  setImmediate(() => {
    sendSignInLink(strapi, email, language).catch((error: unknown) =>
      strapi.log.warn(`[owner login] the sign-in link could not be queued: ${String(error)}`),
    );
  });
  ctx.body = { ok: true };
}

/**
 * `POST /api/owner/sign-in-link/use` `{ token }`: a users-permissions JWT for the link's owner,
 * once. Unknown, used and expired links get one error; each counts as a failed login of the
 * address (the login's per-address limit).
 */
export async function exchangeSignInLink(
  strapi: Core.Strapi,
  ctx: KoaContext,
  limiters: () => LoginLimiters = ownerLoginLimiters,
) {
  const set = limiters();
  const keys = [['address', addressOf(ctx)]] as const;
  const wait = await waitBefore(set, keys);
  if (wait > 0) throw new OwnerLoginLimited(wait);
  const userId = await useSignInToken(strapi, ctx.request.body?.token);
  if (userId === null) {
    const blocked = await count(set, keys);
    if (blocked > 0) throw new OwnerLoginLimited(blocked);
    throw new errors.ValidationError(signInLinkRefused);
  }
  // A used link ends the owner's earlier sessions (decision 024), then opens a new one.
  await endOwnerSessions(strapi, userId);
  const jwt: string = await strapi.plugin('users-permissions').service('jwt').issue({ id: userId });
  ctx.body = { jwt };
}
