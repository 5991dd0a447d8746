import { formSchemas, leadFormDefinitions, type LeadFormName } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import type { SchemaDescription } from 'yup';
import { listFields } from './lead-forms';

// Issue 20, item 1: the fields read as lists come from the definitions, and are exactly those the
// schemas take as arrays (a list read as one text, or a text as a list, is refused by the schema).

const forms = Object.keys(leadFormDefinitions) as LeadFormName[];

/** The fields a form's schema takes as arrays. */
const arrayFields = (form: LeadFormName) =>
  Object.entries(formSchemas[form].describe().fields as Record<string, SchemaDescription>)
    .filter(([, description]) => description.type === 'array')
    .map(([name]) => name);

describe('list fields', () => {
  test.each(forms)("%s: its schema's arrays are read as lists, and nothing else of it", (form) => {
    const names = leadFormDefinitions[form].fields.map((field) => field.name);
    expect(names.filter((name) => listFields.has(name)).sort()).toEqual(arrayFields(form).sort());
  });

  test('are the checkbox groups and the documents today', () => {
    expect([...listFields].sort()).toEqual(['contactTimeSlots', 'documents', 'propertyTypes', 'regions']);
  });
});
