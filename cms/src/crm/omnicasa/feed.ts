/**
 * Omnicasa's JSON as its web API answers (`GetPropertyList`, `GetProjectList`,
 * `GetDeletedPropertyIDs`, `GetDeletedProjectIDs`), with the field names of the spec and of the
 * public integrations (fw4-bvba/omnicasa-api, tombroucke/otomaties-omnicasa-sync). One call per
 * language (`LanguageId`): the same object comes back once per language with its texts in it.
 * Only the fields the site reads are typed; Omnicasa sends many more, which are ignored.
 */

/** Omnicasa's language ids (nl 1, fr 2, en 3; German 4, which the public integrations do not name). */
export const omnicasaLanguages = { nl: 1, fr: 2, en: 3, de: 4 } as const;
export type OmnicasaLanguageId = (typeof omnicasaLanguages)[keyof typeof omnicasaLanguages];

/** A picture as Omnicasa lists it (`XLargePictureItems`). */
export interface OmnicasaPicture {
  ID: number;
  Url: string;
}

/** A document attached to a listing or project (plans, EPC certificate, price list). */
export interface OmnicasaDocument {
  ID: number;
  Url: string;
  Name: string;
  /** A project's price list is marked so. */
  IsPriceList?: boolean;
}

/** The agent responsible for a listing ("Manager"; the spec's contact person). */
export interface OmnicasaManager {
  ManagerID: number;
  ManagerFirstName: string;
  ManagerName: string;
  ManagerEmail: string;
  ManagerPhone?: string | null;
}

/** One listing, in one language. */
export interface OmnicasaProperty extends OmnicasaManager {
  ID: number;
  /** The agency's reference (shown on the site, part of the listing's URL). */
  Ident: string;
  LanguageId: OmnicasaLanguageId;
  /** 0 for sale, any other value for rent (the spec's goal). */
  Goal: number;
  /** Omnicasa's status id: see `statusOfOmnicasa`. */
  Status: number;
  /** The node of the property-type tree (ID of the classification item). */
  SubTypeID: number;
  /** The geographic tree's node (its CRM id); the site derives the region from the postal code. */
  RegionID?: number | null;
  ProjectID?: number | null;
  PublishPrice: boolean | 0 | 1;
  Price: number | null;
  /** 7 is "starting from" (the spec); other units are shown by their text. */
  PriceUnit: number | null;
  PriceUnitText?: string | null;
  Marquee: number;
  MarqueeName?: string | null;
  PublishAddress: boolean | 0 | 1;
  Street?: string | null;
  HouseNumber?: string | null;
  BoxNr?: string | null;
  Zip: string;
  City: string;
  CountryID: number;
  CountryName?: string | null;
  GoogleX?: number | null;
  GoogleY?: number | null;
  EnergyPerformance?: number | null;
  EPCLabelText?: string | null;
  NumberOfBedRooms?: number | null;
  NumberOfBathRooms?: number | null;
  NumberOfToilets?: number | null;
  NumberOfGarages?: number | null;
  NumberOfParkings?: number | null;
  NumberOfFacades?: number | null;
  ConstructionYear?: number | null;
  RenovationYear?: number | null;
  SurfaceLiving?: number | null;
  SurfaceTotal?: number | null;
  SurfaceGround?: number | null;
  SurfaceTerrace?: number | null;
  SurfaceGarden?: number | null;
  AvailableFrom?: string | null;
  /** Title and texts, in this call's language. */
  TitleA?: string | null;
  DescriptionA?: string | null;
  DescriptionB?: string | null;
  VirtualTour?: string | null;
  LargePicture?: string | null;
  XLargePictureItems?: OmnicasaPicture[] | null;
  Documents?: OmnicasaDocument[] | null;
  CreatedDate: string;
  LastChangedDate: string;
}

/** Omnicasa's unit statuses on a project (1 available, 2 under option, 3 sold). */
export interface OmnicasaUnit {
  ID: number;
  Ident: string;
  Name?: string | null;
  Floor?: number | null;
  NumberOfBedRooms?: number | null;
  SurfaceLiving?: number | null;
  SurfaceTerrace?: number | null;
  Status: number;
  Price?: number | null;
  PublishPrice: boolean | 0 | 1;
}

/** One new-build project, in one language. */
export interface OmnicasaProject extends OmnicasaManager {
  ID: number;
  Ident: string;
  LanguageId: OmnicasaLanguageId;
  Name: string;
  Description?: string | null;
  /** Omnicasa's flag: only projects with it are on the website. */
  PublishInternet: boolean | 0 | 1;
  /** 1 upcoming, 2 selling, 3 sold out. */
  Status: number;
  PublicAddress: boolean | 0 | 1;
  Street?: string | null;
  HouseNumber?: string | null;
  BoxNr?: string | null;
  Zip: string;
  City: string;
  CountryID: number;
  CountryName?: string | null;
  GoogleX?: number | null;
  GoogleY?: number | null;
  DeliveryDate?: string | null;
  Delivery?: string | null;
  Technical?: string | null;
  Situation?: string | null;
  ExternalLink?: string | null;
  Units?: OmnicasaUnit[] | null;
  XLargePictureItems?: OmnicasaPicture[] | null;
  Documents?: OmnicasaDocument[] | null;
  LastChangedDate: string;
}

/**
 * The answer of a list call, the `Value` of Omnicasa's envelope (below): one page of the items,
 * rows `From` to `To` (1-based) of `RowsCount`, as Omnicasa's public client's recorded answers
 * have it (fw4-bvba/omnicasa-api). The sync pages by its own cursor, so only `Items` is read.
 */
export interface OmnicasaListAnswer<T> {
  Items: T[];
  RowsCount?: number;
  From?: number;
  To?: number;
}

/** Every answer: `{ "<Method>JsonResult": OmnicasaResult }`; `Success: false` with a `Message` is a refusal. */
export interface OmnicasaResult<T> {
  Code?: number;
  Message?: string;
  Success?: boolean;
  Value?: T | null;
}
