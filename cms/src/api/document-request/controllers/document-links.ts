import type { Core } from '@strapi/strapi';
import { isLanguage } from '@vitrine/domain';
import { mailMessage } from '../../../mail/catalogue';
import { verifyDocumentToken } from '../../../mail/document-links';
import { documentLinkMessages } from '../../../mail/mail-messages';
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
    const language = isLanguage(ctx.query.lang) ? ctx.query.lang : 'nl';
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
      ctx.body = mailMessage(
        language,
        verdict === 'expired' ? documentLinkMessages.expired : documentLinkMessages.invalid,
      );
      return;
    }
    ctx.redirect(/^https?:/.test(file.url) ? file.url : `${cmsUrl(strapi)}${file.url}`);
  },
});
