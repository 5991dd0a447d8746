import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { leadPrivacy } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { exactAddress, RefusedAddress } from './by-address';
import { notPersonalData, personalDataSources } from './personal-data';

type Attribute = { type: string };
type Schema = { attributes: Record<string, Attribute> };

const src = path.resolve(import.meta.dirname, '..');

/** Every schema of the project (content types and components), by uid, read from its JSON file. */
function projectSchemas(): Map<string, Schema> {
  const schemas = new Map<string, Schema>();
  for (const type of readdirSync(path.join(src, 'api'))) {
    const folder = path.join(src, 'api', type, 'content-types');
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const file = path.join(folder, name.name, 'schema.json');
      schemas.set(`api::${type}.${name.name}`, JSON.parse(readFileSync(file, 'utf8')) as Schema);
    }
  }
  for (const category of readdirSync(path.join(src, 'components'))) {
    for (const file of readdirSync(path.join(src, 'components', category))) {
      const schema = JSON.parse(readFileSync(path.join(src, 'components', category, file), 'utf8')) as Schema;
      schemas.set(`${category}.${file.replace(/\.json$/, '')}`, schema);
    }
  }
  // The owners' accounts: users-permissions' own type (its schema is code, not a JSON file).
  const plugin = path.dirname(createRequire(import.meta.url).resolve('@strapi/plugin-users-permissions/package.json'));
  const { attributes } = createRequire(import.meta.url)(
    path.join(plugin, 'dist/server/content-types/user/index.js'),
  ).__require() as Schema;
  schemas.set('plugin::users-permissions.user', { attributes });
  return schemas;
}

const emailLike = (name: string, attribute: Attribute) =>
  attribute.type === 'email' || /email|recipient|replyTo/i.test(name);

describe('the table of personal data', () => {
  const schemas = projectSchemas();

  test('lists every attribute that holds an e-mail address, or says why it is not personal data', () => {
    const unlisted: string[] = [];
    for (const [uid, schema] of schemas) {
      for (const [name, attribute] of Object.entries(schema.attributes)) {
        if (!emailLike(name, attribute)) continue;
        const source = personalDataSources.find((candidate) => candidate.uid === uid);
        if (source?.addressFields.includes(name) || `${uid}.${name}` in notPersonalData) continue;
        unlisted.push(`${uid}.${name}`);
      }
    }
    expect(unlisted, 'add them to cms/src/gdpr/personal-data.ts').toEqual([]);
  });

  test.each(personalDataSources.map((source) => [source.uid, source] as const))(
    '%s: its address and personal fields are attributes',
    (uid, source) => {
      const attributes = schemas.get(uid)?.attributes ?? {};
      for (const field of [...source.addressFields, ...source.personalFields]) expect(attributes).toHaveProperty(field);
      if (source.lead) expect(attributes).toHaveProperty('anonymisedAt');
    },
  );

  test('every lead collection of the domain is in the table, anonymised rather than deleted', () => {
    const leads = personalDataSources.filter((source) => source.lead).map((source) => source.lead);
    expect(leads.sort()).toEqual(Object.keys(leadPrivacy).sort());
    for (const source of personalDataSources.filter((candidate) => candidate.lead))
      expect(source.erase).toBe('anonymise');
  });
});

describe('exactAddress', () => {
  test.each([
    ['An.Peeters@Example.be', 'an.peeters@example.be'],
    ['  an_b+x@mail.example.be ', 'an_b+x@mail.example.be'],
  ])('%j → %j', (input, address) => {
    expect(exactAddress(input)).toBe(address);
  });

  test.each([[''], ['   '], ['*'], ['*@example.be'], ['%@example.be'], ['an@%'], ['an@example'], ['an'], [null], [42]])(
    '%j is refused',
    (input) => {
      expect(() => exactAddress(input)).toThrow(RefusedAddress);
    },
  );
});
