/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AgentFiltersInput = {
  and?: Array<AgentFiltersInput | null | undefined> | null | undefined;
  bio?: StringFilterInput | null | undefined;
  bivNumber?: StringFilterInput | null | undefined;
  createdAt?: DateTimeFilterInput | null | undefined;
  documentId?: IdFilterInput | null | undefined;
  email?: StringFilterInput | null | undefined;
  firstName?: StringFilterInput | null | undefined;
  jobTitle?: StringFilterInput | null | undefined;
  languagesSpoken?: JsonFilterInput | null | undefined;
  lastName?: StringFilterInput | null | undefined;
  locale?: StringFilterInput | null | undefined;
  localizations?: AgentFiltersInput | null | undefined;
  mobile?: StringFilterInput | null | undefined;
  not?: AgentFiltersInput | null | undefined;
  or?: Array<AgentFiltersInput | null | undefined> | null | undefined;
  order?: IntFilterInput | null | undefined;
  phone?: StringFilterInput | null | undefined;
  publishedAt?: DateTimeFilterInput | null | undefined;
  updatedAt?: DateTimeFilterInput | null | undefined;
};

export type AppointmentInput = {
  anonymisedAt?: string | null | undefined;
  appointmentStatus?: Enum_Appointment_Appointmentstatus | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Appointment_Language | null | undefined;
  lastName?: string | null | undefined;
  leadStatus?: Enum_Appointment_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Appointment_Mailstatus | null | undefined;
  monthlyIncome?: number | null | undefined;
  persons?: number | null | undefined;
  phone?: string | null | undefined;
  property?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  remark?: string | null | undefined;
  sourcePage?: string | null | undefined;
  title?: Enum_Appointment_Title | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
  visitSlot?: string | number | null | undefined;
};

export type ArticleFiltersInput = {
  and?: Array<ArticleFiltersInput | null | undefined> | null | undefined;
  body?: StringFilterInput | null | undefined;
  category?: StringFilterInput | null | undefined;
  createdAt?: DateTimeFilterInput | null | undefined;
  documentId?: IdFilterInput | null | undefined;
  key?: StringFilterInput | null | undefined;
  locale?: StringFilterInput | null | undefined;
  localizations?: ArticleFiltersInput | null | undefined;
  not?: ArticleFiltersInput | null | undefined;
  or?: Array<ArticleFiltersInput | null | undefined> | null | undefined;
  order?: IntFilterInput | null | undefined;
  publishedAt?: DateTimeFilterInput | null | undefined;
  seo?: ComponentSharedSeoFiltersInput | null | undefined;
  slug?: StringFilterInput | null | undefined;
  subcategory?: StringFilterInput | null | undefined;
  summary?: StringFilterInput | null | undefined;
  title?: StringFilterInput | null | undefined;
  updatedAt?: DateTimeFilterInput | null | undefined;
};

export type BooleanFilterInput = {
  and?: Array<boolean | null | undefined> | null | undefined;
  between?: Array<boolean | null | undefined> | null | undefined;
  contains?: boolean | null | undefined;
  containsi?: boolean | null | undefined;
  endsWith?: boolean | null | undefined;
  eq?: boolean | null | undefined;
  eqi?: boolean | null | undefined;
  gt?: boolean | null | undefined;
  gte?: boolean | null | undefined;
  in?: Array<boolean | null | undefined> | null | undefined;
  lt?: boolean | null | undefined;
  lte?: boolean | null | undefined;
  ne?: boolean | null | undefined;
  nei?: boolean | null | undefined;
  not?: BooleanFilterInput | null | undefined;
  notContains?: boolean | null | undefined;
  notContainsi?: boolean | null | undefined;
  notIn?: Array<boolean | null | undefined> | null | undefined;
  notNull?: boolean | null | undefined;
  null?: boolean | null | undefined;
  or?: Array<boolean | null | undefined> | null | undefined;
  startsWith?: boolean | null | undefined;
};

export type ComponentMediaVideoLinkFiltersInput = {
  and?: Array<ComponentMediaVideoLinkFiltersInput | null | undefined> | null | undefined;
  not?: ComponentMediaVideoLinkFiltersInput | null | undefined;
  or?: Array<ComponentMediaVideoLinkFiltersInput | null | undefined> | null | undefined;
  url?: StringFilterInput | null | undefined;
};

export type ComponentProjectUnitFiltersInput = {
  and?: Array<ComponentProjectUnitFiltersInput | null | undefined> | null | undefined;
  bedrooms?: IntFilterInput | null | undefined;
  floor?: IntFilterInput | null | undefined;
  livingArea?: FloatFilterInput | null | undefined;
  name?: StringFilterInput | null | undefined;
  not?: ComponentProjectUnitFiltersInput | null | undefined;
  or?: Array<ComponentProjectUnitFiltersInput | null | undefined> | null | undefined;
  price?: IntFilterInput | null | undefined;
  priceOnRequest?: BooleanFilterInput | null | undefined;
  reference?: StringFilterInput | null | undefined;
  terraceArea?: FloatFilterInput | null | undefined;
  unitStatus?: StringFilterInput | null | undefined;
};

export type ComponentPropertyAsbestosFiltersInput = {
  and?: Array<ComponentPropertyAsbestosFiltersInput | null | undefined> | null | undefined;
  asbestosType?: StringFilterInput | null | undefined;
  certificateAvailable?: BooleanFilterInput | null | undefined;
  certificateDate?: DateFilterInput | null | undefined;
  certificateNumber?: StringFilterInput | null | undefined;
  not?: ComponentPropertyAsbestosFiltersInput | null | undefined;
  or?: Array<ComponentPropertyAsbestosFiltersInput | null | undefined> | null | undefined;
};

export type ComponentPropertyCertificatesFiltersInput = {
  and?: Array<ComponentPropertyCertificatesFiltersInput | null | undefined> | null | undefined;
  electricityCompliant?: BooleanFilterInput | null | undefined;
  electricityInspectionDate?: DateFilterInput | null | undefined;
  gasCompliant?: BooleanFilterInput | null | undefined;
  gasInspectionDate?: DateFilterInput | null | undefined;
  not?: ComponentPropertyCertificatesFiltersInput | null | undefined;
  or?: Array<ComponentPropertyCertificatesFiltersInput | null | undefined> | null | undefined;
  soilCertificate?: BooleanFilterInput | null | undefined;
  soilCertificateNumber?: StringFilterInput | null | undefined;
};

export type ComponentPropertyCostsFiltersInput = {
  agencyCost?: FloatFilterInput | null | undefined;
  and?: Array<ComponentPropertyCostsFiltersInput | null | undefined> | null | undefined;
  chargesOwner?: FloatFilterInput | null | undefined;
  chargesRenter?: FloatFilterInput | null | undefined;
  constructionCost?: FloatFilterInput | null | undefined;
  depositAmount?: FloatFilterInput | null | undefined;
  inventoryCost?: FloatFilterInput | null | undefined;
  not?: ComponentPropertyCostsFiltersInput | null | undefined;
  notaryFeeExclVat?: FloatFilterInput | null | undefined;
  notaryFeeInclVat?: FloatFilterInput | null | undefined;
  or?: Array<ComponentPropertyCostsFiltersInput | null | undefined> | null | undefined;
  registeredRight?: FloatFilterInput | null | undefined;
  totalCost?: FloatFilterInput | null | undefined;
  vatRegime?: BooleanFilterInput | null | undefined;
  vatValue?: FloatFilterInput | null | undefined;
};

export type ComponentPropertyEnergyFiltersInput = {
  and?: Array<ComponentPropertyEnergyFiltersInput | null | undefined> | null | undefined;
  certificateNumber?: StringFilterInput | null | undefined;
  co2Emission?: FloatFilterInput | null | undefined;
  eLevel?: IntFilterInput | null | undefined;
  epcTotal?: IntFilterInput | null | undefined;
  expiryDate?: DateFilterInput | null | undefined;
  insulationClass?: StringFilterInput | null | undefined;
  not?: ComponentPropertyEnergyFiltersInput | null | undefined;
  or?: Array<ComponentPropertyEnergyFiltersInput | null | undefined> | null | undefined;
};

