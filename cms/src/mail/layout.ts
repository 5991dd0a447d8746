import { interpolate, type InterpolationValues, type Language } from '@vitrine/domain';
import { escapeHtml, interpolateHtml } from './escape';

/** A translated sentence and the (untrusted) values it is filled with. */
export interface Sentence {
  template: string;
  values?: InterpolationValues;
}

/** A listing as a mail shows it: title, price, photo and a link to its page. */
export interface ListingCard {
  title: string;
  price?: string;
  url: string;
  photoUrl?: string;
  linkLabel: string;
  /** A short line above the title (what changed: "Price reduced"). */
  note?: string;
}

/** What a mail says, in order; {@link renderMail} writes it as HTML and as plain text. */
export interface MailContent {
  language: Language;
  siteName: string;
  paragraphs: Sentence[];
  listing?: ListingCard;
  /** Several listings, one card each (the demand register's alerts). */
  listings?: readonly ListingCard[];
  fields?: readonly (readonly [label: string, value: string])[];
  /** Links listed one a line (a listing's documents). */
  links?: readonly { label: string; url: string }[];
  button?: { label: string; url: string };
  footer: Sentence[];
  unsubscribe?: { label: string; url: string };
}

// The site's palette (web/src styles): dark blue text and buttons on white, grey secondary text.
const colours = { text: '#1b2a3a', muted: '#5b6876', accent: '#0b4f8a', line: '#dfe5ec', page: '#f3f5f8' };
const font = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";

const html = (sentence: Sentence) => interpolateHtml(sentence.template, sentence.values ?? {});
const text = (sentence: Sentence) => interpolate(sentence.template, sentence.values ?? {});
/** Only http(s) links reach a mail: anything else (javascript:, data:) is dropped. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

function listingHtml(listing: ListingCard): string {
  const url = escapeHtml(safeUrl(listing.url));
  const photo =
    listing.photoUrl && safeUrl(listing.photoUrl)
      ? `<tr><td><a href="${url}"><img src="${escapeHtml(listing.photoUrl)}" alt="${escapeHtml(listing.title)}" width="536" style="display:block;width:100%;max-width:536px;height:auto;border:0;border-radius:6px 6px 0 0"></a></td></tr>`
      : '';
  const price = listing.price
    ? `<div style="${font};font-size:18px;font-weight:bold;color:${colours.accent};margin-top:4px">${escapeHtml(listing.price)}</div>`
    : '';
  const note = listing.note
    ? `<div style="${font};font-size:12px;font-weight:bold;text-transform:uppercase;color:${colours.muted};margin-bottom:4px">${escapeHtml(listing.note)}</div>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${colours.line};border-radius:6px;margin:16px 0">
${photo}<tr><td style="padding:12px 16px">
${note}<div style="${font};font-size:16px;font-weight:bold;color:${colours.text}">${escapeHtml(listing.title)}</div>${price}
<div style="margin-top:8px"><a href="${url}" style="${font};font-size:14px;color:${colours.accent}">${escapeHtml(listing.linkLabel)}</a></div>
</td></tr></table>`;
}

function fieldsHtml(fields: NonNullable<MailContent['fields']>): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><td style="${font};font-size:14px;color:${colours.muted};padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="${font};font-size:14px;color:${colours.text};padding:6px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-top:1px solid ${colours.line};margin:16px 0;width:100%">${rows}</table>`;
}

function linksHtml(links: NonNullable<MailContent['links']>): string {
  const items = links
    .map(
      (link) =>
        `<li style="${font};font-size:15px;line-height:22px;margin:0 0 6px"><a href="${escapeHtml(safeUrl(link.url))}" style="color:${colours.accent}">${escapeHtml(link.label)}</a></li>`,
    )
    .join('\n');
  return `<ul style="margin:12px 0 16px;padding-left:20px">${items}</ul>`;
}

/**
 * Writes a mail as HTML (a single centred table with inline styles, which every mail client
 * renders) and as plain text. Every value from a visitor is escaped in the HTML.
 *
 * @example
 * renderMail({ language: 'en', siteName: 'Vitrine', paragraphs: [{ template: 'Hi {{n}}', values: { n: '<b>' } }], footer: [] }).html
 * // contains 'Hi &lt;b&gt;'
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map(
      (sentence) =>
        `<p style="${font};font-size:15px;line-height:22px;color:${colours.text};margin:0 0 12px">${html(sentence)}</p>`,
    )
    .join('\n');
  const button = content.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0"><tr><td style="background:${colours.accent};border-radius:4px">
<a href="${escapeHtml(safeUrl(content.button.url))}" style="${font};display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none">${escapeHtml(content.button.label)}</a></td></tr></table>`
    : '';
  const footer = [
    ...content.footer.map(html),
    ...(content.unsubscribe
      ? [
          `<a href="${escapeHtml(safeUrl(content.unsubscribe.url))}" style="color:${colours.muted}">${escapeHtml(content.unsubscribe.label)}</a>`,
        ]
      : []),
  ]
    .map(
      (line) => `<p style="${font};font-size:12px;line-height:18px;color:${colours.muted};margin:0 0 6px">${line}</p>`,
    )
    .join('\n');
  const htmlMail = `<!doctype html>
<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.siteName)}</title></head>
<body style="margin:0;padding:0;background:${colours.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:3px solid ${colours.accent}"><span style="${font};font-size:20px;font-weight:bold;color:${colours.accent}">${escapeHtml(content.siteName)}</span></td></tr>
<tr><td style="padding:24px 32px">
${paragraphs}
${content.listing ? listingHtml(content.listing) : ''}
${(content.listings ?? []).map(listingHtml).join('\n')}
${content.fields?.length ? fieldsHtml(content.fields) : ''}
${content.links?.length ? linksHtml(content.links) : ''}
${button}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${colours.line}">
${footer}
</td></tr></table>
</td></tr></table>
</body></html>
`;

  const lines: string[] = [content.siteName, '', ...content.paragraphs.map(text), ''];
  for (const listing of [...(content.listing ? [content.listing] : []), ...(content.listings ?? [])]) {
    lines.push(
      ...(listing.note ? [listing.note] : []),
      listing.title,
      ...(listing.price ? [listing.price] : []),
      listing.url,
      '',
    );
  }
  if (content.fields?.length) {
    for (const [label, value] of content.fields) lines.push(`${label}: ${value}`);
    lines.push('');
  }
  if (content.links?.length) {
    for (const link of content.links) lines.push(`${link.label}: ${link.url}`);
    lines.push('');
  }
  if (content.button) lines.push(`${content.button.label}: ${content.button.url}`, '');
  lines.push('--', ...content.footer.map(text));
  if (content.unsubscribe) lines.push(`${content.unsubscribe.label}: ${content.unsubscribe.url}`);
  return { html: htmlMail, text: `${lines.join('\n')}\n` };
}
