import type { Schema, Struct } from '@strapi/strapi';

export interface MediaVideoLink extends Struct.ComponentSchema {
  collectionName: 'components_media_video_links';
  info: {
    description: "A video or virtual tour URL (YouTube, Vimeo, Facebook, Matterport or a video file); the site names it in the visitor's language.";
    displayName: 'Video link';
    icon: 'play';
  };
  attributes: {
    url: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
  };
}

export interface ProjectUnit extends Struct.ComponentSchema {
  collectionName: 'components_project_units';
  info: {
    description: 'One unit of a project: floor, size, status and price or price on request.';
    displayName: 'Unit';
    icon: 'house';
  };
  attributes: {
    bedrooms: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 0;
        },
        number
      >;
    floor: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 200;
          min: -5;
        },
        number
      >;
    livingArea: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    price: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    priceOnRequest: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    reference: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32;
      }>;
    terraceArea: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    unitStatus: Schema.Attribute.Enumeration<['available', 'option', 'sold']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'available'>;
  };
}

export interface PropertyAsbestos extends Struct.ComponentSchema {
  collectionName: 'components_property_asbestos';
  info: {
    description: 'Asbestos inventory certificate data.';
    displayName: 'Asbestos certificate';
    icon: 'shield';
  };
  attributes: {
    asbestosType: Schema.Attribute.Enumeration<['none', 'present', 'unknown']>;
    certificateAvailable: Schema.Attribute.Boolean;
    certificateDate: Schema.Attribute.Date;
    certificateNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 50;
      }>;
  };
}

export interface PropertyCertificates extends Struct.ComponentSchema {
  collectionName: 'components_property_certificates';
  info: {
    description: 'Electrical and gas inspections and the soil certificate.';
    displayName: 'Certificates';
    icon: 'file';
  };
  attributes: {
    electricityCompliant: Schema.Attribute.Boolean;
    electricityInspectionDate: Schema.Attribute.Date;
    gasCompliant: Schema.Attribute.Boolean;
    gasInspectionDate: Schema.Attribute.Date;
    soilCertificate: Schema.Attribute.Boolean;
    soilCertificateNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 50;
      }>;
  };
}

export interface PropertyCosts extends Struct.ComponentSchema {
  collectionName: 'components_property_costs';
  info: {
    description: 'Charges, fees, taxes and deposit in euros.';
    displayName: 'Costs';
    icon: 'priceTag';
  };
  attributes: {
    agencyCost: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    chargesOwner: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    chargesRenter: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    constructionCost: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    depositAmount: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    inventoryCost: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    notaryFeeExclVat: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    notaryFeeInclVat: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    registeredRight: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    totalCost: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    vatRegime: Schema.Attribute.Boolean;
    vatValue: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
  };
}

export interface PropertyEnergy extends Struct.ComponentSchema {
  collectionName: 'components_property_energies';
  info: {
    description: "EPC data of the listing; the label itself is the listing's energyLabel.";
    displayName: 'Energy certificate';
    icon: 'lightbulb';
  };
  attributes: {
    certificateNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 50;
      }>;
    co2Emission: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    eLevel: Schema.Attribute.Integer;
    epcTotal: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    expiryDate: Schema.Attribute.Date;
    insulationClass: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 8;
      }>;
  };
}

export interface PropertyFlags extends Struct.ComponentSchema {
  collectionName: 'components_property_flags';
  info: {
    description: 'Yes/no features; empty means not communicated. Permits, summons and pre-emption right are in the urban-planning group.';
    displayName: 'Features';
    icon: 'check';
  };
  attributes: {
    attic: Schema.Attribute.Boolean;
    cellar: Schema.Attribute.Boolean;
    furnished: Schema.Attribute.Boolean;
    garage: Schema.Attribute.Boolean;
    garden: Schema.Attribute.Boolean;
    gas: Schema.Attribute.Boolean;
    lift: Schema.Attribute.Boolean;
    terrace: Schema.Attribute.Boolean;
    water: Schema.Attribute.Boolean;
  };
}

export interface PropertyFlood extends Struct.ComponentSchema {
  collectionName: 'components_property_floods';
  info: {
    description: 'Flood zone, riparian zone, flood risk and the G- and P-scores.';
    displayName: 'Flood information';
    icon: 'cloud';
  };
  attributes: {
    floodRisk: Schema.Attribute.Enumeration<['none', 'low', 'medium', 'high']>;
    floodZone: Schema.Attribute.Enumeration<['none', 'possible', 'effective']>;
    gScore: Schema.Attribute.Enumeration<['A', 'B', 'C', 'D']>;
    pScore: Schema.Attribute.Enumeration<['A', 'B', 'C', 'D']>;
    riparianZone: Schema.Attribute.Boolean;
  };
}

export interface PropertyInstallations extends Struct.ComponentSchema {
  collectionName: 'components_property_installations';
  info: {
    description: 'Heating, kitchen, windows, roof and floors.';
    displayName: 'Installations';
    icon: 'cog';
  };
  attributes: {
    floorCovering: Schema.Attribute.Enumeration<
      ['tiles', 'parquet', 'laminate', 'carpet', 'vinyl', 'natural_stone', 'concrete', 'other']
    >;
    glazing: Schema.Attribute.Enumeration<['single', 'double', 'triple']>;
    heatingType: Schema.Attribute.Enumeration<['gas', 'fuel_oil', 'electric', 'heat_pump', 'district', 'wood', 'none']>;
    kitchen: Schema.Attribute.Enumeration<['none', 'kitchenette', 'equipped', 'fully_equipped', 'american']>;
    roofCondition: Schema.Attribute.Enumeration<['new', 'good', 'to_renovate']>;
    roofMaterial: Schema.Attribute.Enumeration<['tiles', 'slate', 'zinc', 'bitumen', 'epdm', 'thatch', 'other']>;
    windowFrame: Schema.Attribute.Enumeration<['wood', 'pvc', 'aluminium']>;
  };
}

