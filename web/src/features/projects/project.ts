import type { ImageData } from '~/ui/image';

export type ProjectStatus = 'upcoming' | 'selling' | 'sold_out';
export type UnitStatus = 'available' | 'option' | 'sold';

/** A project as a card shows it. */
export interface ProjectSummary {
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly city: string | null;
  readonly summary: string | null;
  readonly status: ProjectStatus | null;
  /** `formatPrice` texts. */
  readonly priceFrom: string | null;
  readonly delivery: string | null;
  readonly photo: ImageData | null;
  readonly unitCount: number;
  readonly availableUnits: number;
}

/** One row of the units table. */
export interface ProjectUnit {
  readonly reference: string | null;
  readonly name: string | null;
  readonly floor: number | null;
  readonly bedrooms: number | null;
  readonly livingArea: number | null;
  readonly status: UnitStatus | null;
  /** `null` with `onRequest`: "price on request". */
  readonly price: string | null;
  readonly onRequest: boolean;
}

export interface ProjectDetail extends ProjectSummary {
  readonly description: readonly string[];
  readonly photos: readonly ImageData[];
  readonly units: readonly ProjectUnit[];
  readonly externalUrl: string | null;
  readonly documents: readonly { readonly name: string; readonly url: string }[];
  readonly contentLanguage: string | null;
}
