import type { Core } from '@strapi/strapi';
import { interpolate, isLanguage, type Language } from '@vitrine/domain';
import type { Agency } from '../mail/agency';
import type { ListingInfo } from '../mail/listings';
import { searchAlertConfirmation } from '../alerts/mails';
import { documentLinkLifetimeMs, documentLinks, type DocumentFile } from '../mail/document-links';
import { headerSafe } from '../mail/escape';
import { renderMail, type ListingCard, type MailContent } from '../mail/layout';
import { mailTexts, type LeadForm } from '../mail/texts';
import { cmsUrl } from '../mail/urls';
import { newsletterLinks } from '../newsletter/tokens';
import type { QueuedMail } from './queue';

// Moved to cms/src/mail (the infrastructure every mail shares); re-exported until the feature
// mails import them from there.
export { findAgency, type Agency } from '../mail/agency';
export { findPublishedListing, findPublishedProject, type ListingInfo } from '../mail/listings';

/** The form of a lead collection (`api::visit-request.visit-request` → `visit-request`). */
export const leadFormOf = (uid: string) => uid.split('.').at(-1) as LeadForm;

const summaryFields = [
  'contactCategory',
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'zip',
  'city',
  'propertyType',
  'goal',
  'minPrice',
  'maxPrice',
  'amount',
  'validUntil',
  'conditions',
  'persons',
  'monthlyIncome',
  'preferredDate',
  'contactTimeSlots',
  'documents',
  'friendEmail',
  'remark',
  'name',
  'poster',
  'rating',
  'website',
  'comment',
  'language',
] as const;

function readable(field: string, value: unknown, values: Record<string, string>): string {
  if (Array.isArray(value)) return value.map((item) => readable(field, item, values)).join(', ');
  if (field === 'goal') return values[`goal${String(value)}`] ?? String(value);
  if (typeof value === 'string' && values[value]) return values[value];
  return String(value);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const fullName = (lead: Record<string, unknown>) =>
  [lead.firstName, lead.lastName].filter((part) => typeof part === 'string' && part).join(' ') ||
  text(lead.name) ||
  text(lead.email);

/** The input of {@link leadMails}. */
export interface LeadMailInput {
  strapi?: Core.Strapi;
  uid: string;
  documentId: string;
  lead: Record<string, unknown>;
  listing: ListingInfo | null;
  agency: Agency;
  /** Language of the agents' notification (the site's default language). */
  agentLanguage: Language;
  unsubscribeToken?: string;
  /** The agent's lines in words, when the lead's form has its own (a search request: alerts/search-request.ts). */
  fields?: readonly (readonly [string, string])[];
}

/**
 * The files of a published listing's documents field (shared by its languages), the ones the
 * visitor named when they named some that exist, else all of them.
 */
export async function listingDocuments(
  strapi: Core.Strapi,
  documentId: string,
  asked: unknown,
): Promise<DocumentFile[]> {
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    populate: { documents: { select: ['id', 'name'] } },
  })) as { documents?: { id: number; name: string }[] | null }[];
  const files = rows.find((row) => row.documents?.length)?.documents ?? [];
  const names = new Set((Array.isArray(asked) ? asked : []).map((name) => String(name).toLowerCase()));
  const named = files.filter((file) => names.has(String(file.id)) || names.has(file.name.toLowerCase()));
  return (named.length ? named : files).map((file) => ({ id: file.id, name: file.name }));
}

const dateLocales: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

/**
 * The mails a new lead queues: the agent's notification (the listing's agent, else the agency)
 * and the visitor's confirmation in the visitor's language. Send-to-friend mails the friend a
 * fixed text (listing and sender's first name only, nothing the sender wrote); a newsletter
 * sign-up only gets the confirmation link of its double opt-in. A documents request mails the
 * visitor signed links (a week) to the listing's documents at once, or, when the listing has none
 * in Strapi, tells the agent to send them; a testimonial tells the agency it waits as a draft.
 */
