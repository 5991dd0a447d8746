import { factories } from '@strapi/strapi';
import { ownerPortal } from '../../../owner/portal';
import { askSignInLink, exchangeSignInLink } from '../../../owner/sign-in-link';
import { parseViews, recordViews, viewsSecretHeader, viewsSecretMatches } from '../../../owner/views';

/**
 * The core actions stay for agents (API tokens); visitors and owners hold none of them. Two more:
 * `portal` (role Owner): the signed-in owner's own listings and their figures, nothing else;
 * `recordViews` (no role: the site's server, with the shared secret): a batch of page views;
 * `askSignInLink` / `useSignInLink` (anyone, rate-limited): the sign-in link by mail.
 */
export default factories.createCoreController('api::owner-stat.owner-stat', ({ strapi }) => ({
  async portal(ctx) {
    const user = ctx.state.user as { id: number } | undefined;
    if (!user) return ctx.unauthorized();
    const language = typeof ctx.query.language === 'string' ? ctx.query.language : 'nl';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await ownerPortal(strapi, user.id, language) };
  },

  async recordViews(ctx) {
    if (!viewsSecretMatches(ctx.get(viewsSecretHeader))) return ctx.notFound();
    const views = parseViews(ctx.request.body);
    ctx.body = { data: await recordViews(strapi, views) };
  },

  async askSignInLink(ctx) {
    ctx.set('Cache-Control', 'no-store');
    return askSignInLink(strapi, ctx);
  },

  async useSignInLink(ctx) {
    ctx.set('Cache-Control', 'no-store');
    return exchangeSignInLink(strapi, ctx);
  },
}));