export type ComponentPropertyFlagsFiltersInput = {
  and?: Array<ComponentPropertyFlagsFiltersInput | null | undefined> | null | undefined;
  attic?: BooleanFilterInput | null | undefined;
  cellar?: BooleanFilterInput | null | undefined;
  furnished?: BooleanFilterInput | null | undefined;
  garage?: BooleanFilterInput | null | undefined;
  garden?: BooleanFilterInput | null | undefined;
  gas?: BooleanFilterInput | null | undefined;
  lift?: BooleanFilterInput | null | undefined;
  not?: ComponentPropertyFlagsFiltersInput | null | undefined;
  or?: Array<ComponentPropertyFlagsFiltersInput | null | undefined> | null | undefined;
  terrace?: BooleanFilterInput | null | undefined;
  water?: BooleanFilterInput | null | undefined;
};

export type ComponentPropertyFloodFiltersInput = {
  and?: Array<ComponentPropertyFloodFiltersInput | null | undefined> | null | undefined;
  floodRisk?: StringFilterInput | null | undefined;
  floodZone?: StringFilterInput | null | undefined;
  gScore?: StringFilterInput | null | undefined;
  not?: ComponentPropertyFloodFiltersInput | null | undefined;
  or?: Array<ComponentPropertyFloodFiltersInput | null | undefined> | null | undefined;
  pScore?: StringFilterInput | null | undefined;
  riparianZone?: BooleanFilterInput | null | undefined;
};

export type ComponentPropertyInstallationsFiltersInput = {
  and?: Array<ComponentPropertyInstallationsFiltersInput | null | undefined> | null | undefined;
  floorCovering?: StringFilterInput | null | undefined;
  glazing?: StringFilterInput | null | undefined;
  heatingType?: StringFilterInput | null | undefined;
  kitchen?: StringFilterInput | null | undefined;
  not?: ComponentPropertyInstallationsFiltersInput | null | undefined;
  or?: Array<ComponentPropertyInstallationsFiltersInput | null | undefined> | null | undefined;
  roofCondition?: StringFilterInput | null | undefined;
  roofMaterial?: StringFilterInput | null | undefined;
  windowFrame?: StringFilterInput | null | undefined;
};

export type ComponentPropertyPlaceNameFiltersInput = {
  and?: Array<ComponentPropertyPlaceNameFiltersInput | null | undefined> | null | undefined;
  name?: StringFilterInput | null | undefined;
  not?: ComponentPropertyPlaceNameFiltersInput | null | undefined;
  or?: Array<ComponentPropertyPlaceNameFiltersInput | null | undefined> | null | undefined;
};

export type ComponentPropertyPlanningFiltersInput = {
  allotmentPermit?: BooleanFilterInput | null | undefined;
  and?: Array<ComponentPropertyPlanningFiltersInput | null | undefined> | null | undefined;
  buildingPermit?: BooleanFilterInput | null | undefined;
  destination?: StringFilterInput | null | undefined;
  judicialDecision?: BooleanFilterInput | null | undefined;
  not?: ComponentPropertyPlanningFiltersInput | null | undefined;
  or?: Array<ComponentPropertyPlanningFiltersInput | null | undefined> | null | undefined;
  preemptionRight?: BooleanFilterInput | null | undefined;
  summons?: BooleanFilterInput | null | undefined;
};

export type ComponentPropertyPointOfInterestFiltersInput = {
  and?: Array<ComponentPropertyPointOfInterestFiltersInput | null | undefined> | null | undefined;
  distanceMeters?: IntFilterInput | null | undefined;
  kind?: StringFilterInput | null | undefined;
  name?: StringFilterInput | null | undefined;
  not?: ComponentPropertyPointOfInterestFiltersInput | null | undefined;
  or?: Array<ComponentPropertyPointOfInterestFiltersInput | null | undefined> | null | undefined;
};

export type ComponentPropertySurfacesFiltersInput = {
  and?: Array<ComponentPropertySurfacesFiltersInput | null | undefined> | null | undefined;
  constructed?: FloatFilterInput | null | undefined;
  garden?: FloatFilterInput | null | undefined;
  ground?: FloatFilterInput | null | undefined;
  living?: FloatFilterInput | null | undefined;
  not?: ComponentPropertySurfacesFiltersInput | null | undefined;
  office?: FloatFilterInput | null | undefined;
  or?: Array<ComponentPropertySurfacesFiltersInput | null | undefined> | null | undefined;
  store?: FloatFilterInput | null | undefined;
  terrace?: FloatFilterInput | null | undefined;
  total?: FloatFilterInput | null | undefined;
};

export type ComponentSharedSeoFiltersInput = {
  and?: Array<ComponentSharedSeoFiltersInput | null | undefined> | null | undefined;
  metaDescription?: StringFilterInput | null | undefined;
  metaTitle?: StringFilterInput | null | undefined;
  not?: ComponentSharedSeoFiltersInput | null | undefined;
  or?: Array<ComponentSharedSeoFiltersInput | null | undefined> | null | undefined;
};

export type ContactMessageInput = {
  anonymisedAt?: string | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  contactCategory?: Enum_Contactmessage_Contactcategory | null | undefined;
  contactTimeSlots?: unknown;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Contactmessage_Language | null | undefined;
  lastName?: string | null | undefined;
  leadStatus?: Enum_Contactmessage_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Contactmessage_Mailstatus | null | undefined;
  phone?: string | null | undefined;
  project?: string | number | null | undefined;
  property?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  remark?: string | null | undefined;
  sourcePage?: string | null | undefined;
  title?: Enum_Contactmessage_Title | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
};

export type DateFilterInput = {
  and?: Array<string | null | undefined> | null | undefined;
  between?: Array<string | null | undefined> | null | undefined;
  contains?: string | null | undefined;
  containsi?: string | null | undefined;
  endsWith?: string | null | undefined;
  eq?: string | null | undefined;
  eqi?: string | null | undefined;
  gt?: string | null | undefined;
  gte?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
  lt?: string | null | undefined;
  lte?: string | null | undefined;
  ne?: string | null | undefined;
  nei?: string | null | undefined;
  not?: DateFilterInput | null | undefined;
  notContains?: string | null | undefined;
  notContainsi?: string | null | undefined;
  notIn?: Array<string | null | undefined> | null | undefined;
  notNull?: boolean | null | undefined;
  null?: boolean | null | undefined;
  or?: Array<string | null | undefined> | null | undefined;
  startsWith?: string | null | undefined;
};

export type DateTimeFilterInput = {
  and?: Array<string | null | undefined> | null | undefined;
  between?: Array<string | null | undefined> | null | undefined;
  contains?: string | null | undefined;
  containsi?: string | null | undefined;
  endsWith?: string | null | undefined;
  eq?: string | null | undefined;
  eqi?: string | null | undefined;
  gt?: string | null | undefined;
  gte?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
  lt?: string | null | undefined;
  lte?: string | null | undefined;
  ne?: string | null | undefined;
  nei?: string | null | undefined;
  not?: DateTimeFilterInput | null | undefined;
  notContains?: string | null | undefined;
  notContainsi?: string | null | undefined;
  notIn?: Array<string | null | undefined> | null | undefined;
  notNull?: boolean | null | undefined;
  null?: boolean | null | undefined;
  or?: Array<string | null | undefined> | null | undefined;
  startsWith?: string | null | undefined;
};

export type DemandRegisterInput = {
  anonymisedAt?: string | null | undefined;
  area?: string | null | undefined;
  bathrooms?: number | null | undefined;
  budget?: number | null | undefined;
  confirmedAt?: string | null | undefined;
  consent?: boolean | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  delivery?: Enum_Demandregister_Delivery | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  garages?: number | null | undefined;
  goal?: number | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Demandregister_Language | null | undefined;
  lastMatchedAt?: string | null | undefined;
  lastName?: string | null | undefined;
  leadStatus?: Enum_Demandregister_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Demandregister_Mailstatus | null | undefined;
  maxBedrooms?: number | null | undefined;
  maxPrice?: number | null | undefined;
  minBedrooms?: number | null | undefined;
  minPrice?: number | null | undefined;
  parkings?: number | null | undefined;
  phone?: string | null | undefined;
  propertyTypes?: unknown;
  publishedAt?: string | null | undefined;
  regions?: unknown;
  sourcePage?: string | null | undefined;
  title?: Enum_Demandregister_Title | null | undefined;
  unsubscribeToken?: string | null | undefined;
  unsubscribedAt?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
};

export type DocumentRequestInput = {
  anonymisedAt?: string | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  documentStatus?: Enum_Documentrequest_Documentstatus | null | undefined;
  documents?: unknown;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Documentrequest_Language | null | undefined;
  lastName?: string | null | undefined;
  leadStatus?: Enum_Documentrequest_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Documentrequest_Mailstatus | null | undefined;
  phone?: string | null | undefined;
  property?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  sourcePage?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
};

