import { formatPhone, languages } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { listMailKinds } from '../mail/compose';
import { sampleData } from './samples';
import { mailSamples } from './table';

// Issue 20, item 2: every mail of the site, in every language, carries what it must. The table is
// the previews page's (table.ts): a mail added there is checked here.
// Links are signed with Strapi's keys (newsletter confirmation, documents): any key signs a sample.
process.env.APP_KEYS ||= 'sample-key-for-the-mail-samples';
const cases = mailSamples.flatMap((sample) => languages.map((language) => [sample.name, language, sample] as const));

describe.each(cases)('%s, in %s', (_name, language, sample) => {
  const data = sampleData(language);
  const composed = async () => sample.compose(language, data);
  const unescape = (html: string) =>
    html
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');

  test('has a subject and a text in the language, without untranslated placeholders', async () => {
    const mail = await composed();
    expect(mail.subject).not.toBe('');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{?\w+\}?\}/);
  });

  test('names the agency by its brand and carries its legal mentions in the footer', async () => {
    const mail = await composed();
    const { legal } = data.agency;
    for (const part of [unescape(mail.html), mail.text]) {
      expect(part).toContain(data.agency.siteName);
      for (const mention of [legal.legalName!, legal.vatNumber!, legal.bivNumber!, legal.phone!])
        expect(part).toContain(mention);
      expect(part).toContain(legal.deontologyUrl!);
    }
    expect(legal.phone).toBe(formatPhone('091234567'));
  });

  test(sample.list ? 'has the unsubscribe link and the List-Unsubscribe headers' : 'is not a list mail', async () => {
    const mail = await composed();
    const page = `/${language}/unsubscribe/?token=${data.unsubscribeToken}`;
    expect(listMailKinds.has(mail.kind), mail.kind).toBe(sample.list);
    if (!sample.list) {
      expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();
      return;
    }
    expect(unescape(mail.html)).toMatch(new RegExp(`<a href="[^"]*${page.replace(/[?.]/g, '\\$&')}"[^>]*>[^<]+</a>`));
    expect(mail.text).toContain(page);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/api\/mail\/unsubscribe\/[^>]+>, <https?:\/\/[^>]+>$/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  if (sample.listing) {
    test('shows the listing: its link, its photo and its price as the site writes it', async () => {
      const mail = await composed();
      const listing = sample.listing!(data);
      const html = unescape(mail.html);
      expect(html).toContain(`href="${listing.url}"`);
      expect(html).toContain(`src="${listing.photoUrl}"`);
      expect(html).toContain(listing.price);
      expect(mail.text).toContain(listing.price);
      // "vanaf" for a starting-from price, the unit ("per maand") for a rental, as the site's cards.
      expect(listing.price).toMatch(
        listing === data.listing ? /^(vanaf|à partir de|starting from|ab) € 250\.000$/ : /^€ 1\.150 \S+/,
      );
    });
  }

  if (sample.phone) {
    test('writes the visitor’s phone grouped by the spec’s rule', async () => {
      const mail = await composed();
      expect(mail.text).toContain(formatPhone(data.phone));
      expect(mail.html).toContain(formatPhone(data.phone));
      expect(`${mail.html}${mail.text}`).not.toContain(data.phone);
    });
  }

  if (language === 'nl') {
    test('says "Nieuw bericht", "Nieuw pand", "Nieuw bod" (not "Nieuwe")', async () => {
      const mail = await composed();
      expect(`${mail.subject} ${mail.text}`).not.toMatch(/Nieuwe (bericht|pand|bod)\b/);
    });
  }
});

describe('the samples', () => {
  test('cover list mails and listing cards', () => {
    expect(mailSamples.some((sample) => sample.list)).toBe(true);
    expect(mailSamples.some((sample) => sample.listing)).toBe(true);
  });
});
