import type { Core } from '@strapi/strapi';
import type { MatchableListing } from '@vitrine/domain';
import { placeChain, typeChain } from './classification-chains';

type PropertyRow = {
  goal: number | null;
  price: number | null;
  publishPrice: boolean | null;
  zip: string | null;
  city: string | null;
  countryId: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  parkings: number | null;
  latitude: number | null;
  longitude: number | null;
  propertyType?: { classificationId?: number | null } | null;
};

/**
 * A published listing as the criteria see it: its type with the type's ancestors, the places it
 * lies in (a Belgian postal code within an item's range, or a city of the same name) with their
 * ancestors; null when it is not published (any more).
 */
export async function matchableListing(strapi: Core.Strapi, documentId: string): Promise<MatchableListing | null> {
  // Every published language: the type is a relation each language keeps on its own, and one
  // language (added later, or saved without it) may lack it; the shared fields are the same.
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: [
      'goal',
      'price',
      'publishPrice',
      'zip',
      'city',
      'countryId',
      'bedrooms',
      'bathrooms',
      'garages',
      'parkings',
      'latitude',
      'longitude',
    ],
    populate: { propertyType: { select: ['classificationId'] } },
  })) as PropertyRow[];
  const row = rows.find((candidate) => typeof candidate.propertyType?.classificationId === 'number') ?? rows[0];
  if (!row) return null;
  return {
    goal: row.goal ?? 0,
    typeIds: await typeChain(strapi, row.propertyType?.classificationId),
    placeIds: await placeChain(strapi, row),
    price: row.publishPrice === false ? null : (row.price ?? null),
    bedrooms: row.bedrooms ?? null,
    bathrooms: row.bathrooms ?? null,
    garages: row.garages ?? null,
    parkings: row.parkings ?? null,
    // A search with an area (issue 22, item 3) finds a listing only by its coordinates.
    location: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
  };
}
