import type { Core } from '@strapi/strapi';
import type { Language } from '@vitrine/domain';
import type { Agency } from '../mail/agency';
import { mailMessage, type MailMessage } from '../mail/catalogue';
import { composeMail, type Sentence } from '../mail/compose';
import { mailLayoutMessages } from '../mail/mail-messages';
import type { ListingInfo } from '../mail/listings';
import { unsubscribeLinks } from '../mail/unsubscribe';
import type { QueuedMail } from '../outbox/queue';
import { alertMessages } from './mail-messages';
import { alertConfirmUrl } from './tokens';

/** The registrant a mail goes to. */
export interface Registrant {
  documentId: string;
  email: string;
  firstName?: string | null;
  language: Language;
  unsubscribeToken: string;
}

/** What happened to a listing that an alert reports. */
export type AlertChange = 'published' | 'price_drop' | 'under_option' | 'sold' | 'rented';

/** The line above a listing's card for each change. */
const changeMessages: Readonly<Record<AlertChange, MailMessage>> = {
  published: alertMessages.changePublished,
  price_drop: alertMessages.changePriceDrop,
  under_option: alertMessages.changeUnderOption,
  sold: alertMessages.changeSold,
  rented: alertMessages.changeRented,
};

const greeting = (registrant: Registrant): Sentence[] =>
  registrant.firstName ? [{ message: mailLayoutMessages.greeting, values: { name: registrant.firstName } }] : [];

/**
 * The double opt-in mail of a new demand register entry: a button to confirm, nothing the visitor
 * typed but the first name, and the unsubscribe link and headers of every mail of the register.
 */
export function searchAlertConfirmation(registrant: Registrant, agency: Agency, strapi?: Core.Strapi): QueuedMail {
  const site = agency.siteName;
  return composeMail({
    kind: 'search-alert-confirmation',
    recipient: registrant.email,
    language: registrant.language,
    agency,
    subject: { message: alertMessages.confirmSubject, values: { site } },
    paragraphs: [...greeting(registrant), { message: alertMessages.confirmBody, values: { site } }],
    button: {
      label: { message: alertMessages.confirmButton },
      url: alertConfirmUrl(registrant.language, registrant.documentId),
    },
    footer: [{ message: alertMessages.confirmIgnore }],
    unsubscribe: unsubscribeLinks(registrant.language, registrant.unsubscribeToken, strapi),
  });
}

/** One matched listing change as an alert shows it. */
export interface AlertItem {
  listing: ListingInfo;
  change: AlertChange;
}

/**
 * The alert mail of a registrant: every matched listing change since the last mail (at once:
 * those of a few minutes; daily: those of the day), each with its photo, price as the site writes
 * it and link, in the registrant's language, with a one-click unsubscribe.
 */
export function searchAlertMail(
  registrant: Registrant,
  items: readonly AlertItem[],
  digest: boolean,
  agency: Agency,
  strapi?: Core.Strapi,
): QueuedMail {
  const { language } = registrant;
  const site = agency.siteName;
  const count = items.length;
  return composeMail({
    kind: digest ? 'search-alert-digest' : 'search-alert',
    recipient: registrant.email,
    language,
    agency,
    subject: { message: digest ? alertMessages.digestSubject : alertMessages.instantSubject, values: { site, count } },
    paragraphs: [...greeting(registrant), { message: digest ? alertMessages.digestIntro : alertMessages.instantIntro }],
    listings: items.map(({ listing, change }) => ({
      title: listing.title,
      price: listing.price,
      url: listing.url,
      photoUrl: listing.photoUrl,
      note: mailMessage(language, changeMessages[change]),
    })),
    footer: [{ message: alertMessages.why, values: { site } }],
    unsubscribe: unsubscribeLinks(language, registrant.unsubscribeToken, strapi),
  });
}
