import type { NoticeRegion } from './energy-renovation.js';

/** Where a rate comes from: the law or decree, and the official page that states it. */
export interface RateSource {
  readonly title: string;
  readonly url: string;
  /** The date the figure applies from (deeds signed on or after it), `YYYY-MM-DD`. */
  readonly since: string;
}

/** One bracket of a degressive scale: `rate` on the part of the amount up to `upTo` (`null`: no end). */
export interface ScaleBracket {
  readonly upTo: number | null;
  readonly rate: number;
}

/** A Belgian region's registration duty on a purchase. */
export interface BelgianDuty {
  /** The standard rate (a second home, an investment, a company). */
  readonly standardRate: number;
  /** The rate for the buyers' sole own home, where the region has one. */
  readonly ownHomeRate: number;
  /** Flanders: the rate with the commitment to a thorough energy renovation (`null` elsewhere). */
  readonly energyRenovationRate: number | null;
  /** Brussels: the first part of the price free of duty for an own home (0 elsewhere). */
  readonly ownHomeAbatement: number;
  /** Brussels: the abatement only for a price at most this (`null`: no ceiling). */
  readonly abatementPriceCeiling: number | null;
  readonly source: RateSource;
}

/** Luxembourg: registration and transcription duty, with the Bëllegen Akt credit per buyer. */
export interface LuxembourgDuty {
  readonly registrationRate: number;
  readonly transcriptionRate: number;
  /** The tax credit on both duties, per buyer, for a home the buyer will live in. */
  readonly creditPerBuyer: number;
  /** The least the administration collects, whatever the credit. */
  readonly minimumDuty: number;
  readonly source: RateSource;
  readonly creditSource: RateSource;
}

/** VAT on the building of a new build, and the reduced rate for an own home where there is one. */
export interface NewBuildVat {
  readonly standardRate: number;
  /** Luxembourg's super-reduced rate for an own home (`null`: none). */
  readonly ownHomeRate: number | null;
  /** Luxembourg: the reduced rate saves at most this much VAT. */
  readonly ownHomeMaxSaving: number | null;
  readonly source: RateSource;
}

/** The notary's costs of one deed in Belgium: the fee by its scale and the usual fixed costs. */
export interface DeedCosts {
  readonly feeScale: readonly ScaleBracket[];
  /** Administrative (dossier) costs, a fixed amount, subject to VAT. */
  readonly dossierCosts: number;
  /** Duty on the deed ("recht op geschriften"), no VAT. */
  readonly deedDuty: number;
  /** Land-registry and recording costs (transcription, Rechtszekerheid), no VAT: a usual amount. */
  readonly recordingCosts: number;
}

/** A mortgage deed in Belgium, on the amount inscribed (the loan and its accessories). */
export interface MortgageDeed extends DeedCosts {
  /** The inscription covers the loan and its accessories: this share of the loan on top. */
  readonly accessoriesShare: number;
  /** Registration duty on the inscribed amount. */
  readonly registrationRate: number;
  /** Mortgage registration fee on the inscribed amount. */
  readonly inscriptionRate: number;
  readonly source: RateSource;
}

/** Every rate, ceiling and scale of the purchase costs in force from one date. */
export interface PurchaseCostRates {
  /** The entry applies to purchases from this date (`YYYY-MM-DD`) until the next entry's. */
  readonly validFrom: string;
  readonly flanders: BelgianDuty;
  readonly wallonia: BelgianDuty;
  readonly brussels: BelgianDuty;
  readonly luxembourg: LuxembourgDuty;
  readonly vat: Readonly<Record<'belgium' | 'luxembourg', NewBuildVat>>;
  /** The sale deed in Belgium. */
  readonly saleDeed: DeedCosts & { readonly source: RateSource };
  readonly mortgageDeed: MortgageDeed;
  /** VAT on the notary's fee and dossier costs. */
  readonly notaryVatRate: Readonly<Record<'belgium' | 'luxembourg', number>>;
  /** Luxembourg: the notary's fee as a share of the price (no Belgian scale there). */
  readonly luxembourgNotaryRate: number;
  readonly luxembourgNotarySource: RateSource;
}

/** The notary's fee scale for sales (Royal Decree of 16 December 1950, scale of article 6). */
const saleFeeScale: readonly ScaleBracket[] = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_495, rate: 0.0171 },
  { upTo: 64_095, rate: 0.0114 },
  { upTo: 250_095, rate: 0.0057 },
  { upTo: null, rate: 0.00057 },
];

/** The notary's fee scale for a credit (mortgage) deed, on the same brackets. */
const loanFeeScale: readonly ScaleBracket[] = [
  { upTo: 7_500, rate: 0.01425 },
  { upTo: 17_500, rate: 0.0114 },
  { upTo: 30_000, rate: 0.00684 },
  { upTo: 45_495, rate: 0.0057 },
  { upTo: 64_095, rate: 0.00456 },
  { upTo: 250_095, rate: 0.00228 },
  { upTo: null, rate: 0.000456 },
];

const notaryTariff: RateSource = {
  title:
    'Koninklijk besluit van 16 december 1950 houdende het tarief van de honoraria der notarissen (gewijzigd bij KB van 22 november 2022)',
  url: 'https://www.ejustice.just.fgov.be/cgi_loi/change_lg.pl?language=nl&la=N&cn=1950121631&table_name=wet',
  since: '2023-01-01',
};

