import { describe, expect, test } from 'vitest';
import { agencyOf } from './agency';
import { composeMail } from './compose';
import { mailLayoutMessages } from './mail-messages';

describe('composeMail', () => {
  const spec = {
    recipient: 'anna@example.be',
    language: 'nl' as const,
    agency: agencyOf({ locale: 'nl', siteName: 'Immo' }),
    subject: { message: mailLayoutMessages.sentBy, values: { site: 'Immo\r\nBcc: x@y.z' } },
    paragraphs: [{ message: mailLayoutMessages.greeting, values: { name: '<b>Jan</b>' } }],
  };

  test('refuses a mail to a list without its unsubscribe links', () => {
    expect(() => composeMail({ ...spec, kind: 'search-alert' })).toThrow(/unsubscribe/);
  });

  test('keeps a subject on one line and escapes what a visitor wrote', () => {
    const mail = composeMail({ ...spec, kind: 'friend' });
    expect(mail.subject).toBe('Verstuurd door Immo Bcc: x@y.z');
    expect(mail.html).toContain('Beste &lt;b&gt;Jan&lt;/b&gt;,');
    expect(mail.text).toContain('Beste <b>Jan</b>,');
  });
});
