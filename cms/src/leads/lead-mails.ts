import type { Core } from '@strapi/strapi';
import { isLanguage, leadFormOfContentType, type Language, type LeadFormName } from '@vitrine/domain';
import type { Agency } from '../mail/agency';
import { mailMessage } from '../mail/catalogue';
import { composeMail, type Sentence } from '../mail/compose';
import { documentLinkLifetimeMs, documentLinks, type DocumentFile } from '../mail/document-links';
import type { ListingInfo } from '../mail/listings';
import { mailLayoutMessages } from '../mail/mail-messages';
import { summaryLines, type SummaryLine } from '../mail/summary';
import { cmsUrl } from '../mail/urls';
import type { QueuedMail } from '../outbox/queue';
import { leadFormNames, leadMailMessages } from './mail-messages';

/** What every lead's mails are composed from. */
export interface LeadMailInput {
  strapi?: Core.Strapi;
  uid: string;
  documentId: string;
  lead: Record<string, unknown>;
  listing: ListingInfo | null;
  /** The listing in the agents' language, for the agency's mail (mail-composers.ts); else `listing`. */
  agencyListing?: ListingInfo | null;
  /** The agency, its legal mentions in the visitor's language (the footer of the visitor's mails). */
  agency: Agency;
  /** The agency with its legal mentions in the agents' language, for their mail; else `agency`. */
  agentsAgency?: Agency;
  /** Language of the agents' notification (the site's default language). */
  agentLanguage: Language;
  unsubscribeToken?: string;
  /** The agent's lines in words, when the lead's form has its own (a search request: alerts/search-request.ts). */
  fields?: readonly SummaryLine[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The visitor's name as a greeting says it: first and last name, else the name, else the address. */
export const fullName = (lead: Record<string, unknown>) =>
  [lead.firstName, lead.lastName].filter((part) => typeof part === 'string' && part).join(' ') ||
  text(lead.name) ||
  text(lead.email);

/** The form of a lead collection (`api::visit-request.visit-request` → `visitRequest`). */
export function leadFormOf(uid: string): LeadFormName {
  const form = leadFormOfContentType(uid.split('.').at(-1) ?? '');
  if (!form) throw new Error(`${uid} is not a lead form`);
  return form;
}

/** The visitor's language: the one the lead was sent in, else the agents'. */
export const visitorLanguage = (input: LeadMailInput): Language =>
  isLanguage(input.lead.language) ? input.lead.language : input.agentLanguage;

/** A form's name for a sentence: in words, and its code, on which a language's grammar may select (gender). */
const formName = (language: Language, form: LeadFormName) => ({
  form,
  formName: mailMessage(language, leadFormNames[form]),
});

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

/**
 * The agency's notification of a lead, in the agents' language, to the listing's agent (else the
 * agency): the form, the listing's card (its price as the site writes it), the summary of the
 * form's definition (or the form's own lines), a button to the lead in Strapi; replies go to the visitor.
 */
export function agentNotification(input: LeadMailInput, notes: readonly Sentence[] = []): QueuedMail {
  const language = input.agentLanguage;
  const form = leadFormOf(input.uid);
  const words = formName(language, form);
  const listing = input.agencyListing ?? input.listing;
  return composeMail({
    kind: 'agent-notification',
    recipient: listing?.agentEmail || input.agency.email,
    language,
    agency: input.agentsAgency ?? input.agency,
    subject: { message: leadMailMessages.agentSubject, values: { ...words, name: fullName(input.lead) } },
    paragraphs: [{ message: leadMailMessages.agentIntro, values: words }, ...notes],
    listings: listing ? [listing] : [],
    fields: input.fields ?? summaryLines(language, form, input.lead),
    button: {
      label: { message: mailLayoutMessages.openInBackOffice },
      url: `${cmsUrl(input.strapi)}/admin/content-manager/collection-types/${input.uid}/${input.documentId}`,
    },
    replyTo: typeof input.lead.email === 'string' ? input.lead.email : undefined,
  });
}

/**
 * The visitor's receipt: it repeats nothing the visitor typed but the name, so a stranger's
 * address entered in a form gets a harmless receipt, never a message of the sender's.
 */
export function visitorConfirmation(input: LeadMailInput): QueuedMail {
  const language = visitorLanguage(input);
  const words = formName(language, leadFormOf(input.uid));
  return composeMail({
    kind: 'visitor-confirmation',
    recipient: text(input.lead.email),
    language,
    agency: input.agency,
    subject: { message: leadMailMessages.visitorSubject, values: words },
    paragraphs: [
      { message: mailLayoutMessages.greeting, values: { name: fullName(input.lead) } },
      { message: leadMailMessages.visitorBody, values: words },
      ...(input.listing ? [{ message: leadMailMessages.visitorListing }] : []),
    ],
    listings: input.listing ? [input.listing] : [],
  });
}

/**
 * The friend's mail of a send-to-friend: the agency's words, the listing and the sender's first
 * name only (at most 60 characters, in the body: the subject shows nothing of the sender's).
 */
export function friendMail(input: LeadMailInput): QueuedMail {
  const language = visitorLanguage(input);
  const site = input.agency.siteName;
  return composeMail({
    kind: 'friend',
    recipient: text(input.lead.friendEmail),
    language,
    agency: input.agency,
    subject: { message: leadMailMessages.friendSubject, values: { site } },
    paragraphs: [{ message: leadMailMessages.friendBody, values: { sender: text(input.lead.firstName), site } }],
    listings: input.listing ? [input.listing] : [],
    footer: [{ message: leadMailMessages.friendFooter }],
  });
}

const dateLocales: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

/** The visitor's mail with signed links (a week) to the listing's documents. */
export function documentsMail(
  input: LeadMailInput,
  listing: ListingInfo,
  files: readonly DocumentFile[],
  now: number,
): QueuedMail {
  const language = visitorLanguage(input);
  const date = new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'long' }).format(
    new Date(now + documentLinkLifetimeMs),
  );
  return composeMail({
    kind: 'documents',
    recipient: text(input.lead.email),
    language,
    agency: input.agency,
    subject: { message: leadMailMessages.documentsSubject, values: { title: listing.title } },
    paragraphs: [
      { message: mailLayoutMessages.greeting, values: { name: fullName(input.lead) } },
      { message: leadMailMessages.documentsBody },
    ],
    listings: [listing],
    links: documentLinks(files, language, input.strapi, now),
    footer: [{ message: leadMailMessages.documentsExpiry, values: { date } }],
  });
}

