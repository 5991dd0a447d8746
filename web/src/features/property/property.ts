import type { Language, PointOfInterestKind, Region, VideoKind } from '@vitrine/domain';
import type { ListingSummary, Marquee, PriceLineText } from '~/features/listings';
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

/** A row of a block, written out by the server in the page's language. */
export interface TextRow {
  readonly key: string;
  readonly label: string;
  readonly text: string;
}

/**
 * The energy block, written out by the server (`energyOf`): the label (from the data, else
 * computed from the value and region), the rows (use, total, E-level, CO₂, certificate, expiry).
 */
export interface EnergyInfo {
  readonly label: string | null;
  /** Belgium shows the scale of its region; Luxembourg only the label text. */
  readonly display: 'image' | 'text' | null;
  /** The Belgian region's scale with the listing's label pointed at, or `null` (Luxembourg, unknown). */
  readonly scale: {
    readonly region: Region;
    readonly regionName: string;
    /** The scale's labels, best first. */
    readonly labels: readonly string[];
    /** One sentence for screen readers: the region, the ends of the scale and the label. */
    readonly summary: string;
  } | null;
  readonly rows: readonly TextRow[];
  readonly renovationNotice: boolean;
}

/**
 * Every labelled attribute the detail page can show, by section. The server only lists an
 * attribute when the listing has a value for it, and a section only when it has attributes:
 * "shown only when present" is decided in one place (property.server.ts).
 */
export const attributeSections = {
  surfaces: [
    'livingArea',
    'livingRoomArea',
    'plotArea',
    'totalArea',
    'constructedArea',
    'terraceArea',
    'gardenArea',
    'officeArea',
    'storeArea',
    'frontWidth',
    'plotWidth',
  ],
  rooms: ['bedrooms', 'bathrooms', 'showerRooms', 'toilets', 'garages', 'parkings', 'externalParkings'],
  construction: ['constructionYear', 'renovationYear', 'facades', 'floors', 'roofMaterial', 'roofCondition'],
  installations: ['heating', 'kitchen', 'glazing', 'windowFrame', 'floorCovering'],
  flags: ['gas', 'water', 'lift', 'cellar', 'attic', 'terrace', 'garden', 'garage', 'furnished'],
  planning: ['buildingPermit', 'destination', 'summons', 'preemptionRight', 'allotmentPermit', 'judicialDecision'],
  flood: ['floodZone', 'riparianZone', 'floodRisk', 'pScore', 'gScore'],
  asbestos: ['asbestosCertificate', 'asbestosType', 'asbestosDate', 'asbestosNumber'],
  certificates: [
    'electricityInspection',
    'electricityInspectionDate',
    'gasInspection',
    'gasInspectionDate',
    'soilCertificate',
    'soilCertificateNumber',
  ],
  costs: [
    'chargesOwner',
    'chargesRenter',
    'depositAmount',
    'agencyCost',
    'inventoryCost',
    'notaryFeeInclVat',
    'notaryFeeExclVat',
    'registeredRight',
    'vatRegime',
    'vatValue',
    'constructionCost',
    'totalCost',
  ],
  availability: ['availableFrom', 'availabilityText'],
  location: ['subCities', 'neighbourhoods'],
} as const;

export type AttributeSectionName = keyof typeof attributeSections;
export type AttributeName = (typeof attributeSections)[AttributeSectionName][number];

/** Values of enumerations, translated by the page (`heating` → `gas`, `heat_pump`, …). */
export type ChoiceAttribute =
  | 'heating'
  | 'kitchen'
  | 'glazing'
  | 'windowFrame'
  | 'roofMaterial'
  | 'roofCondition'
  | 'floorCovering'
  | 'destination'
  | 'floodZone'
  | 'floodRisk'
  | 'asbestosType';

/** An attribute's value, typed by how it is written out. */
export type AttributeValue =
  | { readonly type: 'count'; readonly value: number }
  /** Square metres. */
  | { readonly type: 'area'; readonly value: number }
  /** Metres. */
  | { readonly type: 'length'; readonly value: number }
  | { readonly type: 'year'; readonly value: number }
  /** ISO date (`2025-03-01`). */
  | { readonly type: 'date'; readonly value: string }
  /** Editor's text in the page's language. */
  | { readonly type: 'text'; readonly value: string }
  /** Names in the page's language, written out as a list ("Zurenborg and Het Zuid"). */
  | { readonly type: 'names'; readonly value: readonly string[] }
  | { readonly type: 'yesNo'; readonly value: boolean }
  /** An inspection result: compliant or not. */
  | { readonly type: 'compliance'; readonly value: boolean }
  | { readonly type: 'choice'; readonly attribute: ChoiceAttribute; readonly value: string; readonly detail?: string }
  /** A flood score (A best … D worst). */
  | { readonly type: 'score'; readonly value: string }
  /** `formatPrice` output. */
  | { readonly type: 'price'; readonly value: string };

