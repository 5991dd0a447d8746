import type { Language } from '@vitrine/domain';
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

/** A localized text of a project and the language it is written in (German may show English). */
export interface ProjectText {
  /** Markdown. */
  readonly text: string;
  readonly lang: Language;
}

/** The street address, shown only when the project's address is public. */
export interface ProjectAddress {
  readonly street: string | null;
  readonly houseNumber: string | null;
  readonly boxNumber: string | null;
  readonly zip: string | null;
  readonly city: string | null;
  readonly countryName: string | null;
}

/** A downloadable file (price list, plans, specifications). */
export interface ProjectDocument {
  readonly name: string;
  readonly url: string;
  /** Upper-case file type (`PDF`), when known. */
  readonly type: string | null;
}

/** A project's page: every field of the spec's Project, each `null` or empty when not set. */
export interface ProjectDetail extends ProjectSummary {
  /** Strapi's documentId: a lead from the project's page names the project by it. */
  readonly documentId: string;
  /** The project number. */
  readonly reference: string | null;
  /** The highest unit price (`formatPrice`), when it differs from `priceFrom`. */
  readonly priceTo: string | null;
  /** `null` when the address is not public (the city alone is shown). */
  readonly address: ProjectAddress | null;
  readonly description: ProjectText | null;
  readonly technical: ProjectText | null;
  readonly situation: ProjectText | null;
  /** The kinds of homes in the project ("Apartments with 1 to 3 bedrooms and penthouses"). */
  readonly types: ProjectText | null;
  /** The language `delivery` is written in. */
  readonly deliveryLang: Language | null;
  readonly photos: readonly ImageData[];
  readonly units: readonly ProjectUnit[];
  readonly externalUrl: string | null;
  readonly priceList: ProjectDocument | null;
  readonly documents: readonly ProjectDocument[];
  /** The language the whole project is shown in when it has no version in the page's language. */
  readonly contentLanguage: Language | null;
  /** Whether any text is shown in another language than the page's: the page says so. */
  readonly showsFallbackText: boolean;
}
