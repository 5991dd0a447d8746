import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readHomeQuestion, searcherQuestionWait, searchersWanting } from '../../../alerts/searchers';

/**
 * The core actions stay for agents (API tokens); visitors create entries through the site only.
 * One more, `searchers` (anyone, rate-limited): how many confirmed searches want a described home.
 */
export default factories.createCoreController('api::demand-register.demand-register', ({ strapi }) => ({
  async searchers(ctx) {
    const wait = await searcherQuestionWait(strapi, ctx.req);
    // A 429 with Retry-After (src/middlewares/request-errors).
    if (wait > 0)
      throw new errors.RateLimitError('Too many questions: please try again later', {
        code: 'RATE_LIMITED',
        retryAfter: wait,
      });
    const question = readHomeQuestion(ctx.query as Record<string, unknown>);
    if (!question) return ctx.badRequest('type, zip (a Belgian postal code), prices and bedrooms as whole numbers');
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = { data: await searchersWanting(strapi, question) };
  },
}));