export type Enum_Appointment_Appointmentstatus =
  | 'cancelled'
  | 'confirmed';

export type Enum_Appointment_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Appointment_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Appointment_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Appointment_Title =
  | 'miss'
  | 'mr'
  | 'ms';

export type Enum_Article_Category =
  | 'information'
  | 'investor'
  | 'services';

export type Enum_Componentprojectunit_Unitstatus =
  | 'available'
  | 'option'
  | 'sold';

export type Enum_Componentpropertyasbestos_Asbestostype =
  | 'none'
  | 'present'
  | 'unknown';

export type Enum_Componentpropertyflood_Floodrisk =
  | 'high'
  | 'low'
  | 'medium'
  | 'none';

export type Enum_Componentpropertyflood_Floodzone =
  | 'effective'
  | 'none'
  | 'possible';

export type Enum_Componentpropertyflood_Gscore =
  | 'A'
  | 'B'
  | 'C'
  | 'D';

export type Enum_Componentpropertyflood_Pscore =
  | 'A'
  | 'B'
  | 'C'
  | 'D';

export type Enum_Componentpropertyinstallations_Floorcovering =
  | 'carpet'
  | 'concrete'
  | 'laminate'
  | 'natural_stone'
  | 'other'
  | 'parquet'
  | 'tiles'
  | 'vinyl';

export type Enum_Componentpropertyinstallations_Glazing =
  | 'double'
  | 'single'
  | 'triple';

export type Enum_Componentpropertyinstallations_Heatingtype =
  | 'district'
  | 'electric'
  | 'fuel_oil'
  | 'gas'
  | 'heat_pump'
  | 'none'
  | 'wood';

export type Enum_Componentpropertyinstallations_Kitchen =
  | 'american'
  | 'equipped'
  | 'fully_equipped'
  | 'kitchenette'
  | 'none';

export type Enum_Componentpropertyinstallations_Roofcondition =
  | 'good'
  | 'new'
  | 'to_renovate';

export type Enum_Componentpropertyinstallations_Roofmaterial =
  | 'bitumen'
  | 'epdm'
  | 'other'
  | 'slate'
  | 'thatch'
  | 'tiles'
  | 'zinc';

export type Enum_Componentpropertyinstallations_Windowframe =
  | 'aluminium'
  | 'pvc'
  | 'wood';

export type Enum_Componentpropertyplanning_Destination =
  | 'agricultural'
  | 'industrial'
  | 'mixed'
  | 'nature'
  | 'other'
  | 'recreational'
  | 'residential_area'
  | 'residential_area_rural'
  | 'residential_expansion_area';

export type Enum_Componentpropertypointofinterest_Kind =
  | 'bakery'
  | 'bank'
  | 'bike_sharing'
  | 'bus_stop'
  | 'childcare'
  | 'doctor'
  | 'hospital'
  | 'metro_station'
  | 'park'
  | 'pharmacy'
  | 'playground'
  | 'post_office'
  | 'restaurant'
  | 'school'
  | 'sports_centre'
  | 'supermarket'
  | 'swimming_pool'
  | 'train_station'
  | 'tram_stop';

export type Enum_Componentsharedmapmarquee_Marquee =
  | 'new'
  | 'open_house'
  | 'price_reduced'
  | 'rented'
  | 'sold'
  | 'under_option';

export type Enum_Contactmessage_Contactcategory =
  | 'commercial'
  | 'potential_buyer'
  | 'potential_tenant'
  | 'private';

export type Enum_Contactmessage_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Contactmessage_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Contactmessage_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Contactmessage_Title =
  | 'miss'
  | 'mr'
  | 'ms';

export type Enum_Demandregister_Delivery =
  | 'daily'
  | 'instant';

export type Enum_Demandregister_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Demandregister_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Demandregister_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Demandregister_Title =
  | 'miss'
  | 'mr'
  | 'ms';

export type Enum_Documentrequest_Documentstatus =
  | 'already_requested'
  | 'requested'
  | 'sent';

export type Enum_Documentrequest_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Documentrequest_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Documentrequest_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Inforequest_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Inforequest_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Inforequest_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Newslettersignup_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Newslettersignup_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Newslettersignup_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Project_Projectstatus =
  | 'selling'
  | 'sold_out'
  | 'upcoming';

export type Enum_Property_Listingstatus =
  | 'available'
  | 'rented'
  | 'sold'
  | 'under_option';

export type Enum_Property_Marquee =
  | 'new'
  | 'none'
  | 'open_house'
  | 'price_reduced'
  | 'rented'
  | 'sold'
  | 'under_option';

export type Enum_Property_Region =
  | 'brussels'
  | 'flanders'
  | 'luxembourg'
  | 'wallonia';

export type Enum_Purchaseoffer_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Purchaseoffer_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Purchaseoffer_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Purchaseoffer_Title =
  | 'miss'
  | 'mr'
  | 'ms';

export type Enum_Region_Kind =
  | 'city'
  | 'province'
  | 'region';

export type Enum_Sendtofriend_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Sendtofriend_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Sendtofriend_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Sitesetting_Defaultlanguage =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Testimonial_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Valuationrequest_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Valuationrequest_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Valuationrequest_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Valuationrequest_Title =
  | 'miss'
  | 'mr'
  | 'ms';

export type Enum_Visitrequest_Language =
  | 'de'
  | 'en'
  | 'fr'
  | 'nl';

export type Enum_Visitrequest_Leadstatus =
  | 'handled'
  | 'in_progress'
  | 'new'
  | 'spam';

export type Enum_Visitrequest_Mailstatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type Enum_Visitrequest_Title =
  | 'miss'
  | 'mr'
  | 'ms';

export type Enum_Visitslot_Kind =
  | 'rental_appointment'
  | 'visit';

export type Enum_Visitslot_Slotstatus =
  | 'cancelled'
  | 'full'
  | 'open';

export type FloatFilterInput = {
  and?: Array<number | null | undefined> | null | undefined;
  between?: Array<number | null | undefined> | null | undefined;
  contains?: number | null | undefined;
  containsi?: number | null | undefined;
  endsWith?: number | null | undefined;
  eq?: number | null | undefined;
  eqi?: number | null | undefined;
  gt?: number | null | undefined;
  gte?: number | null | undefined;
  in?: Array<number | null | undefined> | null | undefined;
  lt?: number | null | undefined;
  lte?: number | null | undefined;
  ne?: number | null | undefined;
  nei?: number | null | undefined;
  not?: FloatFilterInput | null | undefined;
  notContains?: number | null | undefined;
  notContainsi?: number | null | undefined;
  notIn?: Array<number | null | undefined> | null | undefined;
  notNull?: boolean | null | undefined;
  null?: boolean | null | undefined;
  or?: Array<number | null | undefined> | null | undefined;
  startsWith?: number | null | undefined;
};

export type IdFilterInput = {
  and?: Array<string | number | null | undefined> | null | undefined;
  between?: Array<string | number | null | undefined> | null | undefined;
  contains?: string | number | null | undefined;
  containsi?: string | number | null | undefined;
  endsWith?: string | number | null | undefined;
  eq?: string | number | null | undefined;
  eqi?: string | number | null | undefined;
  gt?: string | number | null | undefined;
  gte?: string | number | null | undefined;
  in?: Array<string | number | null | undefined> | null | undefined;
  lt?: string | number | null | undefined;
  lte?: string | number | null | undefined;
  ne?: string | number | null | undefined;
  nei?: string | number | null | undefined;
  not?: IdFilterInput | null | undefined;
  notContains?: string | number | null | undefined;
  notContainsi?: string | number | null | undefined;
  notIn?: Array<string | number | null | undefined> | null | undefined;
  notNull?: boolean | null | undefined;
  null?: boolean | null | undefined;
  or?: Array<string | number | null | undefined> | null | undefined;
  startsWith?: string | number | null | undefined;
};

export type InfoRequestInput = {
  anonymisedAt?: string | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Inforequest_Language | null | undefined;
  lastName?: string | null | undefined;
  leadStatus?: Enum_Inforequest_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Inforequest_Mailstatus | null | undefined;
  phone?: string | null | undefined;
  property?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  remark?: string | null | undefined;
  sourcePage?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
};

