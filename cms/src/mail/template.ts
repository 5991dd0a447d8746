import { Body, Button, Container, Head, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brand } from './brand';

/** A listing as a mail shows it: photo, title, price as the site writes it, link to its page. */
export interface ListingCard {
  title: string;
  /** As on the site: "vanaf € 250.000", "€ 1.150 per maand" (see `listingPriceText`). */
  price?: string;
  url: string;
  photoUrl?: string;
  /** A short line above the title (what changed: "Price reduced"). */
  note?: string;
}

/** A mail's content with every text already in words: what {@link renderMailHtml} lays out. */
export interface MailLayoutModel {
  language: string;
  siteName: string;
  /** The inbox preview line (the first paragraph). */
  preview: string;
  paragraphs: readonly string[];
  listings: readonly (ListingCard & { linkLabel: string })[];
  fields: readonly (readonly [label: string, value: string])[];
  links: readonly { label: string; url: string }[];
  button?: { label: string; url: string };
  footer: readonly string[];
  /** The agency's legal mentions, one a line, the last may be a link (its code of ethics). */
  legal: readonly string[];
  legalLink?: { label: string; url: string };
  unsubscribe?: { label: string; url: string };
}

/** Only http(s) links reach a mail: anything else (javascript:, data:) is dropped. */
export const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

const text: CSSProperties = {
  fontFamily: brand.fontBody,
  fontSize: '15px',
  lineHeight: '22px',
  color: brand.ink,
  margin: '0 0 12px',
};
const small: CSSProperties = {
  ...text,
  fontSize: '12px',
  lineHeight: '18px',
  color: brand.inkMuted,
  margin: '0 0 4px',
};

function card(listing: MailLayoutModel['listings'][number]): ReactNode {
  const url = safeUrl(listing.url);
  const photo = listing.photoUrl ? safeUrl(listing.photoUrl) : '';
  return h(
    Section,
    { key: listing.url, style: { border: `1px solid ${brand.line}`, borderRadius: '6px', margin: '16px 0' } },
    photo
      ? h(
          Link,
          { href: url },
          h(Img, {
            src: photo,
            alt: listing.title,
            width: 534,
            style: { width: '100%', height: 'auto', borderRadius: '6px 6px 0 0' },
          }),
        )
      : null,
    h(
      Section,
      { style: { padding: '12px 16px' } },
      listing.note
        ? h(Text, { style: { ...small, fontWeight: 'bold', textTransform: 'uppercase' } }, listing.note)
        : null,
      h(
        Text,
        { style: { ...text, fontFamily: brand.fontHeading, fontSize: '17px', fontWeight: 'bold', margin: '0' } },
        listing.title,
      ),
      listing.price
        ? h(Text, { style: { ...text, fontWeight: 'bold', color: brand.brand, margin: '4px 0 0' } }, listing.price)
        : null,
      h(Link, { href: url, style: { ...text, color: brand.accent, textDecoration: 'underline' } }, listing.linkLabel),
    ),
  );
}

function fieldTable(fields: MailLayoutModel['fields']): ReactNode {
  const cell: CSSProperties = {
    fontFamily: brand.fontBody,
    fontSize: '14px',
    padding: '6px 12px 6px 0',
    verticalAlign: 'top',
  };
  return h(
    'table',
    {
      role: 'presentation',
      cellPadding: 0,
      cellSpacing: 0,
      style: { width: '100%', borderTop: `1px solid ${brand.line}`, margin: '16px 0' },
    },
    h(
      'tbody',
      null,
      fields.map(([label, value], index) =>
        h(
          'tr',
          { key: index },
          h('td', { style: { ...cell, color: brand.inkMuted, whiteSpace: 'nowrap' } }, label),
          h('td', { style: { ...cell, color: brand.ink, whiteSpace: 'pre-line' } }, value),
        ),
      ),
    ),
  );
}

/**
 * The HTML of a mail, laid out with react-email's components (tables with inline styles, Outlook's
 * fixes) in the site's colours and fonts: the brand mark and name, the body, the listing cards,
 * and a footer with the agency's legal mentions and, on list mails, the unsubscribe link. React
 * escapes every text and attribute (decision 031).
 */
export function renderMailHtml(model: MailLayoutModel): string {
  const mail = h(
    Html,
    { lang: model.language },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light only' }),
      h('meta', { name: 'supported-color-schemes', content: 'light only' }),
    ),
    h(Preview, null, model.preview),
    h(
      Body,
      { style: { backgroundColor: brand.canvas, margin: '0', padding: '24px 0' } },
      h(
        Container,
        { style: { backgroundColor: brand.paper, maxWidth: '600px', borderRadius: '10px' } },
        h(
          Section,
          { style: { padding: '20px 32px', borderBottom: `3px solid ${brand.brand}` } },
          h(
            Text,
            {
              style: {
                ...text,
                fontFamily: brand.fontHeading,
                fontSize: '22px',
                fontWeight: 'bold',
                color: brand.brand,
                margin: '0',
              },
            },
            h(
              'span',
              {
                style: {
                  display: 'inline-block',
                  width: '28px',
                  height: '28px',
                  lineHeight: '28px',
                  textAlign: 'center',
                  borderRadius: '6px',
                  backgroundColor: brand.brand,
                  color: brand.paper,
                  fontFamily: brand.fontBody,
                  fontSize: '18px',
                  marginRight: '10px',
                },
              },
              'V',
            ),
            model.siteName,
          ),
        ),
        h(
          Section,
          { style: { padding: '24px 32px' } },
          model.paragraphs.map((paragraph, index) => h(Text, { key: index, style: text }, paragraph)),
          model.listings.map(card),
          model.fields.length ? fieldTable(model.fields) : null,
          model.links.length
            ? h(
                'ul',
                { style: { margin: '12px 0 16px', paddingLeft: '20px' } },
                model.links.map((link, index) =>
                  h(
                    'li',
                    { key: index, style: { ...text, margin: '0 0 6px' } },
                    h(Link, { href: safeUrl(link.url), style: { color: brand.accent } }, link.label),
                  ),
                ),
              )
            : null,
          model.button
            ? h(
                Button,
                {
                  href: safeUrl(model.button.url),
                  style: {
                    backgroundColor: brand.brand,
                    color: brand.paper,
                    fontFamily: brand.fontBody,
                    fontSize: '15px',
                    fontWeight: 'bold',
                    padding: '12px 24px',
                    borderRadius: '6px',
                    margin: '8px 0 12px',
                  },
                },
                model.button.label,
              )
            : null,
        ),
        h(
          Section,
          { style: { padding: '16px 32px 24px', borderTop: `1px solid ${brand.line}` } },
          model.footer.map((line, index) => h(Text, { key: `f${index}`, style: small }, line)),
          model.legal.map((line, index) => h(Text, { key: `l${index}`, style: small }, line)),
          model.legalLink
            ? h(
                Text,
                { style: small },
                h(
                  Link,
                  { href: safeUrl(model.legalLink.url), style: { color: brand.inkMuted } },
                  model.legalLink.label,
                ),
              )
            : null,
          model.unsubscribe
            ? h(
                Text,
                { style: { ...small, marginTop: '12px' } },
                h(
                  Link,
                  {
                    href: safeUrl(model.unsubscribe.url),
                    style: { color: brand.inkMuted, textDecoration: 'underline' },
                  },
                  model.unsubscribe.label,
                ),
              )
            : null,
        ),
      ),
    ),
  );
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${renderToStaticMarkup(mail)}`;
}
