import type { Core } from '@strapi/strapi';
import { interpolate, type Language } from '@vitrine/domain';
import { headerSafe } from '../mail/escape';
import { renderMail, type ListingCard } from '../mail/layout';
import { mailTexts } from '../mail/texts';
import type { Agency, ListingInfo } from '../outbox/lead-mails';
import type { QueuedMail } from '../outbox/queue';
import { alertTexts, type AlertTexts } from './texts';
import { alertLinks, unsubscribeHeaders } from './tokens';

/** The registrant a mail goes to. */
export interface Registrant {
  documentId: string;
  email: string;
  firstName?: string | null;
  language: Language;
  unsubscribeToken: string;
}

/**
 * The double opt-in mail of a new demand register entry: a button to confirm, nothing the visitor
 * typed but the first name, and the unsubscribe link and headers of every mail of the register.
 */
export function searchAlertConfirmation(registrant: Registrant, agency: Agency, strapi?: Core.Strapi): QueuedMail {
  const texts = alertTexts[registrant.language];
  const common = mailTexts[registrant.language];
  const site = agency.siteName;
  const links = alertLinks(registrant.language, registrant.documentId, registrant.unsubscribeToken, strapi);
  return {
    kind: 'search-alert-confirmation',
    recipient: registrant.email,
    subject: headerSafe(interpolate(texts.confirmSubject, { site })),
    ...renderMail({
      language: registrant.language,
      siteName: site,
      paragraphs: [
        ...(registrant.firstName ? [{ template: common.greeting, values: { name: registrant.firstName } }] : []),
        { template: texts.confirmBody, values: { site } },
      ],
      button: { label: texts.confirmButton, url: links.confirm },
      footer: [{ template: texts.confirmIgnore }, { template: common.sentBy, values: { site } }],
      unsubscribe: { label: common.unsubscribe, url: links.unsubscribe },
    }),
    headers: unsubscribeHeaders(links),
  };
}

/** One matched listing change as an alert shows it. */
export interface AlertItem {
  listing: ListingInfo;
  change: keyof AlertTexts['change'];
}

/**
 * The alert mail of a registrant: every matched listing change since the last mail (at once:
 * those of a few minutes; daily: those of the day), each with its photo, price and link, in the
 * registrant's language, with a one-click unsubscribe.
 */
export function searchAlertMail(
  registrant: Registrant,
  items: readonly AlertItem[],
  digest: boolean,
  agency: Agency,
  strapi?: Core.Strapi,
): QueuedMail {
  const texts = alertTexts[registrant.language];
  const common = mailTexts[registrant.language];
  const site = agency.siteName;
  const links = alertLinks(registrant.language, registrant.documentId, registrant.unsubscribeToken, strapi);
  const cards: ListingCard[] = items.map(({ listing, change }) => ({
    title: listing.title,
    price: listing.price,
    url: listing.url,
    photoUrl: listing.photoUrl,
    linkLabel: common.viewListing,
    note: texts.change[change],
  }));
  return {
    kind: digest ? 'search-alert-digest' : 'search-alert',
    recipient: registrant.email,
    subject: headerSafe(
      interpolate(digest ? texts.digestSubject : texts.instantSubject, { site, count: items.length }),
    ),
    ...renderMail({
      language: registrant.language,
      siteName: site,
      paragraphs: [
        ...(registrant.firstName ? [{ template: common.greeting, values: { name: registrant.firstName } }] : []),
        { template: digest ? texts.digestIntro : texts.intro },
      ],
      listings: cards,
      footer: [
        { template: texts.why, values: { site } },
        { template: common.sentBy, values: { site } },
      ],
      unsubscribe: { label: common.unsubscribe, url: links.unsubscribe },
    }),
    headers: unsubscribeHeaders(links),
  };
}
