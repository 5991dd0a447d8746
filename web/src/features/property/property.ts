import type { Region, VideoKind } from '@vitrine/domain';
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
  /** Primary energy use, kWh/m² per year. */
  readonly value: number | null;
  /** Primary energy use of the whole property, kWh per year. */
  readonly total: number | null;
  /** Flemish E-level (E-peil). */
  readonly eLevel: number | null;
  /** kg CO₂/m² per year. */
  readonly co2: number | null;
  readonly certificateNumber: string | null;
  /** ISO date. */
  readonly expiryDate: string | null;
  /** Belgium shows the scale of its region; Luxembourg only the label text. */
  readonly display: 'image' | 'text' | null;
  /** The Belgian region whose scale is drawn, or `null` (Luxembourg, unknown). */
  readonly region: Region | null;
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
  | { readonly type: 'yesNo'; readonly value: boolean }
  /** An inspection result: compliant or not. */
  | { readonly type: 'compliance'; readonly value: boolean }
  | { readonly type: 'choice'; readonly attribute: ChoiceAttribute; readonly value: string; readonly detail?: string }
  /** A flood score (A best … D worst). */
  | { readonly type: 'score'; readonly value: string }
  /** `formatPrice` output. */
  | { readonly type: 'price'; readonly value: string };

export interface Attribute {
  readonly name: AttributeName;
  readonly value: AttributeValue;
}

export interface AttributeSection {
  readonly name: AttributeSectionName;
  readonly attributes: readonly Attribute[];
}

/** Categories of nearby places (Strapi enumeration), each with its icon. */
export type PointOfInterestCategory =
  'school' | 'shop' | 'public_transport' | 'health' | 'sport' | 'park' | 'restaurant' | 'bank';

export interface PointOfInterest {
  readonly category: PointOfInterestCategory;
  readonly name: string;
  readonly distanceMeters: number | null;
}

/** A video or virtual tour, recognised by `classifyVideoUrl`. */
export interface PropertyVideo {
  readonly kind: VideoKind;
  /** The URL visitors can open on the provider's own site (also the no-JavaScript fallback). */
  readonly url: string;
  /** `videoEmbedUrl` (iframe) or the file URL (`<video>`); `null` when it cannot be embedded. */
  readonly embedUrl: string | null;
  readonly title: string | null;
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
export type KeyFact =
  | { readonly kind: 'type'; readonly value: string }
  | { readonly kind: 'livingArea' | 'plotArea'; readonly value: number }
  | { readonly kind: 'bedrooms' | 'bathrooms'; readonly value: number }
  /** Belgium: the EPC label; Luxembourg: the energy class (label text only). */
  | { readonly kind: 'energyLabel' | 'energyClass'; readonly value: string }
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
    readonly district: string | null;
    readonly country: string | null;
  };
  readonly photos: readonly ImageData[];
  readonly facts: readonly KeyFact[];
  /** Surfaces, rooms, construction, installations, flags, asbestos, certificates, costs, availability. */
  readonly sections: readonly AttributeSection[];
  readonly energy: EnergyInfo | null;
  readonly planning: PlanningInfo | null;
  readonly flood: FloodInfo | null;
  readonly pointsOfInterest: readonly PointOfInterest[];
  /** 0–10. */
  readonly mobilityScore: number | null;
  readonly videos: readonly PropertyVideo[];
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
