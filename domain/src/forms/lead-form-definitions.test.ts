import type { SchemaDescription } from 'yup';
import { describe, expect, test } from 'vitest';
import { messageIdsOf, type FormDefinition } from './definition.js';
import { formSchemas } from './index.js';
import {
  leadFormDefinitions,
  leadFormOfContentType,
  summaryFields,
  type LeadFormName,
} from './lead-form-definitions.js';

const forms = Object.keys(leadFormDefinitions) as LeadFormName[];

/** The largest value or length a field's yup rules accept, if any. */
function maxOf(description: SchemaDescription): number | undefined {
  const max = description.tests.find((rule) => rule.name === 'max')?.params?.max;
  return typeof max === 'number' ? max : undefined;
}

describe.each(forms)('the %s definition', (form) => {
  const definition: FormDefinition = leadFormDefinitions[form];
  const schemaFields = formSchemas[form].describe().fields as Record<string, SchemaDescription>;

  test('names the schema’s fields, no more, no fewer', () => {
    expect(definition.fields.map((field) => field.name).sort()).toEqual(Object.keys(schemaFields).sort());
  });

  test.each(definition.fields.map((field) => [field.name, field] as const))(
    '%s: required and bounds as the schema checks them',
    (name, field) => {
      const described = schemaFields[name];
      expect(described, `${form}.${name} has no rule in the schema`).toBeDefined();
      expect({ name, required: !described!.optional }).toEqual({ name, required: field.required });
      if (field.max !== undefined) expect({ name, max: maxOf(described!) }).toEqual({ name, max: field.max });
    },
  );

  test('lists each field once', () => {
    const names = definition.fields.map((field) => field.name);
    expect(names).toEqual([...new Set(names)]);
  });

  test('is found by its content type', () => {
    expect(leadFormOfContentType(definition.contentType)).toBe(form);
  });
});

describe('derived lists', () => {
  test('summaryFields gives the agency mail’s lines in the form’s order, with their label ids', () => {
    expect(summaryFields('infoRequest')).toEqual([
      { name: 'firstName', labelId: 'mail.field.firstName' },
      { name: 'lastName', labelId: 'mail.field.lastName' },
      { name: 'email', labelId: 'mail.field.email' },
      { name: 'phone', labelId: 'mail.field.phone' },
      { name: 'remark', labelId: 'mail.field.remark' },
      { name: 'language', labelId: 'mail.field.language' },
    ]);
  });

  test('messageIdsOf gives each label and the words of each radio choice', () => {
    expect(messageIdsOf(leadFormDefinitions.contactMessage)).toContain('forms.field.contactCategory.private');
    expect(messageIdsOf(leadFormDefinitions.demandRegister)).toContain('demand.goal.rent');
    expect(messageIdsOf(leadFormDefinitions.newsletterSignup)).toEqual([
      'forms.field.email',
      'forms.field.firstName',
      'forms.field.consent',
    ]);
  });
});
