import type { Core } from '@strapi/strapi';
import type { Language } from '@vitrine/domain';
import { cmsUrl, siteUrl } from './urls';

/** Where a list mail's reader leaves the list: the site's page, and Strapi's one-click endpoint (RFC 8058). */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

/**
 * The unsubscribe links of a registrant's or subscriber's token: the site's page (shared by the
 * newsletter and the demand register) and the endpoint mail clients POST to without opening a page.
 */
export function unsubscribeLinks(language: Language, unsubscribeToken: string, strapi?: Core.Strapi): UnsubscribeLinks {
  const token = encodeURIComponent(unsubscribeToken);
  return {
    page: `${siteUrl()}/${language}/unsubscribe/?token=${token}`,
    oneClick: `${cmsUrl(strapi)}/api/mail/unsubscribe/${token}`,
  };
}

/** The headers of one-click unsubscribe (RFC 8058): every list mail carries them. */
export const unsubscribeHeaders = (links: UnsubscribeLinks) => ({
  'List-Unsubscribe': `<${links.oneClick}>, <${links.page}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
