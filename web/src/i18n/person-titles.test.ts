// @vitest-environment node
import { languages, personTitles, personTitleWords } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { messagesFor } from './messages.server';
import de from './lang/de.json';
import en from './lang/en.json';
import fr from './lang/fr.json';
import nl from './lang/nl.json';

const catalogues: Record<string, Record<string, string>> = { en, nl, fr, de };

// Issue 19: German forms offered "Fräulein", Dutch ones "Juffrouw". The words are decided in
// domain/ (personTitleWords, decision 028); the catalogues the forms read say the same.
describe("the forms' titles", () => {
  test.each(languages)('in %s are the words of the domain table, in the catalogue and compiled', (language) => {
    for (const title of personTitles) {
      const id = `forms.field.title.${title}`;
      expect(catalogues[language]![id], id).toBe(personTitleWords[language][title]);
      expect(messagesFor(language)[id], id).toEqual([{ type: 0, value: personTitleWords[language][title] }]);
    }
  });
});