/**
 * A documents request: the visitor gets signed links to the listing's documents at once; when
 * the listing has none in Strapi, a receipt, and the agent is told to send them.
 */
export async function documentRequestMails(input: LeadMailInput): Promise<QueuedMail[]> {
  const files =
    input.strapi && input.listing
      ? await listingDocuments(input.strapi, input.listing.documentId, input.lead.documents)
      : [];
  const note: Sentence = files.length
    ? { message: leadMailMessages.documentsSent, values: { count: files.length } }
    : { message: leadMailMessages.documentsToSend };
  return [
    agentNotification(input, [note]),
    input.listing && files.length ? documentsMail(input, input.listing, files, Date.now()) : visitorConfirmation(input),
  ];
}

/** A testimonial waits as a draft: the agency hears of it; there is no address to confirm to. */
export const testimonialMails = (input: LeadMailInput): QueuedMail[] => [
  agentNotification(input, [{ message: leadMailMessages.testimonialIntro }]),
];

/** A send-to-friend: the agency's notification and the friend's mail. */
export const sendToFriendMails = (input: LeadMailInput): QueuedMail[] => [agentNotification(input), friendMail(input)];

/** The mails of a lead whose form has none of its own: the agency's notification and the visitor's receipt. */
export const leadMails = (input: LeadMailInput): QueuedMail[] => [agentNotification(input), visitorConfirmation(input)];
