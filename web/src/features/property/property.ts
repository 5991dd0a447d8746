import type { ListingPrice, ListingSummary, Marquee } from '~/features/listings';
import type { ImageData } from '~/ui/image';

/** The agent shown as contact person of a listing. */
export interface AgentContact {
  readonly name: string;
  readonly jobTitle: string | null;
  /** Display form (`formatPhone`) and dialable form. */
  readonly phone: { readonly text: string; readonly href: string } | null;
  readonly email: string | null;
  readonly photo: ImageData | null;
}

/** The energy block: label (from the data, else computed from the value and region). */
export interface EnergyInfo {
  readonly label: string | null;
  /** kWh/m² per year. */
  readonly value: number | null;
  readonly certificateNumber: string | null;
  /** Belgium shows the scale by region; Luxembourg only the label text. */
  readonly display: 'image' | 'text' | null;
  readonly region: string | null;
  readonly renovationNotice: boolean;
}

/** One line of the key facts. */
export type KeyFact =
  | { readonly kind: 'type'; readonly value: string }
  | {
      readonly kind: 'bedrooms' | 'bathrooms' | 'toilets' | 'garages' | 'parkings' | 'facades' | 'floors';
      readonly value: number;
    }
  | { readonly kind: 'livingArea' | 'plotArea'; readonly value: number }
  | { readonly kind: 'constructionYear' | 'renovationYear'; readonly value: number }
  | { readonly kind: 'availableFrom'; readonly value: string }
  | { readonly kind: 'reference'; readonly value: string };

/** Everything the detail page shows, in the page's language. */
export interface PropertyDetail {
  readonly reference: string;
  readonly goal: number;
  readonly title: string;
  readonly summary: string | null;
  /** Paragraphs of plain text: editors' rich text is never rendered as HTML. */
  readonly description: readonly string[];
  readonly price: ListingPrice | null;
  readonly marquee: Marquee | null;
  readonly marqueeName: string | null;
  readonly address: {
    readonly street: string | null;
    readonly zip: string | null;
    readonly city: string | null;
    readonly country: string | null;
  };
  readonly photos: readonly ImageData[];
  readonly facts: readonly KeyFact[];
  readonly energy: EnergyInfo | null;
  readonly agent: AgentContact | null;
  /** Language of the content when it fell back (German → English), else `null`. */
  readonly contentLanguage: string | null;
}

/** A sold or rented listing (410), or an unknown reference (404), with listings like it. */
export interface PropertyGone {
  readonly reason: 'sold' | 'rented' | 'not-found';
  readonly title: string | null;
  readonly similar: readonly ListingSummary[];
  readonly listPath: string;
}
