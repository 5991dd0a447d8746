import { expect, test } from 'vitest';
import { validateForm } from './index.js';
import { errorOf, validValues } from './test-fixtures.js';

test.each([
  [{ name: '' }, 'name', 'validation.nameRequired'],
  [{ comment: '' }, 'comment', 'validation.commentRequired'],
  [{ comment: 'x'.repeat(2000) }, 'comment', undefined],
  [{ comment: 'x'.repeat(2001) }, 'comment', 'validation.commentTooLong'],
  [{ website: '' }, 'website', undefined],
  [{ website: 'https://www.example.be' }, 'website', undefined],
  [{ website: 'www.example.be' }, 'website', undefined],
  [{ website: 'javascript:alert(1)' }, 'website', 'validation.websiteInvalid'],
  [{ website: 'ftp://example.be' }, 'website', 'validation.websiteInvalid'],
  [{ website: 'localhost' }, 'website', 'validation.websiteInvalid'],
  [{ website: 'not a url' }, 'website', 'validation.websiteInvalid'],
  [{ website: `https://example.be/${'x'.repeat(200)}` }, 'website', 'validation.textTooLong'],
  [{ rating: 5 }, 'rating', undefined],
  [{ rating: '' }, 'rating', undefined],
  [{ rating: 0 }, 'rating', 'validation.choiceInvalid'],
  [{ rating: 6 }, 'rating', 'validation.choiceInvalid'],
  [{ rating: 4.5 }, 'rating', 'validation.choiceInvalid'],
  [{ consent: false }, 'consent', 'validation.consentRequired'],
  [{ consent: undefined }, 'consent', 'validation.consentRequired'],
  [{ consent: 'on' }, 'consent', 'validation.consentRequired'],
  [{ consent: 'true' }, 'consent', undefined],
])('testimonial %j → %s: %s', (changes, field, message) => {
  expect(errorOf('testimonial', changes, field)).toBe(message);
});

test('a website without scheme is stored with https://', () => {
  const result = validateForm('testimonial', { ...validValues.testimonial, website: 'www.example.be' });
  expect(result.ok && result.value.website).toBe('https://www.example.be');
});
