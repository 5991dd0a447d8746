import type { Core } from '@strapi/strapi';
import { unsubscribe } from '../../../newsletter/subscriptions';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async unsubscribe(ctx: { params: { token: string }; status: number; body: unknown }) {
    const outcome = await unsubscribe(strapi, ctx.params.token);
    ctx.status = outcome === 'invalid_token' ? 404 : 200;
    ctx.body = { ok: outcome !== 'invalid_token', outcome };
  },
});