export type IntFilterInput = {
  and?: Array<number | null | undefined> | null | undefined;
  between?: Array<number | null | undefined> | null | undefined;
  contains?: number | null | undefined;
  containsi?: number | null | undefined;
  endsWith?: number | null | undefined;
  eq?: number | null | undefined;
  eqi?: number | null | undefined;
  gt?: number | null | undefined;
  gte?: number | null | undefined;
  in?: Array<number | null | undefined> | null | undefined;
  lt?: number | null | undefined;
  lte?: number | null | undefined;
  ne?: number | null | undefined;
  nei?: number | null | undefined;
  not?: IntFilterInput | null | undefined;
  notContains?: number | null | undefined;
  notContainsi?: number | null | undefined;
  notIn?: Array<number | null | undefined> | null | undefined;
  notNull?: boolean | null | undefined;
  null?: boolean | null | undefined;
  or?: Array<number | null | undefined> | null | undefined;
  startsWith?: number | null | undefined;
};

export type JsonFilterInput = {
  and?: Array<unknown> | null | undefined;
  between?: Array<unknown> | null | undefined;
  contains?: unknown;
  containsi?: unknown;
  endsWith?: unknown;
  eq?: unknown;
  eqi?: unknown;
  gt?: unknown;
  gte?: unknown;
  in?: Array<unknown> | null | undefined;
  lt?: unknown;
  lte?: unknown;
  ne?: unknown;
  nei?: unknown;
  not?: JsonFilterInput | null | undefined;
  notContains?: unknown;
  notContainsi?: unknown;
  notIn?: Array<unknown> | null | undefined;
  notNull?: boolean | null | undefined;
  null?: boolean | null | undefined;
  or?: Array<unknown> | null | undefined;
  startsWith?: unknown;
};

export type ListingHistoryField =
  | 'listingStatus'
  | 'price';

export type ListingSearchInput = {
  area?: string | null | undefined;
  goal: number;
  maxBedrooms?: number | null | undefined;
  maxPrice?: number | null | undefined;
  minBathrooms?: number | null | undefined;
  minBedrooms?: number | null | undefined;
  minGarages?: number | null | undefined;
  minParkings?: number | null | undefined;
  minPrice?: number | null | undefined;
  place?: string | null | undefined;
  region?: Enum_Property_Region | null | undefined;
  sort?: ListingSearchSort | null | undefined;
  typeIds?: Array<number> | null | undefined;
};

export type ListingSearchSort =
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

export type NewsletterSignupInput = {
  anonymisedAt?: string | null | undefined;
  confirmedAt?: string | null | undefined;
  consent?: boolean | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Newslettersignup_Language | null | undefined;
  leadStatus?: Enum_Newslettersignup_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Newslettersignup_Mailstatus | null | undefined;
  publishedAt?: string | null | undefined;
  sourcePage?: string | null | undefined;
  unsubscribeToken?: string | null | undefined;
  unsubscribedAt?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
};

export type PaginationArg = {
  limit?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  start?: number | null | undefined;
};

export type ProjectFiltersInput = {
  agent?: AgentFiltersInput | null | undefined;
  and?: Array<ProjectFiltersInput | null | undefined> | null | undefined;
  boxNumber?: StringFilterInput | null | undefined;
  city?: StringFilterInput | null | undefined;
  citySlug?: StringFilterInput | null | undefined;
  countryId?: IntFilterInput | null | undefined;
  countryName?: StringFilterInput | null | undefined;
  createdAt?: DateTimeFilterInput | null | undefined;
  delivery?: StringFilterInput | null | undefined;
  deliveryDate?: DateFilterInput | null | undefined;
  description?: StringFilterInput | null | undefined;
  documentId?: IdFilterInput | null | undefined;
  externalUrl?: StringFilterInput | null | undefined;
  houseNumber?: StringFilterInput | null | undefined;
  latitude?: FloatFilterInput | null | undefined;
  locale?: StringFilterInput | null | undefined;
  localizations?: ProjectFiltersInput | null | undefined;
  longitude?: FloatFilterInput | null | undefined;
  not?: ProjectFiltersInput | null | undefined;
  or?: Array<ProjectFiltersInput | null | undefined> | null | undefined;
  priceFrom?: IntFilterInput | null | undefined;
  priceTo?: IntFilterInput | null | undefined;
  projectStatus?: StringFilterInput | null | undefined;
  properties?: PropertyFiltersInput | null | undefined;
  publicAddress?: BooleanFilterInput | null | undefined;
  publishedAt?: DateTimeFilterInput | null | undefined;
  reference?: StringFilterInput | null | undefined;
  region?: StringFilterInput | null | undefined;
  seo?: ComponentSharedSeoFiltersInput | null | undefined;
  situation?: StringFilterInput | null | undefined;
  slug?: StringFilterInput | null | undefined;
  street?: StringFilterInput | null | undefined;
  summary?: StringFilterInput | null | undefined;
  technical?: StringFilterInput | null | undefined;
  title?: StringFilterInput | null | undefined;
  types?: StringFilterInput | null | undefined;
  units?: ComponentProjectUnitFiltersInput | null | undefined;
  updatedAt?: DateTimeFilterInput | null | undefined;
  zip?: StringFilterInput | null | undefined;
};

export type PropertyFiltersInput = {
  agent?: AgentFiltersInput | null | undefined;
  and?: Array<PropertyFiltersInput | null | undefined> | null | undefined;
  asbestos?: ComponentPropertyAsbestosFiltersInput | null | undefined;
  availabilityText?: StringFilterInput | null | undefined;
  availableFrom?: DateFilterInput | null | undefined;
  bathrooms?: IntFilterInput | null | undefined;
  bedrooms?: IntFilterInput | null | undefined;
  boxNumber?: StringFilterInput | null | undefined;
  certificates?: ComponentPropertyCertificatesFiltersInput | null | undefined;
  city?: StringFilterInput | null | undefined;
  citySlug?: StringFilterInput | null | undefined;
  constructionYear?: IntFilterInput | null | undefined;
  costs?: ComponentPropertyCostsFiltersInput | null | undefined;
  countryId?: IntFilterInput | null | undefined;
  countryName?: StringFilterInput | null | undefined;
  createdAt?: DateTimeFilterInput | null | undefined;
  description?: StringFilterInput | null | undefined;
  documentId?: IdFilterInput | null | undefined;
  energy?: ComponentPropertyEnergyFiltersInput | null | undefined;
  energyLabel?: StringFilterInput | null | undefined;
  energyValue?: IntFilterInput | null | undefined;
  externalParkings?: IntFilterInput | null | undefined;
  facades?: IntFilterInput | null | undefined;
  featured?: BooleanFilterInput | null | undefined;
  flags?: ComponentPropertyFlagsFiltersInput | null | undefined;
  flood?: ComponentPropertyFloodFiltersInput | null | undefined;
  floors?: IntFilterInput | null | undefined;
  frontWidth?: FloatFilterInput | null | undefined;
  garages?: IntFilterInput | null | undefined;
  goal?: IntFilterInput | null | undefined;
  heatingName?: StringFilterInput | null | undefined;
  houseNumber?: StringFilterInput | null | undefined;
  installations?: ComponentPropertyInstallationsFiltersInput | null | undefined;
  latitude?: FloatFilterInput | null | undefined;
  listingStatus?: StringFilterInput | null | undefined;
  livingArea?: IntFilterInput | null | undefined;
  locale?: StringFilterInput | null | undefined;
  localizations?: PropertyFiltersInput | null | undefined;
  longitude?: FloatFilterInput | null | undefined;
  marquee?: StringFilterInput | null | undefined;
  marqueeName?: StringFilterInput | null | undefined;
  mobilityScore?: FloatFilterInput | null | undefined;
  neighbourhoods?: ComponentPropertyPlaceNameFiltersInput | null | undefined;
  not?: PropertyFiltersInput | null | undefined;
  or?: Array<PropertyFiltersInput | null | undefined> | null | undefined;
  parkings?: IntFilterInput | null | undefined;
  planning?: ComponentPropertyPlanningFiltersInput | null | undefined;
  planningInformation?: StringFilterInput | null | undefined;
  plotArea?: IntFilterInput | null | undefined;
  plotWidth?: FloatFilterInput | null | undefined;
  pointsOfInterest?: ComponentPropertyPointOfInterestFiltersInput | null | undefined;
  price?: IntFilterInput | null | undefined;
  priceLoweredAt?: DateTimeFilterInput | null | undefined;
  priceUnit?: IntFilterInput | null | undefined;
  priceUnitText?: StringFilterInput | null | undefined;
  project?: ProjectFiltersInput | null | undefined;
  propertyType?: PropertyTypeFiltersInput | null | undefined;
  publishAddress?: BooleanFilterInput | null | undefined;
  publishPrice?: BooleanFilterInput | null | undefined;
  publishedAt?: DateTimeFilterInput | null | undefined;
  reference?: StringFilterInput | null | undefined;
  region?: StringFilterInput | null | undefined;
  renovationYear?: IntFilterInput | null | undefined;
  rentalMaximumPersons?: IntFilterInput | null | undefined;
  rentalMinimumIncome?: IntFilterInput | null | undefined;
  seo?: ComponentSharedSeoFiltersInput | null | undefined;
  showerRooms?: IntFilterInput | null | undefined;
  slug?: StringFilterInput | null | undefined;
  street?: StringFilterInput | null | undefined;
  subCities?: ComponentPropertyPlaceNameFiltersInput | null | undefined;
  summary?: StringFilterInput | null | undefined;
  surfaces?: ComponentPropertySurfacesFiltersInput | null | undefined;
  title?: StringFilterInput | null | undefined;
  toilets?: IntFilterInput | null | undefined;
  updatedAt?: DateTimeFilterInput | null | undefined;
  videos?: ComponentMediaVideoLinkFiltersInput | null | undefined;
  virtualTourUrl?: StringFilterInput | null | undefined;
  zip?: StringFilterInput | null | undefined;
};

