import type { Core } from '@strapi/strapi';
import { formatPrice, purchaseOfferDeposit, type Language } from '@vitrine/domain';
import { fullName, visitorLanguage, type LeadMailInput } from '../leads/lead-mails';
import { mailMessage, type MailMessage } from '../mail/catalogue';
import { composeMail } from '../mail/compose';
import { mailLayoutMessages } from '../mail/mail-messages';
import { summaryLines } from '../mail/summary';
import { cmsUrl } from '../mail/urls';
import type { QueuedMail } from '../outbox/queue';
import { offerMessages } from './mail-messages';

/** The agency's third-party account (where a deposit is paid), from the site settings of a language. */
export interface DepositAccount {
  account: string;
  holder: string;
}

type AccountRow = {
  locale: string;
  agency?: {
    legalName?: string | null;
    thirdPartyAccount?: string | null;
    thirdPartyAccountHolder?: string | null;
  } | null;
};

async function depositAccount(strapi: Core.Strapi, language: Language): Promise<DepositAccount> {
  const rows = (await strapi.db
    .query('api::site-setting.site-setting')
    .findMany({ populate: { agency: true } })) as AccountRow[];
  const agency = (rows.find((row) => row.locale === language) ?? rows[0])?.agency ?? {};
  return {
    account: agency.thirdPartyAccount?.trim() ?? '',
    holder: agency.thirdPartyAccountHolder?.trim() || agency.legalName?.trim() || '',
  };
}

/** What the server stored with the offer (deposit, floor flag) and the listing's floor. */
async function storedOffer(strapi: Core.Strapi, documentId: string) {
  const row = (await strapi.db.query('api::purchase-offer.purchase-offer').findOne({
    where: { documentId },
    select: ['amount', 'deposit', 'belowFloor'],
    populate: { property: { select: ['offerFloor'] } },
  })) as {
    amount?: number | null;
    deposit?: number | string | null;
    belowFloor?: boolean | null;
    property?: { offerFloor?: number | null } | null;
  } | null;
  return row;
}

/** `2026-12-31` as the language writes a date (31/12/2026, 31.12.2026…); unchanged when not a date. */
function readableDate(value: unknown, language: Language): string {
  const text = typeof value === 'string' ? value : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return new Intl.DateTimeFormat(`${language}-BE`, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${text}T00:00:00Z`),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the offer's mails state, read from the stored offer, the listing and the site settings. */
export interface OfferFacts {
  /** The amount offered, in euro. */
  amount: number;
  /** The listing's floor, when the agent set one. */
  floor: number | null;
  belowFloor: boolean;
  /** The agency's third-party account in the visitor's language ('' when the settings have none). */
  account: DepositAccount;
}

/**
 * The visitor's confirmation of a purchase offer, in the visitor's language: it repeats the offer
 * (amount, validity) and the 10 % deposit computed by the domain with the third-party account;
 * the agency's legal mentions are in its footer. The conditions the visitor typed go to the agent
 * only: a stranger's address entered in the form receives no text of the sender's.
 */
export function offerConfirmation(input: LeadMailInput, facts: OfferFacts): QueuedMail {
  const { lead, listing, agency } = input;
  const language = visitorLanguage(input);
  const amount = formatPrice(facts.amount);
  // 10 % of the amount offered, by the domain: the figure of the page and the admin (decision 027).
  const deposit = formatPrice(purchaseOfferDeposit(facts.amount));
  const { account, holder } = facts.account;
  return composeMail({
    kind: 'visitor-confirmation',
    recipient: text(lead.email),
    language,
    agency,
    subject: { message: offerMessages.visitorSubject, values: { amount } },
    paragraphs: [
      { message: mailLayoutMessages.greeting, values: { name: fullName(lead) } },
      { message: offerMessages.visitorBody },
      account
        ? { message: offerMessages.visitorDeposit, values: { deposit, amount, account, holder } }
        : { message: offerMessages.visitorDepositNoAccount, values: { deposit, amount } },
    ],
    listings: listing ? [listing] : [],
    fields: [
      [mailMessage(language, offerMessages.fieldAmount), amount],
      [mailMessage(language, offerMessages.fieldValidUntil), readableDate(lead.validUntil, language)],
      [mailMessage(language, offerMessages.fieldDeposit), deposit],
    ],
  });
}

/**
 * The agent's notification of a purchase offer, flagged in its subject and first line when the
 * amount is below the listing's floor, with the buyer's details and conditions.
 */
export function offerNotification(input: LeadMailInput, facts: OfferFacts): QueuedMail {
  const { lead, agentLanguage } = input;
  // The listing and the agency's mentions as the agents read them (their language), whatever the buyer's.
  const listing = input.agencyListing ?? input.listing;
  const agency = input.agentsAgency ?? input.agency;
  const amount = formatPrice(facts.amount);
  const deposit = formatPrice(purchaseOfferDeposit(facts.amount));
  const name = fullName(lead);
  const label = (message: MailMessage) => mailMessage(agentLanguage, message);
  return composeMail({
    kind: 'agent-notification',
    recipient: listing?.agentEmail || agency.email,
    language: agentLanguage,
    agency,
    subject: {
      message: facts.belowFloor ? offerMessages.agentSubjectBelowFloor : offerMessages.agentSubject,
      values: { amount, name },
    },
    paragraphs: [
      ...(facts.belowFloor && facts.floor !== null
        ? [{ message: offerMessages.agentBelowFloor, values: { amount, floor: formatPrice(facts.floor) } }]
        : []),
      { message: offerMessages.agentIntro },
    ],
    listings: listing ? [listing] : [],
    fields: [
      [label(offerMessages.fieldAmount), amount],
      [label(offerMessages.fieldValidUntil), readableDate(lead.validUntil, agentLanguage)],
      [label(offerMessages.fieldDeposit), deposit],
      ...(facts.floor !== null ? [[label(offerMessages.fieldFloor), formatPrice(facts.floor)] as const] : []),
      // Amount and validity are the first lines already, the date in words.
      ...summaryLines(agentLanguage, 'purchaseOffer', { ...lead, amount: undefined, validUntil: undefined }),
    ],
    button: {
      label: { message: mailLayoutMessages.openInBackOffice },
      url: `${cmsUrl(input.strapi)}/admin/content-manager/collection-types/${input.uid}/${input.documentId}`,
    },
    ...(text(lead.email) ? { replyTo: text(lead.email) } : {}),
  });
}

/**
 * The mails of a new purchase offer: the agent's notification and the visitor's confirmation, from
 * what the server stored (amount, floor flag), the listing's floor and the agency's account.
 */
export async function purchaseOfferMails(strapi: Core.Strapi, input: LeadMailInput): Promise<QueuedMail[]> {
  const stored = await storedOffer(strapi, input.documentId);
  const facts: OfferFacts = {
    amount: Number(stored?.amount ?? input.lead.amount),
    floor: stored?.property?.offerFloor ?? null,
    belowFloor: stored?.belowFloor === true,
    account: await depositAccount(strapi, visitorLanguage(input)),
  };
  const withStrapi = { ...input, strapi };
  return [offerNotification(withStrapi, facts), offerConfirmation(withStrapi, facts)];
}