export interface PropertyPlaceName extends Struct.ComponentSchema {
  collectionName: 'components_property_place_names';
  info: {
    description: "The name of a neighbourhood or sub-municipality (deelgemeente), in the entry's language.";
    displayName: 'Place name';
    icon: 'pinMap';
  };
  attributes: {
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface PropertyPlanning extends Struct.ComponentSchema {
  collectionName: 'components_property_planning';
  info: {
    description: 'The Flemish urban-planning mentions (stedenbouwkundige informatie).';
    displayName: 'Urban planning';
    icon: 'pinMap';
  };
  attributes: {
    allotmentPermit: Schema.Attribute.Boolean;
    buildingPermit: Schema.Attribute.Boolean;
    destination: Schema.Attribute.Enumeration<
      [
        'residential_area',
        'residential_area_rural',
        'residential_expansion_area',
        'agricultural',
        'industrial',
        'recreational',
        'nature',
        'mixed',
        'other',
      ]
    >;
    judicialDecision: Schema.Attribute.Boolean;
    preemptionRight: Schema.Attribute.Boolean;
    summons: Schema.Attribute.Boolean;
  };
}

export interface PropertyPointOfInterest extends Struct.ComponentSchema {
  collectionName: 'components_property_points_of_interest';
  info: {
    description: 'A nearby school, shop, stop or service: its kind (translated by the site), its proper name if it has one, and its distance.';
    displayName: 'Point of interest';
    icon: 'pin';
  };
  attributes: {
    distanceMeters: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    kind: Schema.Attribute.Enumeration<
      [
        'school',
        'childcare',
        'supermarket',
        'bakery',
        'pharmacy',
        'doctor',
        'hospital',
        'bus_stop',
        'tram_stop',
        'metro_station',
        'train_station',
        'bike_sharing',
        'sports_centre',
        'swimming_pool',
        'park',
        'playground',
        'restaurant',
        'bank',
        'post_office',
      ]
    > &
      Schema.Attribute.Required;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 150;
      }>;
  };
}

export interface PropertySurfaces extends Struct.ComponentSchema {
  collectionName: 'components_property_surfaces';
  info: {
    description: 'Surfaces in m\u00B2.';
    displayName: 'Surfaces';
    icon: 'expand';
  };
  attributes: {
    constructed: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    garden: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    ground: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    living: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    office: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    store: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    terrace: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    total: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
  };
}

export interface SharedAgencyContact extends Struct.ComponentSchema {
  collectionName: 'components_shared_agency_contacts';
  info: {
    description: "The agency's legal identity and the mentions Belgian law requires (BIV/IPI).";
    displayName: 'Agency contact';
    icon: 'house';
  };
  attributes: {
    bivNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    bivStatus: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    city: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    countryName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    deontologyUrl: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    email: Schema.Attribute.Email &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
    houseNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    legalName: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 150;
      }>;
    openingHours: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    phone: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
    street: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    supervisoryAuthority: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    thirdPartyAccount: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    thirdPartyAccountHolder: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 150;
      }>;
    vatNumber: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    zip: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
  };
}

export interface SharedMapMarquee extends Struct.ComponentSchema {
  collectionName: 'components_shared_map_marquees';
  info: {
    description: 'A marquee (ribbon) the results map leaves out of its markers and popups.';
    displayName: 'Map marquee';
    icon: 'pinMap';
  };
  attributes: {
    marquee: Schema.Attribute.Enumeration<['new', 'under_option', 'sold', 'rented', 'price_reduced', 'open_house']> &
      Schema.Attribute.Required;
  };
}

export interface SharedRenovationCost extends Struct.ComponentSchema {
  collectionName: 'components_shared_renovation_costs';
  info: {
    description: 'Indicative renovation cost per m\u00B2 from one energy label to another.';
    displayName: 'Renovation cost';
    icon: 'priceTag';
  };
  attributes: {
    costPerM2: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    fromLabel: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 8;
      }>;
    note: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    toLabel: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 8;
      }>;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    description: 'Title, description and share image for search engines and social media.';
    displayName: 'SEO';
    icon: 'search';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    shareImage: Schema.Attribute.Media<'images'>;
  };
}

export interface SharedTextSection extends Struct.ComponentSchema {
  collectionName: 'components_shared_text_sections';
  info: {
    description: 'A heading with a rich-text body.';
    displayName: 'Text section';
    icon: 'quote';
  };
  attributes: {
    body: Schema.Attribute.RichText;
    heading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'media.video-link': MediaVideoLink;
      'project.unit': ProjectUnit;
      'property.asbestos': PropertyAsbestos;
      'property.certificates': PropertyCertificates;
      'property.costs': PropertyCosts;
      'property.energy': PropertyEnergy;
      'property.flags': PropertyFlags;
      'property.flood': PropertyFlood;
      'property.installations': PropertyInstallations;
      'property.place-name': PropertyPlaceName;
      'property.planning': PropertyPlanning;
      'property.point-of-interest': PropertyPointOfInterest;
      'property.surfaces': PropertySurfaces;
      'shared.agency-contact': SharedAgencyContact;
      'shared.map-marquee': SharedMapMarquee;
      'shared.renovation-cost': SharedRenovationCost;
      'shared.seo': SharedSeo;
      'shared.text-section': SharedTextSection;
    }
  }
}