/** Purchases from 1 January 2025 (Flanders 2 %, Wallonia 3 %, Luxembourg's raised credit). */
const from2025: PurchaseCostRates = {
  validFrom: '2025-01-01',
  flanders: {
    standardRate: 0.12,
    ownHomeRate: 0.02,
    energyRenovationRate: 0.01,
    ownHomeAbatement: 0,
    abatementPriceCeiling: null,
    source: {
      title: 'Vlaamse Codex Fiscaliteit, art. 2.9.4.2.1 en 2.9.4.2.4 (decreet van 2024: enige eigen woning 2 %)',
      url: 'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/tarieven-en-verminderingen-registratiebelasting',
      since: '2025-01-01',
    },
  },
  wallonia: {
    standardRate: 0.125,
    ownHomeRate: 0.03,
    energyRenovationRate: null,
    ownHomeAbatement: 0,
    abatementPriceCeiling: null,
    source: {
      title:
        'Décret wallon du 5 décembre 2024 (MB 13 décembre 2024), circulaire 2025/C/42: habitation propre et unique 3 %',
      url: 'https://finances.wallonie.be/home/fiscalite/droits-denregistrement.html',
      since: '2025-01-01',
    },
  },
  brussels: {
    standardRate: 0.125,
    ownHomeRate: 0.125,
    energyRenovationRate: null,
    ownHomeAbatement: 200_000,
    abatementPriceCeiling: 600_000,
    source: {
      title:
        'Code des droits d’enregistrement, art. 46bis (ordonnance bruxelloise, abattement 200.000 €, plafond 600.000 €)',
      url: 'https://fiscalite.brussels/abattement',
      since: '2023-04-01',
    },
  },
  luxembourg: {
    registrationRate: 0.06,
    transcriptionRate: 0.01,
    creditPerBuyer: 40_000,
    minimumDuty: 100,
    source: {
      title:
        'Loi du 22 frimaire an VII et loi modifiée du 30 juillet 2002 (droits d’enregistrement 6 %, transcription 1 %)',
      url: 'https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/credit-impot-actes-notaries.html',
      since: '2002-07-30',
    },
    creditSource: {
      title:
        'Loi du 22 mai 2024 (hausse temporaire du crédit d’impôt à 40.000 € par acquéreur), prolongée jusqu’au 30 juin 2025',
      url: 'https://pfi.public.lu/fr/citoyen/enregistrement/credit-impot.html',
      since: '2024-01-01',
    },
  },
  vat: {
    belgium: {
      standardRate: 0.21,
      ownHomeRate: null,
      ownHomeMaxSaving: null,
      source: {
        title: 'Wetboek van de belasting over de toegevoegde waarde, art. 1 §9 en 37 (nieuwbouw 21 %)',
        url: 'https://financien.belgium.be/nl/particulieren/woning/bouwen_renoveren/btw',
        since: '1971-01-01',
      },
    },
    luxembourg: {
      standardRate: 0.17,
      ownHomeRate: 0.03,
      ownHomeMaxSaving: 50_000,
      source: {
        title:
          'Loi modifiée du 12 février 1979 concernant la TVA, art. 40 (taux super-réduit 3 % logement, avantage max. 50.000 €)',
        url: 'https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/application-tva-taux-reduit.html',
        since: '2015-01-01',
      },
    },
  },
  saleDeed: {
    feeScale: saleFeeScale,
    dossierCosts: 750,
    deedDuty: 50,
    recordingCosts: 250,
    source: notaryTariff,
  },
  mortgageDeed: {
    feeScale: loanFeeScale,
    dossierCosts: 550,
    deedDuty: 50,
    recordingCosts: 250,
    accessoriesShare: 0.1,
    registrationRate: 0.01,
    inscriptionRate: 0.003,
    source: {
      title:
        'Wetboek registratierechten art. 87 (1 % op de hypotheekvestiging), Wetboek diverse rechten en taksen (0,3 % inschrijving)',
      url: 'https://www.notaris.be/rekenmodules',
      since: '2023-01-01',
    },
  },
  notaryVatRate: { belgium: 0.21, luxembourg: 0.17 },
  luxembourgNotaryRate: 0.01,
  luxembourgNotarySource: {
    title: 'Règlement grand-ducal du 24 décembre 1990 portant fixation du tarif des notaires (environ 1 % du prix)',
    url: 'https://legilux.public.lu/eli/etat/leg/rgd/1990/12/24/n5/jo',
    since: '1991-01-01',
  },
};

/**
 * Purchase-cost rates by the date they apply from, oldest first. Next year's change is one entry:
 * copy the last one, change what changed, give it its date and source.
 */
export const purchaseCostRateTable: readonly PurchaseCostRates[] = [
  from2025,
  {
    // The temporary 40,000 € Bëllegen Akt credit ended with deeds of 30 June 2025 (guichet.lu).
    ...from2025,
    validFrom: '2025-07-01',
    luxembourg: {
      ...from2025.luxembourg,
      creditPerBuyer: 30_000,
      creditSource: {
        title: 'Loi modifiée du 30 juillet 2002, art. 8 (loi du 16 mai 2023: crédit d’impôt 30.000 € par acquéreur)',
        url: 'https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/credit-impot-actes-notaries.html',
        since: '2025-07-01',
      },
    },
  },
];

/**
 * The rates in force on a date (`YYYY-MM-DD`): the last entry whose `validFrom` is not after it;
 * the first entry for an earlier date.
 *
 * @example
 * purchaseCostRatesOn('2026-03-01').validFrom; // '2025-07-01'
 * purchaseCostRatesOn('2025-02-01').luxembourg.creditPerBuyer; // 40000
 */
export function purchaseCostRatesOn(date: string): PurchaseCostRates {
  const inForce = purchaseCostRateTable.filter((entry) => entry.validFrom <= date);
  return inForce.at(-1) ?? (purchaseCostRateTable[0] as PurchaseCostRates);
}

/** Where a purchase is taxed: a Belgian region or the Grand Duchy. */
export type PurchaseRegion = NoticeRegion;
