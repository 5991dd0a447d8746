import type { Core } from '@strapi/strapi';
import { retryAfterOf } from '../abuse/rate-limits';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../database-unavailable';

type Ctx = { method: string; path: string; status: number; body: unknown; set(field: string, value: string): void };

/** What the body parsers (co-body, raw-body) throw for a request they cannot read: http-errors' shape. */
type ParserError = Error & { status?: number; statusCode?: number; expose?: boolean; type?: string };

/** The code the client reads, by the parser's error type. */
const codes: Record<string, string> = {
  'entity.parse.failed': 'MALFORMED_JSON',
  'entity.too.large': 'PAYLOAD_TOO_LARGE',
  'entity.verify.failed': 'BAD_REQUEST_BODY',
  'request.aborted': 'REQUEST_ABORTED',
  'request.size.invalid': 'REQUEST_SIZE_INVALID',
  'encoding.unsupported': 'UNSUPPORTED_ENCODING',
  'charset.unsupported': 'UNSUPPORTED_CHARSET',
};

/**
 * Errors that are nobody's bug, answered as such instead of Strapi's 500 with an error and a stack
 * in the log (issue 13); mounted right after `strapi::errors`, so the body parsers of the content
 * API, the admin and the GraphQL route, and every route's queries, throw through it:
 * - a request body the parsers cannot read (malformed JSON, a wrong charset, an aborted upload) is
 *   the client's fault: its 4xx status and a code the site can read, a one-line warning;
 * - the database unreachable for a moment (src/database-unavailable: PostgreSQL restarting): 503
 *   with Retry-After and a one-line warning; the next requests get new connections by themselves;
 * - a refusal for a limit (429): `Retry-After` from its `details.retryAfter` (src/abuse/rate-limits).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const unavailable = (ctx: Ctx, reason: string) => {
    strapi.log.warn(`${ctx.method} ${ctx.path}: 503, the database is unavailable (${reason})`);
    ctx.status = 503;
    ctx.set('Retry-After', String(databaseRetryAfterSeconds));
    ctx.body = {
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'Service temporarily unavailable',
        details: { code: 'DATABASE_UNAVAILABLE' },
      },
    };
  };
  /**
   * Whether the database answers now. Strapi's authentication swallows every error of its own
   * queries (the public role's permissions, the token's user) and answers 401: a 401 is checked
   * against the database before it is sent.
   */
  const databaseDown = async (): Promise<string | null> => {
    try {
      await Promise.race([
        strapi.db.connection.raw('select 1'),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error('no answer within 2 s')), 2000).unref()),
      ]);
      return null;
    } catch (error) {
      return `401 of a failed authentication: ${error instanceof Error ? error.message.slice(-120) : 'no detail'}`;
    }
  };
  return async (ctx: Ctx, next: () => Promise<void>) => {
    try {
      await next();
      const retryAfter = ctx.status === 429 ? retryAfterOf(ctx.body, 429) : null;
      if (retryAfter !== null) ctx.set('Retry-After', String(retryAfter));
      if (ctx.status === 401) {
        const down = await databaseDown();
        if (down) unavailable(ctx, down);
      }
    } catch (error) {
      // Every refusal for a limit says when to come back (strapi::errors answers it with a 429).
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== null) ctx.set('Retry-After', String(retryAfter));
      if (isDatabaseUnavailable(error)) {
        unavailable(ctx, error instanceof Error ? error.message.slice(-120) : 'no detail');
        return;
      }
      if (
        (error as { status?: unknown } | null)?.status === 401 ||
        (error as Error | null)?.name === 'UnauthorizedError'
      ) {
        const down = await databaseDown();
        if (down) {
          unavailable(ctx, down);
          return;
        }
        throw error;
      }
      const parser = error as ParserError;
      const status = Number(parser?.status ?? parser?.statusCode);
      // co-body's JSON parser throws the SyntaxError of JSON.parse with status 400 and no type.
      const code =
        parser instanceof SyntaxError && status === 400
          ? 'MALFORMED_JSON'
          : typeof parser?.type === 'string'
            ? codes[parser.type]
            : undefined;
      if (!code || !(status >= 400 && status < 500) || parser.expose === false) throw error;
      strapi.log.warn(`${ctx.method} ${ctx.path}: ${status} ${code} (${parser.message})`);
      ctx.status = status;
      ctx.body = {
        data: null,
        error: {
          status,
          name: code === 'MALFORMED_JSON' ? 'MalformedJsonError' : 'BadRequestError',
          message: code === 'MALFORMED_JSON' ? 'The request body is not valid JSON' : parser.message,
          details: { code },
        },
      };
    }
  };
};
