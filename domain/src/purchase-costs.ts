import { maxAmount } from './forms/fields.js';
import { roundToCents } from './money.js';
import {
  purchaseCostRatesOn,
  type BelgianDuty,
  type DeedCosts,
  type PurchaseCostRates,
  type PurchaseRegion,
  type ScaleBracket,
} from './purchase-cost-rates.js';
import { purchaseOfferDeposit } from './purchase-offer.js';

/** The buyer's situation, as the listing page's form asks it. */
export interface PurchaseSituation {
  /** The buyers' sole own home, where they will live (the reduced rates, the abatement, the credit). */
  readonly ownHome: boolean;
  /** Their first home: no earlier purchase has used Luxembourg's lifetime credit. */
  readonly firstHome: boolean;
  readonly buyers: 1 | 2;
  /** The mortgage loan in euros; 0 for no mortgage deed. */
  readonly loan: number;
  /** Flanders: the commitment to a thorough energy renovation (1 %). */
  readonly energyRenovation?: boolean;
}

/** The listing's facts the costs depend on. */
export interface PurchaseListing {
  readonly price: number;
  readonly region: PurchaseRegion;
  /** A new build sold under VAT: the building's part of the price (VAT on it, duty on the rest, the land). */
  readonly newBuildValue?: number | null;
  /** Flanders E/F: the renovation to label D the calculator estimates, in euros (`null`: none). */
  readonly renovationCost?: number | null;
}

/** One line of the itemised estimate. */
export type PurchaseCostKind =
  | 'registrationDuty'
  | 'transcriptionDuty'
  | 'taxCredit'
  | 'vat'
  | 'notaryFee'
  | 'notaryDossier'
  | 'notaryVat'
  | 'deedFees'
  | 'mortgageRegistration'
  | 'mortgageInscription'
  | 'mortgageNotaryFee'
  | 'mortgageDossier'
  | 'mortgageVat'
  | 'mortgageDeedFees';

/** A line: its amount, and the rate and base it was computed from where it has one. */
export interface PurchaseCostLine {
  readonly kind: PurchaseCostKind;
  readonly amount: number;
  readonly rate?: number;
  readonly base?: number;
}

/** The estimate: the price, every cost line, their sum, the total, the deposit and the renovation. */
export interface PurchaseCostEstimate {
  readonly price: number;
  readonly lines: readonly PurchaseCostLine[];
  /** Everything on top of the price. */
  readonly costs: number;
  /** The price and the costs. */
  readonly total: number;
  /** The spec's 10 % deposit, paid from the price when the offer is accepted. */
  readonly deposit: number;
  /** Flanders E/F: the renovation to label D, after the purchase (`null`: none). */
  readonly renovation: number | null;
  /** Luxembourg: the mortgage deed is not estimated (its costs are not on a Belgian scale). */
  readonly mortgageNotEstimated: boolean;
  /** The date the rates used apply from. */
  readonly ratesFrom: string;
}

/**
 * An amount on a degressive scale: each bracket's rate on the part of the amount inside it,
 * rounded to cents.
 *
 * @example
 * scaleAmount(150000, [{ upTo: 100000, rate: 0.01 }, { upTo: null, rate: 0.005 }]); // 1250
 */
export function scaleAmount(amount: number, scale: readonly ScaleBracket[]): number {
  let total = 0;
  let from = 0;
  for (const bracket of scale) {
    const to = bracket.upTo ?? Number.POSITIVE_INFINITY;
    if (amount <= from) break;
    total += (Math.min(amount, to) - from) * bracket.rate;
    from = to;
  }
  return roundToCents(total);
}

/** The duty of a Belgian region on an amount (the whole price, or a new build's land). */
function belgianDuty(duty: BelgianDuty, base: number, price: number, situation: PurchaseSituation): PurchaseCostLine {
  if (!situation.ownHome)
    return { kind: 'registrationDuty', rate: duty.standardRate, base, amount: roundToCents(base * duty.standardRate) };
  const rate =
    situation.energyRenovation && duty.energyRenovationRate !== null ? duty.energyRenovationRate : duty.ownHomeRate;
  const abated =
    duty.ownHomeAbatement > 0 && (duty.abatementPriceCeiling === null || price <= duty.abatementPriceCeiling)
      ? Math.max(0, base - duty.ownHomeAbatement)
      : base;
  return { kind: 'registrationDuty', rate, base: abated, amount: roundToCents(abated * rate) };
}

