import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ValidationMessageKey } from '@vitrine/domain';

/** The longest list a visitor may send in each list field of a lead (the choices that exist, or a few). */
export const listBounds: Readonly<Record<string, number>> = {
  contactTimeSlots: 3,
  propertyTypes: 20,
  regions: 20,
  documents: 20,
};

/** A refusal in the shape of the shared form messages, with a code for the site. */
export function refuse(field: string, messageKey: ValidationMessageKey, code: string): never {
  throw new errors.ValidationError('The submission is not valid', { errors: { [field]: messageKey }, code });
}

/**
 * Refuses a list longer than its bound before anything else reads it (an 80,000-item list costs
 * nothing to send and a lot to validate).
 */
export function checkListSizes(submitted: Record<string, unknown>): void {
  for (const [field, max] of Object.entries(listBounds)) {
    const value = submitted[field];
    if (Array.isArray(value) && value.length > max) refuse(field, 'validation.choiceInvalid', 'LIST_TOO_LONG');
  }
}

/** Drops repeats from the lists of a validated lead. */
export function withoutRepeats(data: Record<string, unknown>): void {
  for (const field of Object.keys(listBounds)) {
    if (Array.isArray(data[field])) data[field] = [...new Set(data[field] as unknown[])];
  }
}

/** Property types and regions of a demand register must be items of the classification trees. */
export async function checkClassificationIds(strapi: Core.Strapi, data: Record<string, unknown>): Promise<void> {
  const trees = [
    ['propertyTypes', 'api::property-type.property-type', 'validation.propertyTypeRequired'],
    ['regions', 'api::region.region', 'validation.regionRequired'],
  ] as const;
  for (const [field, uid, messageKey] of trees) {
    const ids = data[field];
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const found = (await strapi.db.query(uid).findMany({
      where: { classificationId: { $in: ids } },
      select: ['classificationId'],
    })) as { classificationId: number }[];
    const known = new Set(found.map((row) => row.classificationId));
    if (ids.some((id) => !known.has(id as number))) refuse(field, messageKey, 'UNKNOWN_CHOICE');
  }
}
