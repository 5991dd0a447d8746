import { describe, expect, test } from 'vitest';
import { languages } from '../languages.js';
import { personTitles } from './lead-form-definitions.js';
import { personTitleWord, personTitleWords } from './person-titles.js';

// Issue 19: German forms offered "Fräulein" and Dutch ones "Juffrouw".
describe("the spec's three titles in today's words", () => {
  test.each([
    ['en', ['Mr', 'Ms', 'Mx']],
    ['nl', ['Dhr.', 'Mevr.', 'Neutraal']],
    ['fr', ['M.', 'Mme', 'Neutre']],
    ['de', ['Herr', 'Frau', 'Divers']],
  ] as const)('%s: %j', (language, words) => {
    expect(personTitles.map((title) => personTitleWord(title, language))).toEqual(words);
  });

  test.each(languages)('%s offers three different words, none of them an outdated "Miss"', (language) => {
    const words = Object.values(personTitleWords[language]);
    expect(new Set(words).size).toBe(3);
    for (const outdated of ['Miss', 'Juffrouw', 'Juf.', 'Mademoiselle', 'Mlle', 'Fräulein'])
      expect(words).not.toContain(outdated);
  });
});
