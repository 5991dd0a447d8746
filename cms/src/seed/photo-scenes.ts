import type { PropertyTypeRow } from './property-types';
import type { Random } from './random';

/** The kinds of demo photo; each is drawn in a few variants (palettes, layouts). */
export const sceneCatalogue = {
  house: 8,
  villa: 3,
  apartment: 4,
  commercial: 2,
  office: 2,
  industrial: 1,
  land: 2,
  living: 4,
  kitchen: 3,
  bedroom: 3,
  bathroom: 2,
  garden: 2,
  terrace: 2,
} as const;

export type SceneKind = keyof typeof sceneCatalogue;
/** A photo of the demo: `${kind}-${variant}`, variant from 1. */
export type PhotoKey = `${SceneKind}-${number}`;

export const allPhotoKeys: PhotoKey[] = (Object.entries(sceneCatalogue) as [SceneKind, number][]).flatMap(
  ([kind, count]) => Array.from({ length: count }, (_, i) => `${kind}-${i + 1}` as PhotoKey),
);

const variant = (random: Random, kind: SceneKind): PhotoKey => `${kind}-${random.int(1, sceneCatalogue[kind])}`;

/** The 4–8 photos of a listing: the right exterior first, then rooms that it has. */
export function photoSetFor(
  random: Random,
  type: PropertyTypeRow,
  has: { garden: boolean; terrace: boolean },
): PhotoKey[] {
  const keys: PhotoKey[] = [];
  const rooms = () => {
    keys.push(variant(random, 'living'), variant(random, 'kitchen'));
    const bedrooms = random.sample(
      Array.from({ length: sceneCatalogue.bedroom }, (_, i) => `bedroom-${i + 1}` as PhotoKey),
      random.int(1, 2),
    );
    keys.push(...bedrooms, variant(random, 'bathroom'));
  };
  switch (type.family) {
    case 'house':
      keys.push(type.key === 'villa' || type.key === 'mansion' ? variant(random, 'villa') : variant(random, 'house'));
      rooms();
      if (has.garden) keys.push(variant(random, 'garden'));
      if (has.terrace && random.chance(0.5)) keys.push(variant(random, 'terrace'));
      break;
    case 'apartment':
      keys.push(variant(random, 'apartment'));
      rooms();
      if (has.terrace) keys.push(variant(random, 'terrace'));
      if (has.garden) keys.push(variant(random, 'garden'));
      break;
    case 'land':
      keys.push('land-1', 'land-2', variant(random, 'garden'), variant(random, 'house'));
      break;
    case 'industrial':
      keys.push('industrial-1', 'office-1', 'office-2', variant(random, 'commercial'));
      break;
    default:
      keys.push(...random.sample<PhotoKey>(['commercial-1', 'commercial-2'], 2), 'office-1', 'office-2');
      if (type.family === 'office') keys.push(variant(random, 'terrace'));
  }
  return [...new Set(keys)].slice(0, 8);
}
