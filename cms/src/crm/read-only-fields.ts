import type { OmnicasaProject, OmnicasaProperty } from './omnicasa/feed';
import { mapListing, mapProject } from './omnicasa/mapping';

// The fields the CRM owns, for the server's refusal (read-only.ts) and the admin's edit view
// (admin/crm-owned-panel.tsx): nothing here runs only on the server.

const PROPERTY = 'api::property.property';
const PROJECT = 'api::project.project';

/** A listing and a project as the mapping sees them, with every optional field it reads set. */
const manager = { ManagerID: 1, ManagerFirstName: 'A', ManagerName: 'B', ManagerEmail: 'a@b.example' };
const sampleListing: OmnicasaProperty = {
  ...manager,
  ID: 1,
  Ident: 'X1',
  LanguageId: 1,
  Goal: 0,
  Status: 1,
  SubTypeID: 1,
  PublishPrice: 1,
  Price: 1,
  PriceUnit: 1,
  Marquee: 0,
  PublishAddress: 1,
  Zip: '1000',
  City: 'X',
  // Luxembourg: the one country whose energy label the CRM writes itself.
  CountryID: 50,
  TitleA: 'X',
  CreatedDate: '2026-01-01',
  LastChangedDate: '2026-01-01',
};
const sampleProject: OmnicasaProject = {
  ...manager,
  ID: 1,
  Ident: 'X1',
  LanguageId: 1,
  Name: 'X',
  PublishInternet: 1,
  Status: 1,
  PublicAddress: 1,
  Zip: '1000',
  City: 'X',
  CountryID: 10,
  LastChangedDate: '2026-01-01',
};

/** What the importer writes beside the mapped attributes: the relations, the URL's parts, its own marks. */
const importerFields = {
  [PROPERTY]: ['propertyType', 'agent', 'project', 'photos', 'documents', 'reference', 'slug'],
  [PROJECT]: ['agent', 'photos', 'documents', 'priceList', 'reference', 'slug'],
} as const;
const marks = ['crmSource', 'crmId', 'crmHash'];

const fieldsOf = (mapped: { shared: object; localized: Partial<Record<string, object>> }) => [
  ...Object.keys(mapped.shared),
  ...Object.keys(mapped.localized.nl ?? {}),
];

/**
 * The fields the CRM owns on a synced listing or project: what the Omnicasa mapping writes (its
 * shared and per-language attributes), the importer's relations and URL parts, and its marks.
 */
export const crmOwnedFields: Readonly<Record<string, readonly string[]>> = {
  [PROPERTY]: [...new Set([...fieldsOf(mapListing([sampleListing])), ...importerFields[PROPERTY], ...marks])],
  [PROJECT]: [...new Set([...fieldsOf(mapProject([sampleProject])), ...importerFields[PROJECT], ...marks])],
};
