import type { Core } from '@strapi/strapi';

type Ctx = {
  method: string;
  path: string;
  get(header: string): string;
  status: number;
  body: unknown;
};

const writes = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Bounds what a visitor may post to the content API and GraphQL (VISITOR_BODY_LIMIT bytes, 32 KB
 * by default: the longest lead is a few KB). Agents (a bearer token, the admin) keep Strapi's own
 * limits. The refusal comes before the body is read, as JSON the site can translate.
 */
export default (config: { maxBytes?: number }, _context: { strapi: Core.Strapi }) => {
  const maxBytes = config.maxBytes ?? 32 * 1024;
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const visitorWrite =
      writes.has(ctx.method) && !ctx.get('authorization') && (ctx.path.startsWith('/api/') || ctx.path === '/graphql');
    if (visitorWrite) {
      const length = Number(ctx.get('content-length'));
      const refusal = !ctx.get('content-length')
        ? {
            status: 411,
            name: 'LengthRequiredError',
            code: 'LENGTH_REQUIRED',
            message: 'A request body needs a Content-Length',
          }
        : length > maxBytes
          ? {
              status: 413,
              name: 'PayloadTooLargeError',
              code: 'PAYLOAD_TOO_LARGE',
              message: `A request body may hold ${maxBytes} bytes`,
            }
          : null;
      if (refusal) {
        ctx.status = refusal.status;
        ctx.body = {
          data: null,
          error: {
            status: refusal.status,
            name: refusal.name,
            message: refusal.message,
            details: { code: refusal.code, maxBytes },
          },
        };
        return;
      }
    }
    await next();
  };
};
