import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  languages,
  leadFormDefinitions,
  leadOriginAttributes,
  messageIdsOf,
  recordsOrigin,
  summaryFieldsOf,
  type FieldInput,
  type FormDefinition,
  type LeadFormName,
} from '@vitrine/domain';
import { describe, expect, test } from 'vitest';

/**
 * The contract of each lead form's definition (domain/src/forms/lead-form-definitions.ts, decision
 * 030) with the two places it cannot generate: the Strapi content type that stores the form, and
 * the catalogues that hold its labels in every language. Each failure names the form, the field
 * and the place to edit.
 */

interface Attribute {
  readonly type: string;
  readonly maxLength?: number;
  readonly max?: number;
  readonly enum?: readonly string[];
}

// Paths, not URLs: Vite rewrites a template `new URL(…, import.meta.url)` to its own address.
const cms = path.join(import.meta.dirname, '../../../../cms');

const contentTypeAttributes = (contentType: string): Readonly<Record<string, Attribute>> =>
  (
    JSON.parse(
      readFileSync(path.join(cms, `src/api/${contentType}/content-types/${contentType}/schema.json`), 'utf8'),
    ) as { attributes: Record<string, Attribute> }
  ).attributes;

const catalogue = (language: string): Readonly<Record<string, string>> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../../i18n/lang/${language}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** The content-type attribute types a field's control may store into. */
const storedAs: Readonly<Record<FieldInput, readonly string[]>> = {
  text: ['string', 'text', 'enumeration'],
  email: ['email', 'string'],
  tel: ['string'],
  url: ['string'],
  date: ['date'],
  number: ['integer', 'decimal'],
  textarea: ['text'],
  select: ['string', 'integer', 'enumeration'],
  radio: ['enumeration', 'integer', 'relation'],
  checkboxes: ['json'],
  checkbox: ['boolean'],
  // A value the page carries: a listing (relation), its list, or a saved search's area (its URL form).
  page: ['relation', 'enumeration', 'json', 'string'],
};

const forms = Object.keys(leadFormDefinitions) as LeadFormName[];

describe.each(forms)('the %s form', (form) => {
  const definition: FormDefinition = leadFormDefinitions[form];
  const where = `cms/src/api/${definition.contentType}/content-types/${definition.contentType}/schema.json`;
  const attributes = contentTypeAttributes(definition.contentType);

  test('each field is an attribute of its content type, stored as its control allows', () => {
    const problems = definition.fields.flatMap((field) => {
      const attribute = attributes[field.name];
      if (!attribute) return [`${form}.${field.name}: no attribute "${field.name}" in ${where}`];
      const wrongType = !storedAs[field.input].includes(attribute.type);
      const bound = attribute.maxLength ?? attribute.max;
      return [
        ...(wrongType ? [`${form}.${field.name}: a ${field.input} field stored as ${attribute.type} in ${where}`] : []),
        // The content type may hold more than the form accepts (an agent's entry), never less.
        ...(field.max !== undefined && bound !== undefined && bound < field.max
          ? [`${form}.${field.name}: the form accepts ${field.max}, ${where} holds at most ${bound}`]
          : []),
        ...(field.options && attribute.enum && [...field.options].sort().join() !== [...attribute.enum].sort().join()
          ? [
              `${form}.${field.name}: choices ${field.options.join()} in the definition, ${attribute.enum.join()} in ${where}`,
            ]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  test('each attribute of its content type is a field of the form or stored by the server', () => {
    const known = new Set([...definition.fields.map((field) => field.name), ...definition.stored]);
    const unknown = Object.keys(attributes)
      .filter((name) => !known.has(name))
      .map((name) => `${where}: attribute "${name}" is not a field of the ${form} definition (nor in its stored list)`);
    expect(unknown).toEqual([]);
  });

  test('what the server stores is an attribute of its content type', () => {
    const missing = definition.stored
      .filter((name) => !attributes[name])
      .map((name) => `${form}: stored "${name}" is no attribute in ${where}`);
    expect(missing).toEqual([]);
  });

  test('its origin (page and campaign) goes to Strapi only when its content type keeps it', () => {
    // The web sends it by recordsOrigin; a testimonial's collection keeps none (e2e saw it refused).
    expect(recordsOrigin(form)).toBe(leadOriginAttributes.every((name) => name in attributes));
  });

  test.each(languages)('its labels have their words in %s', (language) => {
    const words = catalogue(language);
    const missing = messageIdsOf(definition)
      .filter((id) => !words[id])
      .map((id) => `${form}: "${id}" missing in web/src/i18n/lang/${language}.json`);
    expect(missing).toEqual([]);
  });

  test.each(languages)('the labels of its agency mail have their words in %s', (language) => {
    const words = catalogue(language);
    const missing = summaryFieldsOf(definition)
      .filter((field) => !words[field.labelId])
      .map((field) => `${form}.${field.name}: "${field.labelId}" missing in web/src/i18n/lang/${language}.json`);
    expect(missing).toEqual([]);
  });
});