/**
 * An attribute as the page shows it: label and value written out by the server in the page's
 * language (`property-attributes.server.ts`), so the browser needs none of their ~200 messages.
 */
export interface Attribute {
  readonly name: AttributeName;
  readonly type: AttributeValue['type'];
  readonly label: string;
  readonly text: string;
}

export interface AttributeSection {
  readonly name: AttributeSectionName;
  readonly attributes: readonly Attribute[];
}

/** The icon a kind is drawn with: kinds of one family share it. */
export type PointOfInterestIcon = 'school' | 'shop' | 'transport' | 'health' | 'sport' | 'park' | 'restaurant' | 'bank';

export interface PointOfInterest {
  readonly kind: PointOfInterestKind;
  readonly icon: PointOfInterestIcon;
  /** What the place is ("Bus stop"), written out by the server in the page's language. */
  readonly kindText: string;
  /** Its proper name ("Delhaize", "Sint-Jozefscollege"), the same in every language, if it has one. */
  readonly name: string | null;
  readonly distanceText: string | null;
}

/** A video or virtual tour, recognised by `classifyVideoUrl`. */
export interface PropertyVideo {
  readonly kind: VideoKind;
  /** The URL visitors can open on the provider's own site (also the no-JavaScript fallback). */
  readonly url: string;
  /** `videoEmbedUrl` (iframe) or the file URL (`<video>`); `null` when it cannot be embedded. */
  readonly embedUrl: string | null;
  readonly tour: boolean;
}

/** Flood information: the attributes, and whether a score is D (the flood symbol). */
export interface FloodInfo {
  readonly attributes: readonly Attribute[];
  readonly highRisk: boolean;
}

/** The Flemish urban-planning mentions (stedenbouwkundige informatie). */
export interface PlanningInfo {
  readonly attributes: readonly Attribute[];
  /** The editor's planning information text (paragraphs). */
  readonly information: readonly string[];
  /** Flanders: the mentions are required by the Flemish Spatial Planning Code. */
  readonly flemish: boolean;
}

/** A highlight of the key facts strip at the top of the page. */
export interface KeyFact {
  /** `energyLabel` in Belgium (the EPC label), `energyClass` in Luxembourg (label text only). */
  readonly kind:
    'type' | 'livingArea' | 'plotArea' | 'bedrooms' | 'bathrooms' | 'energyLabel' | 'energyClass' | 'reference';
  /** Written out by the server (`Ghent`, `182 m² living area`, `EPC B`, …). */
  readonly text: string;
}

/** Everything the detail page shows, in the page's language. */
export interface PropertyDetail {
  /** Strapi's id of the listing: what its lead forms name it by. */
  readonly documentId: string;
  readonly reference: string;
  readonly goal: number;
  readonly title: string;
  readonly summary: string | null;
  /** The page's meta description: the summary (else the description) cut by the spec's rule (250 characters, at a word). */
  readonly metaDescription: string | null;
  /** Paragraphs of plain text: editors' rich text is never rendered as HTML. */
  readonly description: readonly string[];
  /** The price line, written out by the server (`formatPrice`, "starting from", unit, or "on request"). */
  readonly price: PriceLineText;
  readonly marquee: Marquee | null;
  /** The ribbon's words (the editor's own text, else the standard label), or `null` for none. */
  readonly ribbon: string | null;
  /** The list this listing belongs to ("Houses and flats for sale"), the link back. */
  readonly listTitle: string;
  readonly address: {
    readonly street: string | null;
    readonly zip: string | null;
    readonly city: string | null;
    readonly district: string | null;
    readonly country: string | null;
  };
  readonly photos: readonly ImageData[];
  readonly facts: readonly KeyFact[];
  /** Surfaces, rooms, construction, installations, flags, asbestos, certificates, costs, availability, location. */
  readonly sections: readonly AttributeSection[];
  readonly energy: EnergyInfo | null;
  readonly planning: PlanningInfo | null;
  readonly flood: FloodInfo | null;
  readonly pointsOfInterest: readonly PointOfInterest[];
  /** The mobility score (0–10) and its text. */
  readonly mobility: { readonly score: number; readonly text: string } | null;
  readonly videos: readonly PropertyVideo[];
  readonly agent: AgentContact | null;
  /** Language of the whole content when this language has no version (German → English), else `null`. */
  readonly contentLanguage: Language | null;
  /**
   * Texts this language's version lacks (a German listing without a description), shown in the
   * fallback language instead; `null` when nothing is missing or the whole content fell back.
   */
  readonly textFallback: {
    readonly language: Language;
    readonly texts: readonly FallbackText[];
  } | null;
}

/** The texts of a listing that fall back one by one when a language lacks them. */
export type FallbackText = 'title' | 'summary' | 'description';

/** A sold or rented listing (410), or an unknown reference (404), with listings like it. */
export interface PropertyGone {
  readonly reason: 'sold' | 'rented' | 'not-found';
  readonly title: string | null;
  readonly similar: readonly ListingSummary[];
  readonly listPath: string;
}