export type PropertyTypeFiltersInput = {
  and?: Array<PropertyTypeFiltersInput | null | undefined> | null | undefined;
  classificationId?: IntFilterInput | null | undefined;
  createdAt?: DateTimeFilterInput | null | undefined;
  documentId?: IdFilterInput | null | undefined;
  locale?: StringFilterInput | null | undefined;
  localizations?: PropertyTypeFiltersInput | null | undefined;
  name?: StringFilterInput | null | undefined;
  not?: PropertyTypeFiltersInput | null | undefined;
  or?: Array<PropertyTypeFiltersInput | null | undefined> | null | undefined;
  parentId?: IntFilterInput | null | undefined;
  publishedAt?: DateTimeFilterInput | null | undefined;
  slug?: StringFilterInput | null | undefined;
  updatedAt?: DateTimeFilterInput | null | undefined;
  webId?: IntFilterInput | null | undefined;
};

export type PurchaseOfferInput = {
  amount?: number | null | undefined;
  anonymisedAt?: string | null | undefined;
  belowFloor?: boolean | null | undefined;
  city?: string | null | undefined;
  conditions?: string | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  deposit?: number | null | undefined;
  depositAccepted?: boolean | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  houseNumber?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Purchaseoffer_Language | null | undefined;
  lastName?: string | null | undefined;
  leadStatus?: Enum_Purchaseoffer_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Purchaseoffer_Mailstatus | null | undefined;
  phone?: string | null | undefined;
  property?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  sourcePage?: string | null | undefined;
  street?: string | null | undefined;
  title?: Enum_Purchaseoffer_Title | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
  validUntil?: string | null | undefined;
  zip?: string | null | undefined;
};

export type SendToFriendInput = {
  anonymisedAt?: string | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  friendEmail?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Sendtofriend_Language | null | undefined;
  leadStatus?: Enum_Sendtofriend_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Sendtofriend_Mailstatus | null | undefined;
  property?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  remark?: string | null | undefined;
  sourcePage?: string | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
};

export type StringFilterInput = {
  and?: Array<string | null | undefined> | null | undefined;
  between?: Array<string | null | undefined> | null | undefined;
  contains?: string | null | undefined;
  containsi?: string | null | undefined;
  endsWith?: string | null | undefined;
  eq?: string | null | undefined;
  eqi?: string | null | undefined;
  gt?: string | null | undefined;
  gte?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
  lt?: string | null | undefined;
  lte?: string | null | undefined;
  ne?: string | null | undefined;
  nei?: string | null | undefined;
  not?: StringFilterInput | null | undefined;
  notContains?: string | null | undefined;
  notContainsi?: string | null | undefined;
  notIn?: Array<string | null | undefined> | null | undefined;
  notNull?: boolean | null | undefined;
  null?: boolean | null | undefined;
  or?: Array<string | null | undefined> | null | undefined;
  startsWith?: string | null | undefined;
};

export type TestimonialInput = {
  comment?: string | null | undefined;
  consent?: boolean | null | undefined;
  date?: string | null | undefined;
  image?: string | number | null | undefined;
  language?: Enum_Testimonial_Language | null | undefined;
  locale?: string | null | undefined;
  name?: string | null | undefined;
  poster?: string | null | undefined;
  publishedAt?: string | null | undefined;
  rating?: number | null | undefined;
  website?: string | null | undefined;
};

export type ValuationRequestInput = {
  anonymisedAt?: string | null | undefined;
  askingPriceMax?: number | null | undefined;
  askingPriceMin?: number | null | undefined;
  bedrooms?: number | null | undefined;
  city?: string | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  contactTimeSlots?: unknown;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  homeType?: number | null | undefined;
  houseNumber?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Valuationrequest_Language | null | undefined;
  lastName?: string | null | undefined;
  leadStatus?: Enum_Valuationrequest_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Valuationrequest_Mailstatus | null | undefined;
  phone?: string | null | undefined;
  propertyType?: string | null | undefined;
  publishedAt?: string | null | undefined;
  remark?: string | null | undefined;
  sourcePage?: string | null | undefined;
  street?: string | null | undefined;
  title?: Enum_Valuationrequest_Title | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
  zip?: string | null | undefined;
};

export type VisitRequestInput = {
  anonymisedAt?: string | null | undefined;
  consentPurposes?: unknown;
  consentVersion?: string | null | undefined;
  contactTimeSlots?: unknown;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  internalNote?: string | null | undefined;
  language?: Enum_Visitrequest_Language | null | undefined;
  lastName?: string | null | undefined;
  leadStatus?: Enum_Visitrequest_Leadstatus | null | undefined;
  locale?: string | null | undefined;
  mailAttempts?: number | null | undefined;
  mailError?: string | null | undefined;
  mailStatus?: Enum_Visitrequest_Mailstatus | null | undefined;
  phone?: string | null | undefined;
  preferredDate?: string | null | undefined;
  property?: string | number | null | undefined;
  publishedAt?: string | null | undefined;
  remark?: string | null | undefined;
  sourcePage?: string | null | undefined;
  title?: Enum_Visitrequest_Title | null | undefined;
  utmCampaign?: string | null | undefined;
  utmContent?: string | null | undefined;
  utmMedium?: string | null | undefined;
  utmSource?: string | null | undefined;
  utmTerm?: string | null | undefined;
};

export type ListingVisitSlotsQueryVariables = Exact<{
  property: string | number;
  after: string;
  limit: number;
}>;


export type ListingVisitSlotsQuery = { visitSlots: Array<{ documentId: string, startsAt: string, endsAt: string, kind: Enum_Visitslot_Kind, capacity: number, booked: number | null, slotStatus: Enum_Visitslot_Slotstatus, maximumPersons: number | null, minimumIncome: number | null } | null> };

export type PageSeoFragment = { metaTitle: string | null, metaDescription: string | null, shareImage: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null };

export type ContentPageQueryVariables = Exact<{
  key: string;
  locale?: string | null | undefined;
}>;


export type ContentPageQuery = { pages: Array<{ key: string, title: string, intro: string | null, body: string | null, image: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null, sections: Array<{ heading: string | null, body: string | null } | null> | null, seo: { metaTitle: string | null, metaDescription: string | null, shareImage: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null } | null } | null> };

export type ArticleCardFragment = { key: string, category: Enum_Article_Category, subcategory: string | null, order: number | null, title: string, slug: string, summary: string | null, image: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null };

export type ArticlesQueryVariables = Exact<{
  filters?: ArticleFiltersInput | null | undefined;
  locale?: string | null | undefined;
}>;


export type ArticlesQuery = { articles: Array<{ body: string | null, key: string, category: Enum_Article_Category, subcategory: string | null, order: number | null, title: string, slug: string, summary: string | null, seo: { metaTitle: string | null, metaDescription: string | null, shareImage: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null } | null, image: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null } | null> };

export type ArticleSlugsQueryVariables = Exact<{
  key: string;
}>;


export type ArticleSlugsQuery = { en: Array<{ slug: string } | null>, nl: Array<{ slug: string } | null>, fr: Array<{ slug: string } | null>, de: Array<{ slug: string } | null> };

export type RetentionSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionSettingsQuery = { siteSetting: { retentionRequestsDays: number | null, retentionFriendMailsDays: number | null, retentionAppointmentsDays: number | null, retentionOffersDays: number | null, retentionSubscriptionsGraceDays: number | null } | null };

