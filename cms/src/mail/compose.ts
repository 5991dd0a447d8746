import type { Language } from '@vitrine/domain';
import type { MailAttachment, QueuedMail } from '../outbox/queue';
import type { Agency } from './agency';
import { mailMessage, type MailMessage, type MailValues } from './catalogue';
import { headerSafe } from './escape';
import { mailLayoutMessages, siteMessagesInMails } from './mail-messages';
import { renderMailHtml, type ListingCard } from './template';
import { unsubscribeHeaders, type UnsubscribeLinks } from './unsubscribe';

export type { ListingCard } from './template';

/** A text of the catalogues and the (untrusted) values it is filled with. */
export interface Sentence {
  message: MailMessage;
  values?: MailValues;
}

/**
 * The mails sent to a list (the newsletter, the demand register): each must carry the unsubscribe
 * link and the List-Unsubscribe headers, so {@link composeMail} refuses one without.
 */
export const listMailKinds: ReadonlySet<string> = new Set([
  'newsletter-confirmation',
  'search-alert-confirmation',
  'search-alert',
  'search-alert-digest',
]);

/** What a mail says, in the recipient's language; {@link composeMail} writes it out. */
export interface MailSpec {
  kind: QueuedMail['kind'];
  recipient: string;
  language: Language;
  agency: Agency;
  subject: Sentence;
  paragraphs: readonly Sentence[];
  /** Listing cards; their price as the site writes it (`listingPriceText`). */
  listings?: readonly ListingCard[];
  /** Label and value lines, already in words (the agency's summary of a lead). */
  fields?: readonly (readonly [label: string, value: string])[];
  /** Links listed one a line (a listing's documents). */
  links?: readonly { label: string; url: string }[];
  button?: { label: Sentence; url: string };
  /** Lines above "Sent by" and the legal mentions. */
  footer?: readonly Sentence[];
  /** Required on list mails ({@link listMailKinds}): the body's link and the one-click headers. */
  unsubscribe?: UnsubscribeLinks;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** The agency's legal mentions as footer lines, labelled as the site's footer labels them. */
function legalLines(language: Language, agency: Agency): string[] {
  const { legal } = agency;
  const say = (message: MailMessage, value?: string) => (value ? `${mailMessage(language, message)}: ${value}` : '');
  return [
    [legal.legalName, legal.address].filter(Boolean).join(', '),
    [say(siteMessagesInMails.phone, legal.phone), agency.email].filter(Boolean).join(' · '),
    [
      say(siteMessagesInMails.legalVat, legal.vatNumber),
      say(siteMessagesInMails.legalBiv, legal.bivNumber),
      legal.bivStatus ?? '',
    ]
      .filter(Boolean)
      .join(' · '),
    say(siteMessagesInMails.legalAuthority, legal.supervisoryAuthority),
  ].filter(Boolean);
}

/**
 * A mail ready for the outbox: every text from the site's catalogues in `spec.language`, the
 * layout's HTML (decision 031) and the same content as plain text, the subject made header-safe,
 * and on list mails the unsubscribe link in the footer and the RFC 8058 headers.
 *
 * @example
 * composeMail({ kind: 'friend', recipient: 'a@b.be', language: 'nl', agency, subject: { message: m.subject }, paragraphs: [] })
 */
export function composeMail(spec: MailSpec): QueuedMail {
  const { language, agency } = spec;
  if (listMailKinds.has(spec.kind) && !spec.unsubscribe) {
    throw new Error(`A ${spec.kind} mail goes to a list: it needs its unsubscribe links`);
  }
  const say = (sentence: Sentence) => mailMessage(language, sentence.message, sentence.values);
  const site = agency.siteName;
  const paragraphs = spec.paragraphs.map(say);
  const linkLabel = mailMessage(language, mailLayoutMessages.viewListing);
  const listings = (spec.listings ?? []).map((listing) => ({ ...listing, linkLabel }));
  const button = spec.button && { label: say(spec.button.label), url: spec.button.url };
  const footer = [...(spec.footer ?? []).map(say), mailMessage(language, mailLayoutMessages.sentBy, { site })];
  const legal = legalLines(language, agency);
  const legalLink = agency.legal.deontologyUrl
    ? { label: mailMessage(language, siteMessagesInMails.legalDeontology), url: agency.legal.deontologyUrl }
    : undefined;
  const unsubscribe = spec.unsubscribe && {
    label: mailMessage(language, mailLayoutMessages.unsubscribe),
    url: spec.unsubscribe.page,
  };
  const html = renderMailHtml({
    language,
    siteName: site,
    preview: paragraphs.at(-1) ?? '',
    paragraphs,
    listings,
    fields: spec.fields ?? [],
    links: spec.links ?? [],
    button,
    footer,
    legal,
    legalLink,
    unsubscribe,
  });

  const lines: string[] = [site, '', ...paragraphs, ''];
  for (const listing of listings) {
    lines.push(
      ...(listing.note ? [listing.note] : []),
      listing.title,
      ...(listing.price ? [listing.price] : []),
      listing.url,
    );
    if (listing.photoUrl) lines.push(listing.photoUrl);
    lines.push('');
  }
  if (spec.fields?.length) lines.push(...spec.fields.map(([label, value]) => `${label}: ${value}`), '');
  if (spec.links?.length) lines.push(...spec.links.map((link) => `${link.label}: ${link.url}`), '');
  if (button) lines.push(`${button.label}: ${button.url}`, '');
  lines.push('--', ...footer, ...legal);
  if (legalLink) lines.push(`${legalLink.label}: ${legalLink.url}`);
  if (unsubscribe) lines.push(`${unsubscribe.label}: ${unsubscribe.url}`);

  return {
    kind: spec.kind,
    recipient: spec.recipient,
    subject: headerSafe(say(spec.subject)),
    text: `${lines.join('\n')}\n`,
    html,
    ...(spec.replyTo ? { replyTo: spec.replyTo } : {}),
    ...(spec.unsubscribe ? { headers: unsubscribeHeaders(spec.unsubscribe) } : {}),
    ...(spec.attachments?.length ? { attachments: spec.attachments } : {}),
  };
}
