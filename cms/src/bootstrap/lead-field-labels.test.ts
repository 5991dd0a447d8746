import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leadFormDefinitions, mailLabelId, type FieldDefinition } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { translatedLabel } from '../admin/admin-language';
import { leadLabels } from '../lead-admin/lead-list-views';
import { compiledCatalogue } from '../mail/catalogue';
import { leadFieldLabels } from './lead-field-labels';
import { leadCollections } from './permissions';

// Issue 20, item 1: a lead collection's admin labels come from its form's definition and the site's
// catalogues; only what the site has no word for is hand-written (serverFilledLeadFields).

const catalogues = { en: compiledCatalogue('en'), nl: compiledCatalogue('nl'), fr: compiledCatalogue('fr') };
const words = (language: 'en' | 'nl' | 'fr', id: string) =>
  catalogues[language][id]?.map((element) => ('value' in element ? element.value : '')).join('');

/** The attributes an agent sees in a collection's list and form: its schema's and the timestamps. */
function attributesOf(uid: string): string[] {
  const name = uid.split('.')[1];
  const schema = JSON.parse(
    readFileSync(join(__dirname, '..', 'api', name, 'content-types', name, 'schema.json'), 'utf8'),
  ) as { attributes: Record<string, unknown> };
  return [...Object.keys(schema.attributes), 'createdAt', 'updatedAt'];
}

describe('lead collections in the admin', () => {
  test('every attribute of every lead collection has its label in English, Dutch and French', () => {
    const missing: string[] = [];
    const derived = leadFieldLabels(catalogues);
    for (const uid of leadCollections) {
      const english = leadLabels(uid);
      for (const field of attributesOf(uid)) {
        const label = derived[uid.split('.')[1]]?.[field];
        if (!label?.en || !label.nl || !label.fr) missing.push(`${uid} ${field}`);
        else {
          expect(english[field], `${uid} ${field} in the server's configuration`).toBe(label.en);
          expect(translatedLabel(field, label.en, 'nl'), `${uid} ${field} in Dutch`).toBe(label.nl);
          expect(translatedLabel(field, label.en, 'fr'), `${uid} ${field} in French`).toBe(label.fr);
        }
      }
    }
    expect(missing, 'add its words to the catalogues, or name it in serverFilledLeadFields with its labels').toEqual(
      [],
    );
  });

  test("a form's field is labelled in the site's words: the agency mail's label, else the form's", () => {
    const derived = leadFieldLabels(catalogues);
    for (const form of Object.values(leadFormDefinitions)) {
      for (const field of form.fields as readonly FieldDefinition[]) {
        const id = catalogues.en[mailLabelId(field.name)] ? mailLabelId(field.name) : field.label;
        if (!id || field.name === 'visitSlot') continue;
        for (const language of ['en', 'nl', 'fr'] as const) {
          expect(derived[form.contentType][field.name]?.[language], `${form.contentType} ${field.name}`).toBe(
            words(language, id),
          );
        }
      }
    }
    expect(derived['contact-message'].remark).toEqual({ en: 'Message', nl: 'Bericht', fr: 'Message' });
    expect(derived['purchase-offer'].validUntil.nl).toBe('Geldig tot');
  });

  test('the admin in Dutch shows a lead label from the catalogue, and an agent’s own label as written', () => {
    expect(translatedLabel('preferredDate', 'Preferred date', 'nl')).toBe('Voorkeursdatum');
    expect(translatedLabel('preferredDate', 'Wanted day', 'nl')).toBe('Wanted day');
    expect(translatedLabel('leadStatus', 'Status', 'fr')).toBe('Statut');
  });
});