export type AgentsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type AgentsQuery = { agents: Array<{ documentId: string, bio: string | null, bivNumber: string | null, languagesSpoken: unknown, firstName: string, lastName: string, jobTitle: string | null, phone: string | null, mobile: string | null, email: string | null, photo: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null } | null> };

export type DemandRegionsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type DemandRegionsQuery = { regions: Array<{ classificationId: number, parentId: number | null, name: string, kind: Enum_Region_Kind, slug: string | null } | null> };

export type ConfirmSearchAlertMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmSearchAlertMutation = { confirmSearchAlert: { ok: boolean, outcome: string } };

export type FavouriteListingsQueryVariables = Exact<{
  locale?: string | null | undefined;
  ids?: Array<string | number | null | undefined> | string | number | null | undefined;
}>;


export type FavouriteListingsQuery = { properties: Array<{ documentId: string, reference: string, goal: number, listingStatus: Enum_Property_Listingstatus, price: number | null, publishPrice: boolean | null, priceUnit: number | null, priceUnitText: string | null, marquee: Enum_Property_Marquee | null, marqueeName: string | null, priceLoweredAt: string | null, title: string, city: string | null, citySlug: string | null, zip: string | null, bedrooms: number | null, livingArea: number | null, propertyType: { classificationId: number, name: string, slug: string | null, webId: number | null } | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null> } | null> };

export type CreateVisitRequestMutationVariables = Exact<{
  data: VisitRequestInput;
}>;


export type CreateVisitRequestMutation = { createVisitRequest: { documentId: string } | null };

export type CreateInfoRequestMutationVariables = Exact<{
  data: InfoRequestInput;
}>;


export type CreateInfoRequestMutation = { createInfoRequest: { documentId: string } | null };

export type CreateDocumentRequestMutationVariables = Exact<{
  data: DocumentRequestInput;
}>;


export type CreateDocumentRequestMutation = { createDocumentRequest: { documentId: string } | null };

export type CreateValuationRequestMutationVariables = Exact<{
  data: ValuationRequestInput;
}>;


export type CreateValuationRequestMutation = { createValuationRequest: { documentId: string } | null };

export type CreateContactMessageMutationVariables = Exact<{
  data: ContactMessageInput;
}>;


export type CreateContactMessageMutation = { createContactMessage: { documentId: string } | null };

export type CreateSendToFriendMutationVariables = Exact<{
  data: SendToFriendInput;
}>;


export type CreateSendToFriendMutation = { createSendToFriend: { documentId: string } | null };

export type CreateTestimonialMutationVariables = Exact<{
  data: TestimonialInput;
}>;


export type CreateTestimonialMutation = { createTestimonial: { documentId: string } | null };

export type CreateNewsletterSignupMutationVariables = Exact<{
  data: NewsletterSignupInput;
}>;


export type CreateNewsletterSignupMutation = { createNewsletterSignup: { documentId: string } | null };

export type CreateAppointmentMutationVariables = Exact<{
  data: AppointmentInput;
}>;


export type CreateAppointmentMutation = { createAppointment: { documentId: string } | null };

export type CreateDemandRegisterMutationVariables = Exact<{
  data: DemandRegisterInput;
}>;


export type CreateDemandRegisterMutation = { createDemandRegister: { documentId: string } | null };

export type CreatePurchaseOfferMutationVariables = Exact<{
  data: PurchaseOfferInput;
}>;


export type CreatePurchaseOfferMutation = { createPurchaseOffer: { documentId: string } | null };

export type ListingCardFragment = { documentId: string, reference: string, goal: number, listingStatus: Enum_Property_Listingstatus, price: number | null, publishPrice: boolean | null, priceUnit: number | null, priceUnitText: string | null, marquee: Enum_Property_Marquee | null, marqueeName: string | null, priceLoweredAt: string | null, title: string, city: string | null, citySlug: string | null, zip: string | null, bedrooms: number | null, livingArea: number | null, propertyType: { classificationId: number, name: string, slug: string | null, webId: number | null } | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null> };

export type PlacePointsQueryVariables = Exact<{
  locale?: string | null | undefined;
  filters?: PropertyFiltersInput | null | undefined;
}>;


export type PlacePointsQuery = { properties: Array<{ latitude: number | null, longitude: number | null } | null> };

export type ListingSearchCardFragment = { documentId: string, reference: string, goal: number, listingStatus: Enum_Property_Listingstatus, price: number | null, publishPrice: boolean | null, priceUnit: number | null, priceUnitText: string | null, marquee: Enum_Property_Marquee | null, marqueeName: string | null, priceLoweredAt: string | null, title: string, city: string | null, citySlug: string | null, zip: string | null, bedrooms: number | null, livingArea: number | null, propertyType: { classificationId: number, name: string, slug: string | null, webId: number | null }, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown }> };

export type ListingSearchQueryVariables = Exact<{
  locale: string;
  search: ListingSearchInput;
  page: number;
  pageSize: number;
}>;


export type ListingSearchQuery = { listingSearch: { nodes: Array<{ documentId: string, reference: string, goal: number, listingStatus: Enum_Property_Listingstatus, price: number | null, publishPrice: boolean | null, priceUnit: number | null, priceUnitText: string | null, marquee: Enum_Property_Marquee | null, marqueeName: string | null, priceLoweredAt: string | null, title: string, city: string | null, citySlug: string | null, zip: string | null, bedrooms: number | null, livingArea: number | null, propertyType: { classificationId: number, name: string, slug: string | null, webId: number | null }, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown }> }>, pageInfo: { total: number, page: number, pageSize: number, pageCount: number } } };