/** The VAT on a new build's building part (Luxembourg's 3 % for an own home saves at most its cap). */
function newBuildVat(
  rates: PurchaseCostRates,
  listing: PurchaseListing,
  building: number,
  situation: PurchaseSituation,
) {
  const vat = rates.vat[listing.region === 'luxembourg' ? 'luxembourg' : 'belgium'];
  const standard = building * vat.standardRate;
  if (!situation.ownHome || vat.ownHomeRate === null)
    return { kind: 'vat', rate: vat.standardRate, base: building, amount: roundToCents(standard) } as const;
  const reduced = Math.max(building * vat.ownHomeRate, standard - (vat.ownHomeMaxSaving ?? Number.POSITIVE_INFINITY));
  return { kind: 'vat', rate: reduced / building, base: building, amount: roundToCents(reduced) } as const;
}

/** A Belgian deed's notary lines: the fee by its scale, the dossier costs, VAT on both, the fixed duties. */
function deedLines(
  deed: DeedCosts,
  base: number,
  vatRate: number,
  kinds: readonly [PurchaseCostKind, PurchaseCostKind, PurchaseCostKind, PurchaseCostKind],
): PurchaseCostLine[] {
  const fee = scaleAmount(base, deed.feeScale);
  return [
    { kind: kinds[0], base, amount: fee },
    { kind: kinds[1], amount: deed.dossierCosts },
    {
      kind: kinds[2],
      rate: vatRate,
      base: fee + deed.dossierCosts,
      amount: roundToCents((fee + deed.dossierCosts) * vatRate),
    },
    { kind: kinds[3], amount: deed.deedDuty + deed.recordingCosts },
  ];
}

/**
 * The full cost of buying a listing: the duty of its region for the buyer's situation (Flanders'
 * and Wallonia's own-home rates, Brussels' abatement under its ceiling, Luxembourg's duties less
 * the Bëllegen Akt credit per buyer), VAT on a new build's building with the duty on its land, the
 * notary's fee by the official scale with the usual fixed costs and VAT, and a mortgage deed for
 * a loan; then the 10 % deposit and a Flemish E/F renovation. Rates are those in force on `date`
 * ({@link purchaseCostRatesOn}).
 *
 * @example
 * const own = { ownHome: true, firstHome: true, buyers: 1, loan: 0 } as const;
 * purchaseCosts({ price: 300000, region: 'flanders' }, own, '2026-01-01').lines[0]; // { kind: 'registrationDuty', rate: 0.02, base: 300000, amount: 6000 }
 * purchaseCosts({ price: 300000, region: 'brussels' }, own, '2026-01-01').lines[0].amount; // 12500
 */
export function purchaseCosts(
  listing: PurchaseListing,
  situation: PurchaseSituation,
  date: string,
): PurchaseCostEstimate {
  const rates = purchaseCostRatesOn(date);
  const { price, region } = listing;
  const building = Math.min(price, Math.max(0, listing.newBuildValue ?? 0));
  const land = price - building;
  const lines: PurchaseCostLine[] = [];
  if (region === 'luxembourg') {
    const lux = rates.luxembourg;
    const registration = roundToCents(land * lux.registrationRate);
    const transcription = roundToCents(land * lux.transcriptionRate);
    lines.push({ kind: 'registrationDuty', rate: lux.registrationRate, base: land, amount: registration });
    lines.push({ kind: 'transcriptionDuty', rate: lux.transcriptionRate, base: land, amount: transcription });
    if (situation.ownHome && situation.firstHome) {
      const credit = Math.min(
        lux.creditPerBuyer * situation.buyers,
        Math.max(0, registration + transcription - lux.minimumDuty),
      );
      if (credit > 0) lines.push({ kind: 'taxCredit', amount: -roundToCents(credit) });
    }
  } else {
    lines.push(belgianDuty(rates[region], land, price, situation));
  }
  if (building > 0) lines.push(newBuildVat(rates, listing, building, situation));
  if (region === 'luxembourg') {
    const fee = roundToCents(price * rates.luxembourgNotaryRate);
    lines.push({ kind: 'notaryFee', rate: rates.luxembourgNotaryRate, base: price, amount: fee });
    lines.push({
      kind: 'notaryVat',
      rate: rates.notaryVatRate.luxembourg,
      base: fee,
      amount: roundToCents(fee * rates.notaryVatRate.luxembourg),
    });
  } else {
    lines.push(
      ...deedLines(rates.saleDeed, price, rates.notaryVatRate.belgium, [
        'notaryFee',
        'notaryDossier',
        'notaryVat',
        'deedFees',
      ]),
    );
    if (situation.loan > 0) {
      const mortgage = rates.mortgageDeed;
      const inscribed = roundToCents(situation.loan * (1 + mortgage.accessoriesShare));
      lines.push({
        kind: 'mortgageRegistration',
        rate: mortgage.registrationRate,
        base: inscribed,
        amount: roundToCents(inscribed * mortgage.registrationRate),
      });
      lines.push({
        kind: 'mortgageInscription',
        rate: mortgage.inscriptionRate,
        base: inscribed,
        amount: roundToCents(inscribed * mortgage.inscriptionRate),
      });
      lines.push(
        ...deedLines(mortgage, inscribed, rates.notaryVatRate.belgium, [
          'mortgageNotaryFee',
          'mortgageDossier',
          'mortgageVat',
          'mortgageDeedFees',
        ]),
      );
    }
  }
  const costs = roundToCents(lines.reduce((sum, line) => sum + line.amount, 0));
  return {
    price,
    lines,
    costs,
    total: roundToCents(price + costs),
    deposit: purchaseOfferDeposit(price),
    renovation: listing.renovationCost ?? null,
    mortgageNotEstimated: region === 'luxembourg' && situation.loan > 0,
    ratesFrom: rates.validFrom,
  };
}