export async function leadMails(input: LeadMailInput): Promise<QueuedMail[]> {
  const { lead, listing, agency } = input;
  const form = leadFormOf(input.uid);
  const language: Language = isLanguage(lead.language) ? lead.language : input.agentLanguage;
  const texts = mailTexts[language];
  const site = agency.siteName;
  const footer = [{ template: texts.sentBy, values: { site } }];
  const card = (lang: Language): ListingCard | undefined =>
    listing ? { ...listing, linkLabel: mailTexts[lang].viewListing } : undefined;
  const mail = (
    kind: QueuedMail['kind'],
    recipient: string,
    subject: string,
    content: MailContent,
    extra: Partial<QueuedMail> = {},
  ): QueuedMail => ({
    kind,
    recipient,
    subject: headerSafe(subject),
    ...renderMail(content),
    ...extra,
  });
  const name = fullName(lead);
  const mails: QueuedMail[] = [];

  if (form === 'newsletter-signup') {
    const links = newsletterLinks(language, input.documentId, input.unsubscribeToken, input.strapi);
    mails.push(
      mail(
        'newsletter-confirmation',
        text(lead.email),
        interpolate(texts.newsletterSubject, { site }),
        {
          language,
          siteName: site,
          paragraphs: [
            ...(lead.firstName ? [{ template: texts.greeting, values: { name: lead.firstName } }] : []),
            { template: texts.newsletterBody, values: { site } },
          ],
          button: { label: texts.newsletterButton, url: links.confirm },
          footer: [{ template: texts.newsletterIgnore }, ...footer],
          unsubscribe: links.unsubscribe ? { label: texts.unsubscribe, url: links.unsubscribe } : undefined,
        },
        links.unsubscribePost
          ? {
              headers: {
                'List-Unsubscribe': `<${links.unsubscribePost}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {},
      ),
    );
    return mails;
  }

  const agentTexts = mailTexts[input.agentLanguage];
  const fields = summaryFields
    .filter(
      (field) =>
        lead[field] !== undefined &&
        lead[field] !== null &&
        lead[field] !== '' &&
        !(Array.isArray(lead[field]) && (lead[field] as unknown[]).length === 0),
    )
    .map((field) => [agentTexts.fields[field] ?? field, readable(field, lead[field], agentTexts.values)] as const);
  const formName = agentTexts.forms[form];
  const files =
    form === 'document-request' && input.strapi && listing
      ? await listingDocuments(input.strapi, listing.documentId, lead.documents)
      : [];
  const agentNotes =
    form === 'testimonial'
      ? [{ template: agentTexts.testimonialIntro }]
      : form === 'document-request'
        ? [
            files.length
              ? { template: agentTexts.documentsSent, values: { count: String(files.length) } }
              : { template: agentTexts.documentsToSend },
          ]
        : [];
  mails.push(
    mail(
      'agent-notification',
      listing?.agentEmail || agency.email,
      interpolate(agentTexts.agentSubject, { form: formName, name }),
      {
        language: input.agentLanguage,
        siteName: site,
        paragraphs: [{ template: agentTexts.agentIntro, values: { form: formName } }, ...agentNotes],
        listing: card(input.agentLanguage),
        fields: input.fields ?? fields,
        button: {
          label: agentTexts.agentOpen,
          url: `${cmsUrl(input.strapi)}/admin/content-manager/collection-types/${input.uid}/${input.documentId}`,
        },
        footer,
      },
      typeof lead.email === 'string' ? { replyTo: lead.email } : {},
    ),
  );

  if (form === 'send-to-friend') {
    const sender = text(lead.firstName);
    // The subject is the agency's words only: a stranger's inbox shows no text of the sender's
    // before the mail is opened (the name, at most 60 characters, is in the body).
    mails.push(
      mail('friend', text(lead.friendEmail), interpolate(texts.friendSubject, { site }), {
        language,
        siteName: site,
        paragraphs: [{ template: texts.friendBody, values: { sender, site } }],
        listing: card(language),
        footer: [{ template: texts.friendFooter }, ...footer],
      }),
    );
    return mails;
  }

  // A search alert starts with its double opt-in: the visitor confirms by the mail's link.
  if (form === 'demand-register' && input.unsubscribeToken) {
    const registrant = {
      documentId: input.documentId,
      email: text(lead.email),
      firstName: text(lead.firstName) || null,
      language,
      unsubscribeToken: input.unsubscribeToken,
    };
    mails.push(searchAlertConfirmation(registrant, agency, input.strapi));
    return mails;
  }

  // A testimonial has no address to confirm to: the agency's notification is all.
  if (form === 'testimonial') return mails;

  if (form === 'document-request' && files.length && listing) {
    const now = Date.now();
    const date = new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'long' }).format(
      new Date(now + documentLinkLifetimeMs),
    );
    mails.push(
      mail('documents', text(lead.email), interpolate(texts.documentsSubject, { title: listing.title }), {
        language,
        siteName: site,
        paragraphs: [{ template: texts.greeting, values: { name } }, { template: texts.documentsBody }],
        listing: card(language),
        links: documentLinks(files, language, input.strapi, now),
        footer: [{ template: texts.documentsExpiry, values: { date } }, ...footer],
      }),
    );
    return mails;
  }

  // The visitor's confirmation repeats nothing the visitor typed but the name: a stranger's
  // address entered in a form gets a harmless receipt, never a message of the sender's.
  mails.push(
    mail('visitor-confirmation', text(lead.email), interpolate(texts.visitorSubject, { form: texts.forms[form] }), {
      language,
      siteName: site,
      paragraphs: [
        { template: texts.greeting, values: { name } },
        { template: texts.visitorBody, values: { form: texts.forms[form] } },
        ...(listing ? [{ template: texts.visitorListing }] : []),
      ],
      listing: card(language),
      footer,
    }),
  );
  return mails;
}