export type ListingHighlightsQueryVariables = Exact<{
  locale?: string | null | undefined;
  filters?: PropertyFiltersInput | null | undefined;
  sort?: Array<string | null | undefined> | string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ListingHighlightsQuery = { properties: Array<{ documentId: string, reference: string, goal: number, listingStatus: Enum_Property_Listingstatus, price: number | null, publishPrice: boolean | null, priceUnit: number | null, priceUnitText: string | null, marquee: Enum_Property_Marquee | null, marqueeName: string | null, priceLoweredAt: string | null, title: string, city: string | null, citySlug: string | null, zip: string | null, bedrooms: number | null, livingArea: number | null, propertyType: { classificationId: number, name: string, slug: string | null, webId: number | null } | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null> } | null> };

export type PropertyTypesQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type PropertyTypesQuery = { propertyTypes: Array<{ classificationId: number, parentId: number | null, name: string, webId: number | null } | null> };

export type PropertyTypesInUseQueryVariables = Exact<{
  locale: string;
  goal: number;
  statuses: Array<string> | string;
}>;


export type PropertyTypesInUseQuery = { propertyTypesInUse: Array<number> };

export type ListingMapQueryVariables = Exact<{
  locale?: string | null | undefined;
  filters?: PropertyFiltersInput | null | undefined;
  page: number;
  pageSize: number;
  area?: string | null | undefined;
}>;


export type ListingMapQuery = { properties_connection: { nodes: Array<{ reference: string, goal: number, listingStatus: Enum_Property_Listingstatus, title: string, city: string | null, citySlug: string | null, zip: string | null, price: number | null, publishPrice: boolean | null, priceUnit: number | null, priceUnitText: string | null, marquee: Enum_Property_Marquee | null, marqueeName: string | null, priceLoweredAt: string | null, publishAddress: boolean | null, latitude: number | null, longitude: number | null, propertyType: { name: string, slug: string | null } | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null> }>, pageInfo: { pageCount: number } } | null };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterMutation = { confirmNewsletter: { ok: boolean, outcome: string } };

export type UnsubscribeMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeMutation = { unsubscribe: { ok: boolean, outcome: string } };

export type OfferTermsQueryVariables = Exact<{
  documentId: string | number;
  locale?: string | null | undefined;
}>;


export type OfferTermsQuery = { property: { documentId: string, goal: number, listingStatus: Enum_Property_Listingstatus, price: number | null, publishPrice: boolean | null } | null, siteSetting: { agency: { legalName: string, street: string | null, houseNumber: string | null, zip: string | null, city: string | null, vatNumber: string | null, bivNumber: string | null, bivStatus: string | null, thirdPartyAccount: string | null, thirdPartyAccountHolder: string | null } | null } | null };

export type PreviewPropertyQueryVariables = Exact<{
  documentId: string | number;
  locale?: string | null | undefined;
}>;


export type PreviewPropertyQuery = { document: { goal: number, reference: string, city: string | null, citySlug: string | null, propertyType: { slug: string | null } | null } | null };

export type PreviewProjectQueryVariables = Exact<{
  documentId: string | number;
  locale?: string | null | undefined;
}>;


export type PreviewProjectQuery = { document: { slug: string } | null };

export type PreviewArticleQueryVariables = Exact<{
  documentId: string | number;
  locale?: string | null | undefined;
}>;


export type PreviewArticleQuery = { document: { key: string, category: Enum_Article_Category, slug: string } | null };

export type PreviewPageQueryVariables = Exact<{
  documentId: string | number;
  locale?: string | null | undefined;
}>;


export type PreviewPageQuery = { document: { key: string } | null };

export type ProjectListQueryVariables = Exact<{
  locale?: string | null | undefined;
  filters?: ProjectFiltersInput | null | undefined;
  pagination?: PaginationArg | null | undefined;
  sort?: Array<string | null | undefined> | string | null | undefined;
}>;


export type ProjectListQuery = { projects_connection: { nodes: Array<{ slug: string, title: string, city: string | null, summary: string | null, projectStatus: Enum_Project_Projectstatus, priceFrom: number | null, delivery: string | null, deliveryDate: string | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null>, units: Array<{ unitStatus: Enum_Componentprojectunit_Unitstatus } | null> | null }>, pageInfo: { total: number } } | null };

export type ProjectMapQueryVariables = Exact<{
  locale?: string | null | undefined;
  filters?: ProjectFiltersInput | null | undefined;
  page: number;
  pageSize: number;
}>;


export type ProjectMapQuery = { projects_connection: { nodes: Array<{ reference: string, slug: string, title: string, city: string | null, zip: string | null, priceFrom: number | null, projectStatus: Enum_Project_Projectstatus, publicAddress: boolean | null, latitude: number | null, longitude: number | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null> }>, pageInfo: { pageCount: number } } | null };

export type ProjectCardFragment = { slug: string, title: string, city: string | null, summary: string | null, projectStatus: Enum_Project_Projectstatus, priceFrom: number | null, delivery: string | null, deliveryDate: string | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null>, units: Array<{ unitStatus: Enum_Componentprojectunit_Unitstatus } | null> | null };

export type ProjectPageQueryVariables = Exact<{
  slug: string;
  locale?: string | null | undefined;
}>;


export type ProjectPageQuery = { projects: Array<{ documentId: string, reference: string, priceTo: number | null, publicAddress: boolean | null, street: string | null, houseNumber: string | null, boxNumber: string | null, zip: string | null, countryName: string | null, description: string | null, technical: string | null, situation: string | null, types: string | null, externalUrl: string | null, slug: string, title: string, city: string | null, summary: string | null, projectStatus: Enum_Project_Projectstatus, priceFrom: number | null, delivery: string | null, deliveryDate: string | null, gallery: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null>, priceList: { url: string, name: string, ext: string | null } | null, documents: Array<{ url: string, name: string, ext: string | null } | null>, units: Array<{ reference: string | null, name: string | null, floor: number | null, bedrooms: number | null, livingArea: number | null, unitStatus: Enum_Componentprojectunit_Unitstatus, price: number | null, priceOnRequest: boolean | null } | null> | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null> } | null> };

export type ProjectTextsQueryVariables = Exact<{
  reference: string;
  locale?: string | null | undefined;
}>;


export type ProjectTextsQuery = { projects: Array<{ summary: string | null, delivery: string | null, description: string | null, technical: string | null, situation: string | null, types: string | null } | null> };

export type ProjectAlternatesQueryVariables = Exact<{
  reference: string;
}>;


export type ProjectAlternatesQuery = { en: Array<{ slug: string } | null>, nl: Array<{ slug: string } | null>, fr: Array<{ slug: string } | null>, de: Array<{ slug: string } | null> };

export type CrmListingPathQueryVariables = Exact<{
  source: string;
  crmId: string;
  locale: string;
}>;


export type CrmListingPathQuery = { crmListingPath: string | null };

export type PropertyAttributesFragment = { showerRooms: number | null, externalParkings: number | null, frontWidth: number | null, plotWidth: number | null, mobilityScore: number | null, availabilityText: string | null, heatingName: string | null, planningInformation: string | null, virtualTourUrl: string | null, neighbourhoods: Array<{ name: string } | null> | null, subCities: Array<{ name: string } | null> | null, surfaces: { total: number | null, ground: number | null, living: number | null, terrace: number | null, garden: number | null, office: number | null, store: number | null, constructed: number | null } | null, energy: { epcTotal: number | null, eLevel: number | null, co2Emission: number | null, expiryDate: string | null, certificateNumber: string | null, insulationClass: string | null } | null, installations: { heatingType: Enum_Componentpropertyinstallations_Heatingtype | null, kitchen: Enum_Componentpropertyinstallations_Kitchen | null, glazing: Enum_Componentpropertyinstallations_Glazing | null, windowFrame: Enum_Componentpropertyinstallations_Windowframe | null, roofMaterial: Enum_Componentpropertyinstallations_Roofmaterial | null, roofCondition: Enum_Componentpropertyinstallations_Roofcondition | null, floorCovering: Enum_Componentpropertyinstallations_Floorcovering | null } | null, flags: { gas: boolean | null, water: boolean | null, lift: boolean | null, cellar: boolean | null, terrace: boolean | null, garden: boolean | null, garage: boolean | null, attic: boolean | null, furnished: boolean | null } | null, planning: { buildingPermit: boolean | null, allotmentPermit: boolean | null, summons: boolean | null, preemptionRight: boolean | null, judicialDecision: boolean | null, destination: Enum_Componentpropertyplanning_Destination | null } | null, flood: { floodZone: Enum_Componentpropertyflood_Floodzone | null, riparianZone: boolean | null, floodRisk: Enum_Componentpropertyflood_Floodrisk | null, gScore: Enum_Componentpropertyflood_Gscore | null, pScore: Enum_Componentpropertyflood_Pscore | null } | null, asbestos: { certificateAvailable: boolean | null, asbestosType: Enum_Componentpropertyasbestos_Asbestostype | null, certificateDate: string | null, certificateNumber: string | null } | null, certificates: { electricityCompliant: boolean | null, electricityInspectionDate: string | null, gasCompliant: boolean | null, gasInspectionDate: string | null, soilCertificate: boolean | null, soilCertificateNumber: string | null } | null, costs: { chargesOwner: number | null, chargesRenter: number | null, notaryFeeInclVat: number | null, notaryFeeExclVat: number | null, registeredRight: number | null, vatValue: number | null, vatRegime: boolean | null, constructionCost: number | null, totalCost: number | null, depositAmount: number | null, agencyCost: number | null, inventoryCost: number | null } | null, pointsOfInterest: Array<{ kind: Enum_Componentpropertypointofinterest_Kind, name: string | null, distanceMeters: number | null } | null> | null, videos: Array<{ url: string } | null> | null };

export type PropertyPageQueryVariables = Exact<{
  reference: string;
  locale?: string | null | undefined;
  withFallbackTexts?: boolean | null | undefined;
}>;


export type PropertyPageQuery = { properties: Array<{ documentId: string, reference: string, goal: number, listingStatus: Enum_Property_Listingstatus, price: number | null, publishPrice: boolean | null, priceUnit: number | null, priceUnitText: string | null, marquee: Enum_Property_Marquee | null, marqueeName: string | null, priceLoweredAt: string | null, title: string, summary: string | null, description: string | null, publishAddress: boolean | null, street: string | null, houseNumber: string | null, boxNumber: string | null, zip: string | null, city: string | null, citySlug: string | null, countryId: number | null, countryName: string | null, region: Enum_Property_Region | null, latitude: number | null, longitude: number | null, bedrooms: number | null, bathrooms: number | null, toilets: number | null, garages: number | null, parkings: number | null, facades: number | null, floors: number | null, livingArea: number | null, plotArea: number | null, constructionYear: number | null, renovationYear: number | null, availableFrom: string | null, energyValue: number | null, energyLabel: string | null, showerRooms: number | null, externalParkings: number | null, frontWidth: number | null, plotWidth: number | null, mobilityScore: number | null, availabilityText: string | null, heatingName: string | null, planningInformation: string | null, virtualTourUrl: string | null, history: Array<{ date: string, field: ListingHistoryField, from: string | null, to: string | null }>, propertyType: { classificationId: number, name: string, slug: string | null, webId: number | null } | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null>, agent: { firstName: string, lastName: string, jobTitle: string | null, phone: string | null, mobile: string | null, email: string | null, photo: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null } | null, neighbourhoods: Array<{ name: string } | null> | null, subCities: Array<{ name: string } | null> | null, surfaces: { total: number | null, ground: number | null, living: number | null, terrace: number | null, garden: number | null, office: number | null, store: number | null, constructed: number | null } | null, energy: { epcTotal: number | null, eLevel: number | null, co2Emission: number | null, expiryDate: string | null, certificateNumber: string | null, insulationClass: string | null } | null, installations: { heatingType: Enum_Componentpropertyinstallations_Heatingtype | null, kitchen: Enum_Componentpropertyinstallations_Kitchen | null, glazing: Enum_Componentpropertyinstallations_Glazing | null, windowFrame: Enum_Componentpropertyinstallations_Windowframe | null, roofMaterial: Enum_Componentpropertyinstallations_Roofmaterial | null, roofCondition: Enum_Componentpropertyinstallations_Roofcondition | null, floorCovering: Enum_Componentpropertyinstallations_Floorcovering | null } | null, flags: { gas: boolean | null, water: boolean | null, lift: boolean | null, cellar: boolean | null, terrace: boolean | null, garden: boolean | null, garage: boolean | null, attic: boolean | null, furnished: boolean | null } | null, planning: { buildingPermit: boolean | null, allotmentPermit: boolean | null, summons: boolean | null, preemptionRight: boolean | null, judicialDecision: boolean | null, destination: Enum_Componentpropertyplanning_Destination | null } | null, flood: { floodZone: Enum_Componentpropertyflood_Floodzone | null, riparianZone: boolean | null, floodRisk: Enum_Componentpropertyflood_Floodrisk | null, gScore: Enum_Componentpropertyflood_Gscore | null, pScore: Enum_Componentpropertyflood_Pscore | null } | null, asbestos: { certificateAvailable: boolean | null, asbestosType: Enum_Componentpropertyasbestos_Asbestostype | null, certificateDate: string | null, certificateNumber: string | null } | null, certificates: { electricityCompliant: boolean | null, electricityInspectionDate: string | null, gasCompliant: boolean | null, gasInspectionDate: string | null, soilCertificate: boolean | null, soilCertificateNumber: string | null } | null, costs: { chargesOwner: number | null, chargesRenter: number | null, notaryFeeInclVat: number | null, notaryFeeExclVat: number | null, registeredRight: number | null, vatValue: number | null, vatRegime: boolean | null, constructionCost: number | null, totalCost: number | null, depositAmount: number | null, agencyCost: number | null, inventoryCost: number | null } | null, pointsOfInterest: Array<{ kind: Enum_Componentpropertypointofinterest_Kind, name: string | null, distanceMeters: number | null } | null> | null, videos: Array<{ url: string } | null> | null } | null>, en: Array<{ goal: number, reference: string, city: string | null, citySlug: string | null, propertyType: { slug: string | null } | null } & { title?: string, summary?: string | null, description?: string | null } | null>, nl: Array<{ goal: number, reference: string, city: string | null, citySlug: string | null, propertyType: { slug: string | null } | null } | null>, fr: Array<{ goal: number, reference: string, city: string | null, citySlug: string | null, propertyType: { slug: string | null } | null } | null>, de: Array<{ goal: number, reference: string, city: string | null, citySlug: string | null, propertyType: { slug: string | null } | null } | null> };

export type PropertyPathFragment = { goal: number, reference: string, city: string | null, citySlug: string | null, propertyType: { slug: string | null } | null };

export type SimilarHintsQueryVariables = Exact<{
  locale: string;
  reference: string;
  typeSlug: string;
  citySlug: string;
}>;


export type SimilarHintsQuery = { goneListing: { goal: number, listingStatus: string, title: string | null, city: string | null, classificationId: number | null } | null, propertyTypes: Array<{ classificationId: number } | null>, properties: Array<{ city: string | null } | null> };

export type ListingPurchaseFactsQueryVariables = Exact<{
  documentId: string | number;
  locale?: string | null | undefined;
}>;


export type ListingPurchaseFactsQuery = { property: { goal: number, price: number | null, publishPrice: boolean | null, priceUnit: number | null, region: Enum_Property_Region | null, zip: string | null, countryId: number | null, energyLabel: string | null, energyValue: number | null, livingArea: number | null, costs: { vatRegime: boolean | null, vatValue: number | null } | null } | null };

export type RenovationCostsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type RenovationCostsQuery = { siteSetting: { renovationCosts: Array<{ fromLabel: string, toLabel: string, costPerM2: number, note: string | null } | null> | null } | null };

export type RobotsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type RobotsQuery = { siteSetting: { robots: string | null } | null };

export type SitemapListingCountQueryVariables = Exact<{
  statuses?: Array<string | null | undefined> | string | null | undefined;
}>;


export type SitemapListingCountQuery = { properties_connection: { pageInfo: { total: number } } | null, newest: Array<{ updatedAt: string | null } | null> };

export type SitemapListingBoundsQueryVariables = Exact<{
  statuses?: Array<string | null | undefined> | string | null | undefined;
  sort: Array<string | null | undefined> | string;
  first: number;
  next: number;
}>;


export type SitemapListingBoundsQuery = { first: Array<{ reference: string } | null>, next: Array<{ reference: string } | null> };

export type SitemapListingRowsQueryVariables = Exact<{
  filters: PropertyFiltersInput;
  sort: Array<string | null | undefined> | string;
  limit: number;
}>;


export type SitemapListingRowsQuery = { properties: Array<{ reference: string, locale: string | null, updatedAt: string | null, goal: number, city: string | null, citySlug: string | null, propertyType: { slug: string | null } | null } | null> };

export type SitemapProjectsQueryVariables = Exact<{
  locale?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type SitemapProjectsQuery = { projects_connection: { nodes: Array<{ reference: string, slug: string, updatedAt: string | null }>, pageInfo: { pageCount: number } } | null };

export type SitemapContentQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type SitemapContentQuery = { pages: Array<{ key: string, updatedAt: string | null } | null>, articles: Array<{ key: string, category: Enum_Article_Category, slug: string, updatedAt: string | null } | null> };

export type SimilarListingsQueryVariables = Exact<{
  locale?: string | null | undefined;
  filters?: PropertyFiltersInput | null | undefined;
  limit?: number | null | undefined;
}>;


export type SimilarListingsQuery = { properties: Array<{ documentId: string, reference: string, goal: number, listingStatus: Enum_Property_Listingstatus, price: number | null, publishPrice: boolean | null, priceUnit: number | null, priceUnitText: string | null, marquee: Enum_Property_Marquee | null, marqueeName: string | null, priceLoweredAt: string | null, title: string, city: string | null, citySlug: string | null, zip: string | null, bedrooms: number | null, livingArea: number | null, propertyType: { classificationId: number, name: string, slug: string | null, webId: number | null } | null, photos: Array<{ url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null> } | null> };

export type TestimonialsQueryVariables = Exact<{
  pagination?: PaginationArg | null | undefined;
}>;


export type TestimonialsQuery = { testimonials_connection: { nodes: Array<{ documentId: string, name: string, comment: string, website: string | null, date: string | null, poster: string | null, rating: number | null, language: Enum_Testimonial_Language | null, image: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null }>, pageInfo: { total: number, page: number, pageSize: number, pageCount: number } } | null };

export type AgentContactFragment = { firstName: string, lastName: string, jobTitle: string | null, phone: string | null, mobile: string | null, email: string | null, photo: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null };

export type StrapiMediaFragment = { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown };

export type SiteDefaultLanguageQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteDefaultLanguageQuery = { siteSetting: { defaultLanguage: Enum_Sitesetting_Defaultlanguage } | null };

export type SiteSettingsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type SiteSettingsQuery = { siteSetting: { siteName: string, tagline: string | null, googleVerification: string | null, facebookVerification: string | null, nortonSafeWeb: string | null, consentMessage: string | null, trackingPixelUrl: string | null, image: { url: string, width: number | null, height: number | null, alternativeText: string | null, formats: unknown } | null, agency: { legalName: string, street: string | null, houseNumber: string | null, zip: string | null, city: string | null, countryName: string | null, phone: string | null, email: string | null, vatNumber: string | null, bivNumber: string | null, bivStatus: string | null, supervisoryAuthority: string | null, deontologyUrl: string | null, openingHours: string | null } | null } | null };

export type MapSettingsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type MapSettingsQuery = { siteSetting: { mapMarker: { url: string, width: number | null, height: number | null } | null, mapHiddenMarquees: Array<{ marquee: Enum_Componentsharedmapmarquee_Marquee } | null> | null } | null };
