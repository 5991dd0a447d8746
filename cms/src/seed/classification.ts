import { slugify } from '@vitrine/domain';
import type { Localized } from './locales';
import { cities, provinces, regionNames, type SeedRegion } from './places';
import { propertyTypes } from './property-types';

/** One node of a classification tree as stored (ID, ParentID, Name, WebID), texts per language. */
export interface ClassificationRow {
  classificationId: number;
  parentId: number | null;
  webId: number | null;
  name: Localized;
  slug: Localized;
  kind?: 'region' | 'province' | 'city';
  zipFrom?: number | null;
  zipTo?: number | null;
}

export const propertyTypeRows: ClassificationRow[] = propertyTypes.map((type) => ({
  classificationId: type.classificationId,
  parentId: type.parentId,
  webId: type.webId,
  name: type.name,
  slug: type.slug,
}));

const regionIds: Record<SeedRegion, number> = { flanders: 1, brussels: 2, wallonia: 3, luxembourg: 4 };
const slugs = (name: Localized): Localized => ({
  nl: slugify(name.nl),
  fr: slugify(name.fr),
  en: slugify(name.en),
  de: slugify(name.de),
});
// Brussels and Luxembourg are also city names: the regions get slugs of their own.
const regionSlugs: Record<SeedRegion, Localized> = {
  flanders: { nl: 'vlaanderen', fr: 'flandre', en: 'flanders', de: 'flandern' },
  brussels: { nl: 'brussels-gewest', fr: 'region-bruxelloise', en: 'brussels-region', de: 'region-bruessel' },
  wallonia: { nl: 'wallonie', fr: 'wallonie', en: 'wallonia', de: 'wallonien' },
  luxembourg: {
    nl: 'groothertogdom-luxemburg',
    fr: 'grand-duche-de-luxembourg',
    en: 'grand-duchy-of-luxembourg',
    de: 'grossherzogtum-luxemburg',
  },
};
const belgianZip = (zip: string) => (/^\d{4}$/.test(zip) ? Number(zip) : null);

/** The geographic tree: region (1–4) → province (10+) → city (100+), with postal-code ranges. */
export const regionRows: ClassificationRow[] = [
  ...(Object.keys(regionIds) as SeedRegion[]).map((region) => ({
    classificationId: regionIds[region],
    parentId: null,
    webId: regionIds[region],
    kind: 'region' as const,
    name: regionNames[region],
    slug: regionSlugs[region],
    zipFrom: region === 'brussels' ? 1000 : null,
    zipTo: region === 'brussels' ? 1299 : null,
  })),
  ...provinces.map((province, index) => ({
    classificationId: 10 + index,
    parentId: regionIds[province.region],
    webId: null,
    kind: 'province' as const,
    name: province.name,
    // A province may share its name with its region or a city (Brussel, Namen): keep slugs apart.
    slug: slugs({
      nl: `provincie ${province.name.nl}`,
      fr: `province ${province.name.fr}`,
      en: `province ${province.name.en}`,
      de: `provinz ${province.name.de}`,
    }),
    zipFrom: province.zipFrom ?? null,
    zipTo: province.zipTo ?? null,
  })),
  ...cities.map((city, index) => {
    const zips = city.zips.map(([zip]) => belgianZip(zip)).filter((zip): zip is number => zip !== null);
    return {
      classificationId: 100 + index,
      parentId: 10 + provinces.findIndex((province) => province.key === city.province),
      webId: null,
      kind: 'city' as const,
      name: city.name,
      slug: slugs(city.name),
      zipFrom: zips.length > 0 ? Math.min(...zips) : null,
      zipTo: zips.length > 0 ? Math.max(...zips) : null,
    };
  }),
];
