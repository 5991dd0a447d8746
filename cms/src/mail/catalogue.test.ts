import { describe, expect, test } from 'vitest';
import { mailMessage } from './catalogue';
import { mailLayoutMessages } from './mail-messages';

describe('mail texts from the site catalogues', () => {
  test('are formatted in the language asked for', () => {
    expect(mailMessage('nl', mailLayoutMessages.greeting, { name: 'Jan' })).toBe('Beste Jan,');
    expect(mailMessage('fr', mailLayoutMessages.greeting, { name: 'Jan' })).toBe('Bonjour Jan,');
  });

  test('refuse an id the catalogue lacks', () => {
    expect(() => mailMessage('de', { id: 'mail.none' })).toThrow(/mail.none/);
  });
});