/** The form's fields, as the listing page's query string carries them. */
export const purchaseCostFields = ['own', 'first', 'buyers', 'loan'] as const;
export type PurchaseCostField = (typeof purchaseCostFields)[number];

/** Why a field was refused (the web translates the keys). */
export type PurchaseCostError =
  'purchaseCosts.choiceInvalid' | 'purchaseCosts.buyersInvalid' | 'purchaseCosts.loanInvalid';

/** The largest loan the form takes, as every amount field of the site ({@link maxAmount}). */
export const maxPurchaseLoan = maxAmount;

/** The situation when the visitor has chosen nothing: one buyer, own and first home, no loan. */
export const defaultPurchaseSituation: PurchaseSituation = { ownHome: true, firstHome: true, buyers: 1, loan: 0 };

export type PurchaseCostValidation =
  | { readonly ok: true; readonly situation: PurchaseSituation }
  | { readonly ok: false; readonly errors: Partial<Record<PurchaseCostField, PurchaseCostError>> };

function yesNo(value: string | null | undefined, fallback: boolean): boolean | null {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  return text === 'yes' ? true : text === 'no' ? false : null;
}

/**
 * Reads the form's fields: `own` and `first` are `yes`/`no`, `buyers` 1 or 2, `loan` a whole number
 * of euros (spaces and dots as thousands separators allowed) from 0 to {@link maxPurchaseLoan}; a
 * missing field takes its default. Each refused field gets its own error.
 *
 * @example
 * validatePurchaseCostQuery({ own: 'no', buyers: '2', loan: '250 000' });
 * // { ok: true, situation: { ownHome: false, firstHome: true, buyers: 2, loan: 250000 } }
 * validatePurchaseCostQuery({ loan: '-5', buyers: '3' }).errors;
 * // { buyers: 'purchaseCosts.buyersInvalid', loan: 'purchaseCosts.loanInvalid' }
 */
export function validatePurchaseCostQuery(
  query: Partial<Record<PurchaseCostField, string | null>>,
): PurchaseCostValidation {
  const errors: Partial<Record<PurchaseCostField, PurchaseCostError>> = {};
  const ownHome = yesNo(query.own, defaultPurchaseSituation.ownHome);
  if (ownHome === null) errors.own = 'purchaseCosts.choiceInvalid';
  const firstHome = yesNo(query.first, defaultPurchaseSituation.firstHome);
  if (firstHome === null) errors.first = 'purchaseCosts.choiceInvalid';
  const buyersText = query.buyers?.trim() ?? '';
  const buyers =
    buyersText === '' ? defaultPurchaseSituation.buyers : buyersText === '1' ? 1 : buyersText === '2' ? 2 : null;
  if (buyers === null) errors.buyers = 'purchaseCosts.buyersInvalid';
  const loanText = (query.loan ?? '').replace(/\s/g, '');
  const digits =
    /^\d{1,9}$/.test(loanText) || /^\d{1,3}(\.\d{3}){1,2}$/.test(loanText) ? loanText.replace(/\./g, '') : null;
  const loan = loanText === '' ? 0 : digits === null ? Number.NaN : Number(digits);
  if (!(loan >= 0 && loan <= maxPurchaseLoan)) errors.loan = 'purchaseCosts.loanInvalid';
  if (ownHome === null || firstHome === null || buyers === null || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return { ok: true, situation: { ownHome, firstHome, buyers, loan } };
}
