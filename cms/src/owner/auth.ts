import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isLanguage, type Language } from '@vitrine/domain';
import { clientIp, type RequestLike } from '../abuse/client-ip';
import { findAgency } from '../mail/agency';
import { siteUrl } from '../mail/urls';
import { enqueueMails } from '../outbox/queue';
import {
  count,
  failures,
  forget,
  ownerLoginLimiters,
  waitBefore,
  type LoginLimiters,
  type LoginScope,
} from './login-limits';
import { resetPasswordMail } from './reset-mail';
import { usersPermissionsRows } from '../strapi-patches/users-permissions';

/** How long a password link works. */
export const resetLinkHours = 2;

/** The one answer to a wrong e-mail and to a wrong password (the plugin's own wording). */
const invalid = () => new errors.ValidationError('Invalid identifier or password');

/** Refused by the login limits: REST 429, GraphQL `extensions.error.details`. */
export class OwnerLoginLimited extends errors.RateLimitError {
  constructor(retryAfter: number) {
    super('Too many attempts: please try again later', { code: 'LOGIN_RATE_LIMITED', retryAfter });
  }
}

type Controller = (ctx: KoaContext) => Promise<unknown>;
interface KoaContext {
  params?: Record<string, string>;
  request: { body?: Record<string, unknown> };
  req?: RequestLike;
  send(body: unknown): unknown;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const addressOf = (ctx: KoaContext) => (ctx.req ? clientIp(ctx.req) : 'unknown');

let dummyHash: Promise<string> | undefined;
/**
 * A hash made as the plugin hashes passwords (same rounds): checking a password against it costs
 * what checking a real account's costs, so an unknown e-mail answers as slowly as a wrong password.
 */
function equalWorkHash(strapi: Core.Strapi): Promise<string> {
  return (dummyHash ??= strapi
    .plugin('users-permissions')
    .service('user')
    .ensureHashedPasswords({ password: randomBytes(24).toString('hex') })
    .then((values: { password: string }) => values.password));
}

/**
 * A reset code carries its expiry (`{expiry in base 36}.{64 random hex}`): the plugin stores the
 * code as it is, so the expiry cannot be changed without the code no longer matching.
 */
export function resetCode(now = Date.now(), hours = resetLinkHours): string {
  return `${(now + hours * 3_600_000).toString(36)}.${randomBytes(32).toString('hex')}`;
}

export function resetCodeValid(code: string, now = Date.now()): boolean {
  const match = /^([0-9a-z]{1,12})\.[0-9a-f]{64}$/.exec(code);
  return match !== null && parseInt(match[1]!, 36) > now;
}

/**
 * The owner login around the users-permissions auth controller (REST `/api/auth/*` and the
 * GraphQL `login`, `forgotPassword`, `resetPassword` mutations both call it):
 * - login: per-address, per-account and per-pair limits on failures; an unknown e-mail costs the
 *   same password check as a wrong password and gets the same error;
 * - forgotten password: the same `{ ok: true }` whatever the e-mail, answered before any work;
 *   for an owner, a code that expires and a mail in the site's layout and the asked language
 *   (`language`), from MAIL_FROM through the outbox, linking to the site's reset page;
 * - reset: an expired or malformed code is refused as an unknown one.
 */
export function ownerAuthController(
  strapi: Core.Strapi,
  original: Record<string, Controller>,
  limiters: () => LoginLimiters = ownerLoginLimiters,
): Record<string, Controller> {
  return {
    ...original,

    async callback(ctx) {
      const provider = ctx.params?.provider ?? 'local';
      if (provider !== 'local') return original.callback!(ctx);
      const body = ctx.request.body ?? {};
      const identifier = text(body.identifier, 254).toLowerCase();
      const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
      const address = addressOf(ctx);
      const keys: [LoginScope, string][] = [
        ['pair', `${address}|${identifier}`],
        ['account', identifier],
        ['address', address],
      ];
      const set = limiters();
      // The account's limit stops the addresses that have failed (on any account) only: twenty
      // guesses from strangers slow the strangers down, never the owner at an address of their own.
      const wait = Math.max(
        await waitBefore(set, [keys[0]!, keys[2]!]),
        (await failures(set, 'address', address)) > 0 ? await waitBefore(set, [keys[1]!]) : 0,
      );
      if (wait > 0) throw new OwnerLoginLimited(wait);

      const fail = async (error: Error) => {
        const blocked = await count(set, keys);
        if (blocked > 0) throw new OwnerLoginLimited(blocked);
        throw error;
      };
      const user = identifier
        ? await usersPermissionsRows(strapi, 'user').findOne({
            where: { provider: 'local', $or: [{ email: identifier }, { username: identifier }] },
            select: ['id', 'password'],
          })
        : null;
      if (!user?.password) {
        // The same bcrypt check a real account costs.
        await strapi
          .plugin('users-permissions')
          .service('user')
          .validatePassword(password, await equalWorkHash(strapi));
        return fail(invalid());
      }
      try {
        const result = await original.callback!(ctx);
        await forget(set, [keys[0]!]);
        return result;
      } catch (error) {
        if (error instanceof errors.ValidationError) return fail(error);
        throw error;
      }
    },

    async forgotPassword(ctx) {
      const body = ctx.request.body ?? {};
      const email = text(body.email, 254).toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new errors.ValidationError('email must be a valid email');
      const language: Language = isLanguage(body.language)
        ? body.language
        : ((process.env.DEFAULT_LOCALE ?? 'nl') as Language);
      const wait = await count(limiters(), [
        ['forgotAddress', addressOf(ctx)],
        ['forgotAccount', email],
      ]);
      if (wait > 0) throw new OwnerLoginLimited(wait);
      // Answered at once, whatever the address: the work for an owner happens after the answer.
      setImmediate(() => {
        sendResetMail(strapi, email, language).catch((error: unknown) =>
          strapi.log.warn(`[owner login] the password mail could not be queued: ${String(error)}`),
        );
      });
      return ctx.send({ ok: true });
    },

    async resetPassword(ctx) {
      const code = text(ctx.request.body?.code, 200);
      const wait = await count(limiters(), [['forgotAddress', addressOf(ctx)]]);
      if (wait > 0) throw new OwnerLoginLimited(wait);
      if (!resetCodeValid(code)) {
        const { password, passwordConfirmation } = ctx.request.body ?? {};
        if (password !== passwordConfirmation) throw new errors.ValidationError('Passwords do not match');
        throw new errors.ValidationError('Incorrect code provided');
      }
      return original.resetPassword!(ctx);
    },
  };
}

/** For an owner account (not blocked): a fresh code on the account and the mail in the outbox. */
async function sendResetMail(strapi: Core.Strapi, email: string, language: Language): Promise<void> {
  const users = usersPermissionsRows(strapi, 'user');
  const user = await users.findOne({ where: { email, provider: 'local' }, populate: { role: true } });
  if (!user || user.blocked || user.role?.type !== 'owner') return;
  const code = resetCode();
  await users.update({ where: { id: user.id }, data: { resetPasswordToken: code } });
  const agency = await findAgency(strapi, language);
  const url = `${siteUrl()}/${language}/login/reset/?code=${encodeURIComponent(code)}`;
  await enqueueMails(strapi, null, [
    resetPasswordMail({ language, agency, recipient: user.email, url, hours: resetLinkHours }),
  ]);
}
