import { defineMessages } from '@formatjs/intl';

/**
 * The words every mail's layout writes. Mail texts live in the site's catalogues
 * (web/src/i18n/lang): the site's extractor scans every `mail-messages.ts` under cms/src, and its
 * completeness test holds them to all four languages.
 */
export const mailLayoutMessages = defineMessages({
  greeting: { id: 'mail.common.greeting', defaultMessage: 'Dear {name},', description: 'Mail: first line' },
  viewListing: {
    id: 'mail.common.viewListing',
    defaultMessage: 'View the property',
    description: 'Mail: the link under a listing card',
  },
  sentBy: { id: 'mail.common.sentBy', defaultMessage: 'Sent by {site}', description: 'Mail footer: who sends it' },
  unsubscribe: { id: 'mail.common.unsubscribe', defaultMessage: 'Unsubscribe', description: 'Mail footer: link' },
});

/**
 * Site texts a mail shows too, named by id only: they are declared (and extracted) where the site
 * uses them, so a mail and a page word them alike (the legal mentions, "starting from").
 */
export const siteMessagesInMails = {
  legalVat: { id: 'site.footer.vat' },
  legalBiv: { id: 'site.footer.biv' },
  legalAuthority: { id: 'site.footer.supervisoryAuthority' },
  legalDeontology: { id: 'site.footer.deontology' },
  phone: { id: 'site.footer.phone' },
  startingFrom: { id: 'listings.price.startingFrom' },
} as const;
