import { describe, expect, test } from 'vitest';
import { renderMail } from './layout';

describe('renderMail', () => {
  const mail = renderMail({
    language: 'en',
    siteName: 'Vitrine & Co',
    paragraphs: [{ template: 'Dear {{name}},', values: { name: '<b onmouseover="x">Jan</b>' } }],
    listing: {
      title: 'House "A" <3',
      price: '€ 250.000',
      url: 'javascript:alert(1)',
      linkLabel: 'View',
      photoUrl: 'https://cdn.example/p.jpg',
    },
    fields: [['Message', "It's <i>great</i>"]],
    button: { label: 'Open', url: 'https://admin.example/x?a=1&b=2' },
    footer: [{ template: 'Sent by {{site}}', values: { site: '<Vitrine>' } }],
  });

  test('escapes every value in the HTML and keeps the text readable', () => {
    expect(mail.html).toContain('Dear &lt;b onmouseover=&quot;x&quot;&gt;Jan&lt;/b&gt;,');
    expect(mail.html).toContain('House &quot;A&quot; &lt;3');
    expect(mail.html).toContain('It&#39;s &lt;i&gt;great&lt;/i&gt;');
    expect(mail.html).toContain('Sent by &lt;Vitrine&gt;');
    expect(mail.html).toContain('href="https://admin.example/x?a=1&amp;b=2"');
    expect(mail.html).not.toMatch(/<b |<i>|javascript:/);
    expect(mail.text).toContain('Dear <b onmouseover="x">Jan</b>,');
    expect(mail.text).toContain("Message: It's <i>great</i>");
  });
});
