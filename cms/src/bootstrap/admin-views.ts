import type { Core } from '@strapi/strapi';
import { contentManagerViews } from '../strapi-patches/admin-services';
import { columnLabels, fieldHelp, fieldLabel } from './admin-labels';
import { leadCollections } from './permissions';

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type LayoutField = { name: string; size: number };
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: LayoutField[][] };
};
type ConfigurationService = {
  findConfiguration(model: unknown): Promise<unknown>;
  updateConfiguration(model: unknown, configuration: Configuration): Promise<unknown>;
};

/**
 * The edit view of a listing in the spec's groups: what it is, price, address, texts, rooms,
 * surfaces, energy, planning and flood, asbestos and certificates, costs, media. Fields not
 * named here (added later) follow at the end, as the content manager placed them.
 */
export const editGroups: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'api::property.property': [
    ['reference', 'goal', 'listingStatus', 'propertyType', 'featured', 'agent', 'owners', 'project'],
    ['title', 'slug', 'summary', 'description', 'availableFrom', 'availabilityText'],
    [
      'price',
      'publishPrice',
      'priceUnit',
      'priceUnitText',
      'marquee',
      'marqueeName',
      'priceLoweredAt',
      'rentalMinimumIncome',
      'rentalMaximumPersons',
      'offerFloor',
    ],
    [
      'street',
      'houseNumber',
      'boxNumber',
      'zip',
      'city',
      'citySlug',
      'countryId',
      'countryName',
      'region',
      'publishAddress',
      'latitude',
      'longitude',
      'neighbourhoods',
      'subCities',
      'mobilityScore',
    ],
    [
      'bedrooms',
      'bathrooms',
      'showerRooms',
      'toilets',
      'garages',
      'parkings',
      'externalParkings',
      'floors',
      'facades',
      'constructionYear',
      'renovationYear',
    ],
    ['livingArea', 'plotArea', 'frontWidth', 'plotWidth', 'surfaces'],
    ['energyValue', 'energyLabel', 'energy', 'installations', 'heatingName', 'flags'],
    ['planning', 'planningInformation', 'flood'],
    ['asbestos', 'certificates'],
    ['costs'],
    ['photos', 'documents', 'videos', 'virtualTourUrl', 'pointsOfInterest', 'seo'],
  ],
  'api::project.project': [
    ['reference', 'projectStatus', 'deliveryDate', 'agent', 'title', 'slug', 'summary', 'description'],
    ['priceFrom', 'priceTo', 'types', 'units', 'properties'],
    [
      'street',
      'houseNumber',
      'boxNumber',
      'zip',
      'city',
      'citySlug',
      'countryId',
      'countryName',
      'region',
      'publicAddress',
      'latitude',
      'longitude',
    ],
    ['delivery', 'technical', 'situation', 'externalUrl'],
    ['photos', 'documents', 'priceList', 'seo'],
  ],
};

/** The columns an agent scans in each list; those a type lacks are left out. */
export const listColumns: Readonly<Record<string, readonly string[]>> = {
  'api::property.property': ['reference', 'city', 'price', 'goal', 'listingStatus', 'agent', 'updatedAt'],
  'api::project.project': ['reference', 'title', 'city', 'priceFrom', 'projectStatus', 'agent', 'updatedAt'],
  'api::agent.agent': ['firstName', 'lastName', 'email', 'phone', 'order'],
  'api::testimonial.testimonial': ['name', 'rating', 'date', 'language', 'updatedAt'],
  'api::article.article': ['title', 'category', 'subcategory', 'order', 'updatedAt'],
  'api::page.page': ['title', 'key', 'updatedAt'],
  'api::region.region': ['name', 'kind', 'zipFrom', 'zipTo', 'classificationId'],
  'api::property-type.property-type': ['name', 'classificationId', 'parentId', 'webId'],
  'api::owner-stat.owner-stat': ['property', 'date', 'source', 'visits', 'pageViews'],
  'api::outbox-mail.outbox-mail': ['createdAt', 'kind', 'recipient', 'subject', 'status', 'attempts', 'sentAt'],
};

/**
 * Types whose list another start-up step arranges (lead-admin/lead-list-views.ts,
 * appointments/admin-views.ts): the labels it gave are kept, the rest labelled here.
 */
const arrangedElsewhere = new Set<string>([...leadCollections, 'api::visit-slot.visit-slot']);

