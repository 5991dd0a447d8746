import { languages, personTitles, personTitleWords } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { leadValueLabels } from '../admin/lead-value-labels';
import { summaryLines } from './summary';

// Issue 19: the mails and the admin said "Juf.", "Mlle", "Fräulein", "Miss" (decision 028).
describe("a lead's title", () => {
  test.each(languages)("reads in the %s agency mail as the forms offer it (today's words)", (language) => {
    for (const title of personTitles) {
      const [, words] = summaryLines(language, 'visitRequest', { title })[0];
      expect(words, title).toBe(personTitleWords[language][title]);
    }
  });

  test("reads in the admin's lists as in English", () => {
    expect(leadValueLabels.title).toEqual(personTitleWords.en);
  });
});
