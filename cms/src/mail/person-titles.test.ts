import { languages, personTitles, personTitleWords } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { leadValueLabels } from '../admin/lead-value-labels';
import { mailTexts } from './texts';

// Issue 19: the mails and the admin said "Juf.", "Mlle", "Fräulein", "Miss" (decision 028).
describe("a lead's title", () => {
  test.each(languages)("reads in the %s mails as the forms offer it (today's words)", (language) => {
    for (const title of personTitles) {
      expect(mailTexts[language].values[title], title).toBe(personTitleWords[language][title]);
    }
  });

  test("reads in the admin's lists as in English", () => {
    expect(leadValueLabels.title).toEqual(personTitleWords.en);
  });
});