/** Fields an agent sees but never types: they follow from others on save. */
const derivedFields = new Set(['region', 'priceLoweredAt']);

/** Attributes a list cannot show as a column. */
const unlistable = new Set(['component', 'dynamiczone', 'json', 'richtext', 'blocks', 'media', 'password']);

/** The edit layout in the wanted order: fields packed in rows of 12 at their current sizes. */
export function groupedEditLayout(current: LayoutField[][], groups: readonly (readonly string[])[]): LayoutField[][] {
  const fields = current.flat();
  const byName = new Map(fields.map((field) => [field.name, field]));
  const named = new Set(groups.flat());
  const rows: LayoutField[][] = [];
  const pack = (names: readonly string[]) => {
    let row: LayoutField[] = [];
    let width = 0;
    for (const name of names) {
      const field = byName.get(name);
      if (!field) continue;
      if (width + field.size > 12 && row.length > 0) {
        rows.push(row);
        row = [];
        width = 0;
      }
      row.push(field);
      width += field.size;
    }
    if (row.length > 0) rows.push(row);
  };
  for (const group of groups) pack(group);
  pack(fields.filter((field) => !named.has(field.name)).map((field) => field.name));
  return rows;
}

/** The configuration an agent should see for one content type or component, from the current one. */
export function wantedConfiguration(
  uid: string,
  attributes: Record<string, { type?: string; relation?: string }>,
  current: Configuration,
): Configuration {
  const metadatas: Record<string, Metadata> = {};
  for (const [field, metadata] of Object.entries(current.metadatas)) {
    if (field === 'id' || field === 'documentId') {
      metadatas[field] = metadata;
      continue;
    }
    const kept = metadata.list?.label;
    const label = arrangedElsewhere.has(uid) && typeof kept === 'string' && kept !== field ? kept : fieldLabel(field);
    const help = fieldHelp[field];
    metadatas[field] = {
      ...metadata,
      edit: {
        ...metadata.edit,
        label,
        ...(help ? { description: help } : {}),
        ...(derivedFields.has(field) && uid.startsWith('api::') ? { editable: false } : {}),
      },
      list: { ...metadata.list, label: arrangedElsewhere.has(uid) ? label : (columnLabels[field] ?? label) },
    };
  }
  const wantedList = listColumns[uid]?.filter((column) => {
    const attribute = attributes[column];
    if (['createdAt', 'updatedAt'].includes(column)) return true;
    if (!attribute || unlistable.has(attribute.type ?? '')) return false;
    return attribute.type !== 'relation' || !/ToMany$/.test(attribute.relation ?? '');
  });
  const groups = editGroups[uid];
  return {
    settings: current.settings,
    metadatas,
    layouts: {
      ...current.layouts,
      list: wantedList && wantedList.length > 0 ? wantedList : current.layouts.list,
      edit: groups ? groupedEditLayout(current.layouts.edit, groups) : current.layouts.edit,
    },
  };
}

const same = (a: Configuration, b: Configuration) =>
  JSON.stringify({ settings: a.settings, metadatas: a.metadatas, layouts: a.layouts }) ===
  JSON.stringify({ settings: b.settings, metadatas: b.metadatas, layouts: b.layouts });

/**
 * Every content type and component of the site in the admin as agents read it: a label and help
 * text for each field, a listing's edit view in the spec's groups, the list columns they scan.
 * Applied at every start over what the content manager generated; a second start changes
 * nothing. Runs after the steps that arrange some lists themselves, keeping what they set.
 */
export async function applyAdminViews(strapi: Core.Strapi): Promise<void> {
  const { contentTypes, components } = contentManagerViews(strapi);
  const apply = async (service: ConfigurationService, uid: string, model: unknown) => {
    if (!model) return;
    const current = (await service.findConfiguration(model)) as Configuration;
    const schema = strapi.getModel(uid as never) as unknown as { attributes: Record<string, { type?: string }> };
    const wanted = wantedConfiguration(uid, schema.attributes, current);
    if (!same(wanted, current)) await service.updateConfiguration(model, wanted);
  };
  for (const uid of Object.keys(strapi.contentTypes).filter((name) => name.startsWith('api::'))) {
    await apply(contentTypes, uid, contentTypes.findContentType(uid));
  }
  for (const uid of Object.keys(strapi.components)) {
    await apply(components, uid, components.findComponent(uid));
  }
}
