import type { Core } from '@strapi/strapi';
import { formatPrice, interpolate, isLanguage, purchaseOfferDeposit, type Language } from '@vitrine/domain';
import { headerSafe } from '../mail/escape';
import { renderMail, type MailContent, type Sentence } from '../mail/layout';
import { mailTexts } from '../mail/texts';
import { cmsUrl } from '../mail/urls';
import type { LeadMailInput } from '../outbox/lead-mails';
import type { QueuedMail } from '../outbox/queue';
import { offerTexts } from './offer-texts';

/** The agency's third-party account and legal mentions, from the site settings of a language. */
interface AgencyMentions {
  legalName: string;
  address: string;
  vatNumber: string;
  bivNumber: string;
  bivStatus: string;
  authority: string;
  account: string;
  accountHolder: string;
}

type AgencyRow = {
  locale: string;
  agency?: {
    legalName?: string | null;
    street?: string | null;
    houseNumber?: string | null;
    zip?: string | null;
    city?: string | null;
    vatNumber?: string | null;
    bivNumber?: string | null;
    bivStatus?: string | null;
    supervisoryAuthority?: string | null;
    thirdPartyAccount?: string | null;
    thirdPartyAccountHolder?: string | null;
  } | null;
};

async function agencyMentions(strapi: Core.Strapi, language: Language): Promise<AgencyMentions> {
  const rows = (await strapi.db
    .query('api::site-setting.site-setting')
    .findMany({ populate: { agency: true } })) as AgencyRow[];
  const agency = (rows.find((row) => row.locale === language) ?? rows[0])?.agency ?? {};
  const street = [agency.street, agency.houseNumber].filter(Boolean).join(' ');
  const town = [agency.zip, agency.city].filter(Boolean).join(' ');
  return {
    legalName: agency.legalName ?? '',
    address: [street, town].filter(Boolean).join(', '),
    vatNumber: agency.vatNumber ?? '',
    bivNumber: agency.bivNumber ?? '',
    bivStatus: agency.bivStatus ?? '',
    authority: agency.supervisoryAuthority ?? '',
    account: agency.thirdPartyAccount ?? '',
    accountHolder: agency.thirdPartyAccountHolder || agency.legalName || '',
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
const fullName = (lead: Record<string, unknown>) =>
  [lead.firstName, lead.lastName].filter((part) => typeof part === 'string' && part).join(' ') || text(lead.email);

/** The agent's summary of the buyer: who, where they live, how to reach them, their conditions. */
const buyerFields = [
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'zip',
  'city',
  'conditions',
  'language',
] as const;

/**
 * The mails of a new purchase offer: the visitor's confirmation in the visitor's language, which
 * repeats the offer (amount, validity) and the 10 % deposit computed by the domain with the
 * third-party account and the agency's legal mentions from the site settings; and the agent's
 * notification, flagged in its subject and first line when the amount is below the listing's
 * floor. The conditions the visitor typed go to the agent only: a stranger's address entered in
 * the form receives no text of the sender's.
 */
export async function purchaseOfferMails(strapi: Core.Strapi, input: LeadMailInput): Promise<QueuedMail[]> {
  const { lead, listing, agency } = input;
  const language: Language = isLanguage(lead.language) ? lead.language : input.agentLanguage;
  const stored = await storedOffer(strapi, input.documentId);
  const amountValue = Number(stored?.amount ?? lead.amount);
  const amount = formatPrice(amountValue);
  // 10 % of the amount offered, by the domain: the figure of the page and the admin (decision 027).
  const deposit = formatPrice(purchaseOfferDeposit(amountValue));
  const floor = stored?.property?.offerFloor ?? null;
  const belowFloor = stored?.belowFloor === true;
  const site = agency.siteName;
  const name = fullName(lead);
  const footer = (lang: Language): Sentence[] => [{ template: mailTexts[lang].sentBy, values: { site } }];
  const mail = (kind: QueuedMail['kind'], recipient: string, subject: string, content: MailContent, extra = {}) => ({
    kind,
    recipient,
    subject: headerSafe(subject),
    ...renderMail(content),
    ...extra,
  });

  const visitor = offerTexts[language];
  const mentions = await agencyMentions(strapi, language);
  const legal: Sentence = {
    template: visitor.legal,
    values: {
      legalName: mentions.legalName,
      address: mentions.address,
      vat: mentions.vatNumber,
      biv: mentions.bivNumber,
      status: mentions.bivStatus,
      authority: mentions.authority,
    },
  };
  const confirmation = mail('visitor-confirmation', text(lead.email), interpolate(visitor.visitorSubject, { amount }), {
    language,
    siteName: site,
    paragraphs: [
      { template: mailTexts[language].greeting, values: { name } },
      { template: visitor.visitorBody },
      mentions.account
        ? {
            template: visitor.deposit,
            values: { deposit, amount, account: mentions.account, holder: mentions.accountHolder },
          }
        : { template: visitor.depositNoAccount, values: { deposit, amount } },
    ],
    listing: listing ? { ...listing, linkLabel: mailTexts[language].viewListing } : undefined,
    fields: [
      [visitor.fields.amount, amount],
      [visitor.fields.validUntil, readableDate(lead.validUntil, language)],
      [visitor.fields.deposit, deposit],
    ],
    footer: [...(mentions.legalName ? [legal] : []), ...footer(language)],
  });

  const agentLanguage = input.agentLanguage;
  const agentTexts = offerTexts[agentLanguage];
  const generic = mailTexts[agentLanguage];
  const buyer = buyerFields
    .filter((field) => typeof lead[field] === 'string' && lead[field] !== '')
    .map((field) => [generic.fields[field] ?? field, generic.values[text(lead[field])] ?? text(lead[field])] as const);
  const notification = mail(
    'agent-notification',
    listing?.agentEmail || agency.email,
    interpolate(belowFloor ? agentTexts.agentSubjectBelowFloor : agentTexts.agentSubject, { amount, name }),
    {
      language: agentLanguage,
      siteName: site,
      paragraphs: [
        ...(belowFloor && floor !== null
          ? [{ template: agentTexts.agentBelowFloor, values: { amount, floor: formatPrice(floor) } }]
          : []),
        { template: agentTexts.agentIntro },
      ],
      listing: listing ? { ...listing, linkLabel: generic.viewListing } : undefined,
      fields: [
        [agentTexts.fields.amount, amount],
        [agentTexts.fields.validUntil, readableDate(lead.validUntil, agentLanguage)],
        [agentTexts.fields.deposit, deposit],
        ...(floor !== null ? [[agentTexts.fields.floor, formatPrice(floor)] as const] : []),
        ...buyer,
      ],
      button: {
        label: generic.agentOpen,
        url: `${cmsUrl(strapi)}/admin/content-manager/collection-types/${input.uid}/${input.documentId}`,
      },
      footer: footer(agentLanguage),
    },
    typeof lead.email === 'string' ? { replyTo: lead.email } : {},
  );
  return [notification, confirmation];
}
