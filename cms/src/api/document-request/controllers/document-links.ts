import type { Core } from '@strapi/strapi';
import { documentLinkRefusals, verifyDocumentToken } from '../../../mail/document-links';
import { cmsUrl } from '../../../mail/urls';

type Context = {
  params: { token: string };
  query: Record<string, unknown>;
  status: number;
  body: unknown;
  type: string;
  set(name: string, value: string): void;
  redirect(url: string): void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Opens the file a signed documents link names (a redirect to where the upload provider serves
   * it); an altered token is a 404 and an expired one a 410, each with a sentence in the mail's
   * language.
   */
  async open(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    const language = (typeof ctx.query.lang === 'string' ? ctx.query.lang : 'nl') as keyof typeof documentLinkRefusals;
    const words = documentLinkRefusals[language] ?? documentLinkRefusals.nl;
    const verdict = verifyDocumentToken(ctx.params.token);
    const file =
      verdict && verdict !== 'expired'
        ? ((await strapi.db.query('plugin::upload.file').findOne({
            where: { id: verdict.fileId },
            select: ['url'],
          })) as { url?: string } | null)
        : null;
    if (!file?.url) {
      ctx.status = verdict === 'expired' ? 410 : 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = verdict === 'expired' ? words.expired : words.invalid;
      return;
    }
    ctx.redirect(/^https?:/.test(file.url) ? file.url : `${cmsUrl(strapi)}${file.url}`);
  },
});
