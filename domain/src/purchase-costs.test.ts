import { describe, expect, test } from 'vitest';
import { purchaseCostRatesOn, purchaseCostRateTable, type PurchaseRegion } from './purchase-cost-rates.js';
import {
  purchaseCosts,
  scaleAmount,
  validatePurchaseCostQuery,
  type PurchaseCostKind,
  type PurchaseSituation,
} from './purchase-costs.js';

const date = '2026-11-27';
const own: PurchaseSituation = { ownHome: true, firstHome: true, buyers: 1, loan: 0 };
const investor: PurchaseSituation = { ownHome: false, firstHome: false, buyers: 1, loan: 0 };

const amountOf = (lines: readonly { kind: PurchaseCostKind; amount: number }[], kind: PurchaseCostKind) =>
  lines.find((line) => line.kind === kind)?.amount;

describe('registration duty: the worked examples the sources publish', () => {
  test.each<[string, PurchaseRegion, number, PurchaseSituation, number]>([
    // Vlaanderen.be / De Morgen: a second home of 300,000 € at 12 % pays 36,000 €.
    ['Flanders, not an own home', 'flanders', 300_000, investor, 36_000],
    // The sole own home at 2 % since 1 January 2025.
    ['Flanders, sole own home', 'flanders', 300_000, own, 6_000],
    [
      'Flanders, own home with a thorough energy renovation',
      'flanders',
      300_000,
      { ...own, energyRenovation: true },
      3_000,
    ],
    // SPW / bonten.com: 300,000 € from 37,500 € at 12.5 % to 9,000 € at 3 %.
    ['Wallonia, not an own home', 'wallonia', 300_000, investor, 37_500],
    ['Wallonia, own home', 'wallonia', 300_000, own, 9_000],
    ['Wallonia, own home, no price cap', 'wallonia', 1_200_000, own, 36_000],
    // be.brussels: at 200,000 € the own home pays no duty (an advantage of 25,000 €).
    ['Brussels, own home at the abatement', 'brussels', 200_000, own, 0],
    ['Brussels, not an own home', 'brussels', 200_000, investor, 25_000],
    // 350,000 € with the 200,000 € abatement: 18,750 € (livios.be, the worked example of the reform).
    ['Brussels, own home above the abatement', 'brussels', 350_000, own, 18_750],
    ['Brussels, own home at the ceiling', 'brussels', 600_000, own, 50_000],
    ['Brussels, own home above the ceiling: no abatement', 'brussels', 600_001, own, 75_000.13],
  ])('%s (%s, %d €)', (_name, region, price, situation, duty) => {
    expect(amountOf(purchaseCosts({ price, region }, situation, date).lines, 'registrationDuty')).toBe(duty);
  });
});

describe('Luxembourg: 6 % registration, 1 % transcription, the Bëllegen Akt credit per buyer', () => {
  test.each<[string, number, PurchaseSituation, string, number, number | undefined]>([
    // guichet.lu: 7 % in all; the credit 30,000 € per buyer, at least 100 € collected.
    ['one buyer, own first home', 500_000, own, date, 35_000, -30_000],
    ['two buyers: twice the credit, 100 € still collected', 500_000, { ...own, buyers: 2 }, date, 35_000, -34_900],
    ['not an own home: no credit', 500_000, investor, date, 35_000, undefined],
    [
      'own home, not the first: the credit may be used up, none counted',
      500_000,
      { ...own, firstHome: false },
      date,
      35_000,
      undefined,
    ],
    // The temporary 40,000 € per buyer (loi du 22 mai 2024), for deeds until 30 June 2025.
    ['one buyer in the first half of 2025', 800_000, own, '2025-03-01', 56_000, -40_000],
  ])('%s', (_name, price, situation, on, duties, credit) => {
    const { lines } = purchaseCosts({ price, region: 'luxembourg' }, situation, on);
    expect((amountOf(lines, 'registrationDuty') ?? 0) + (amountOf(lines, 'transcriptionDuty') ?? 0)).toBe(duties);
    expect(amountOf(lines, 'taxCredit')).toBe(credit);
  });

  test('a mortgage deed is not estimated in Luxembourg, and says so', () => {
    const estimate = purchaseCosts({ price: 500_000, region: 'luxembourg' }, { ...own, loan: 300_000 }, date);
    expect(estimate.mortgageNotEstimated).toBe(true);
    expect(estimate.lines.map((line) => line.kind)).not.toContain('mortgageRegistration');
  });
});

describe('new build: VAT on the building, the duty on the land share', () => {
  test.each<[string, PurchaseRegion, PurchaseSituation, number, number]>([
    ['Flanders, own home', 'flanders', own, 3_000, 52_500],
    ['Flanders, not an own home', 'flanders', investor, 18_000, 52_500],
    ['Wallonia, own home', 'wallonia', own, 4_500, 52_500],
    // The abatement is worth 25,000 € at most: here it takes all of the land's duty.
    ['Brussels, own home', 'brussels', own, 0, 52_500],
    ['Brussels, not an own home', 'brussels', investor, 18_750, 52_500],
  ])('%s: 400,000 € of which 250,000 € building', (_name, region, situation, duty, vat) => {
    const { lines } = purchaseCosts({ price: 400_000, region, newBuildValue: 250_000 }, situation, date);
    expect(amountOf(lines, 'registrationDuty')).toBe(duty);
    expect(amountOf(lines, 'vat')).toBe(vat);
  });

  test('Luxembourg: 3 % VAT for an own home saves at most 50,000 €', () => {
    const small = purchaseCosts({ price: 400_000, region: 'luxembourg', newBuildValue: 250_000 }, own, date);
    expect(amountOf(small.lines, 'vat')).toBe(7_500);
    const large = purchaseCosts({ price: 900_000, region: 'luxembourg', newBuildValue: 700_000 }, own, date);
    expect(amountOf(large.lines, 'vat')).toBe(69_000);
  });

  test('a building value above the price is read as the whole price', () => {
    const { lines } = purchaseCosts({ price: 300_000, region: 'flanders', newBuildValue: 500_000 }, own, date);
    expect(amountOf(lines, 'registrationDuty')).toBe(0);
    expect(amountOf(lines, 'vat')).toBe(63_000);
  });
});

describe("the notary's fee by the scale of the Royal Decree of 16 December 1950", () => {
  test.each([
    [5_000, 228],
    [7_500, 342],
    // immodelaet.be's worked example: 150,000 € → 1,878.66 €.
    [150_000, 1_878.66],
    [250_095, 2_449.2],
    [300_000, 2_477.65],
  ])('a sale at %d → %d', (price, fee) => {
    expect(scaleAmount(price, purchaseCostRatesOn(date).saleDeed.feeScale)).toBe(fee);
  });

  test('the sale deed: fee, 750 € dossier costs, 21 % VAT on both, the deed duty and recording costs', () => {
    const { lines } = purchaseCosts({ price: 150_000, region: 'flanders' }, own, date);
    expect(amountOf(lines, 'notaryFee')).toBe(1_878.66);
    expect(amountOf(lines, 'notaryDossier')).toBe(750);
    expect(amountOf(lines, 'notaryVat')).toBe(552.02);
    expect(amountOf(lines, 'deedFees')).toBe(300);
  });
});

describe('the mortgage deed', () => {
  test('a loan of 200,000 €: inscribed with 10 % accessories, 1 % registration, 0.3 % inscription, the loan scale', () => {
    const { lines } = purchaseCosts({ price: 300_000, region: 'flanders' }, { ...own, loan: 200_000 }, date);
    expect(amountOf(lines, 'mortgageRegistration')).toBe(2_200);
    expect(amountOf(lines, 'mortgageInscription')).toBe(660);
    expect(amountOf(lines, 'mortgageNotaryFee')).toBe(834.98);
    expect(amountOf(lines, 'mortgageDossier')).toBe(550);
    expect(amountOf(lines, 'mortgageVat')).toBe(290.85);
  });

  test('a loan of 0: no mortgage deed at all', () => {
    const kinds = purchaseCosts({ price: 300_000, region: 'wallonia' }, own, date).lines.map((line) => line.kind);
    expect(kinds.filter((kind) => kind.startsWith('mortgage'))).toEqual([]);
  });
});

test('the total is the price and every line; the deposit 10 % of the price; the renovation apart', () => {
  const estimate = purchaseCosts({ price: 300_000, region: 'flanders', renovationCost: 42_000 }, own, date);
  // 6,000 duty + 2,477.65 fee + 750 dossier + 677.81 VAT + 300 fixed.
  expect(estimate.costs).toBe(10_205.46);
  expect(estimate.total).toBe(310_205.46);
  expect(estimate.deposit).toBe(30_000);
  expect(estimate.renovation).toBe(42_000);
  expect(estimate.ratesFrom).toBe('2025-07-01');
});

describe('the rates table', () => {
  test.each([
    ['2024-12-31', '2025-01-01'],
    ['2025-01-01', '2025-01-01'],
    ['2025-06-30', '2025-01-01'],
    ['2025-07-01', '2025-07-01'],
    ['2026-11-27', '2025-07-01'],
  ])('on %s the entry from %s is in force', (on, from) => {
    expect(purchaseCostRatesOn(on).validFrom).toBe(from);
  });

  test('entries are in date order, and every rate names its source and date', () => {
    const dates = purchaseCostRateTable.map((entry) => entry.validFrom);
    expect([...dates].sort()).toEqual(dates);
    for (const entry of purchaseCostRateTable) {
      const sources = [
        entry.flanders.source,
        entry.wallonia.source,
        entry.brussels.source,
        entry.luxembourg.source,
        entry.luxembourg.creditSource,
        entry.vat.belgium.source,
        entry.vat.luxembourg.source,
        entry.saleDeed.source,
        entry.mortgageDeed.source,
        entry.luxembourgNotarySource,
      ];
      for (const source of sources) {
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(source.title.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('the form, read from the query string', () => {
  test.each<[Record<string, string | null>, PurchaseSituation]>([
    [{}, own],
    [
      { own: 'no', first: 'no', buyers: '2', loan: '250 000' },
      { ownHome: false, firstHome: false, buyers: 2, loan: 250_000 },
    ],
    [{ loan: '250.000' }, { ...own, loan: 250_000 }],
    [{ loan: '1.250.000' }, { ...own, loan: 1_250_000 }],
    [{ loan: '0' }, own],
    [{ loan: '99999999' }, { ...own, loan: 99_999_999 }],
  ])('%j → %j', (query, situation) => {
    expect(validatePurchaseCostQuery(query)).toEqual({ ok: true, situation });
  });

  test.each<[Record<string, string>, Record<string, string>]>([
    [{ loan: '-5' }, { loan: 'purchaseCosts.loanInvalid' }],
    [{ loan: '1.5' }, { loan: 'purchaseCosts.loanInvalid' }],
    [{ loan: '100000000' }, { loan: 'purchaseCosts.loanInvalid' }],
    [{ loan: '1e6' }, { loan: 'purchaseCosts.loanInvalid' }],
    [{ loan: '9'.repeat(400) }, { loan: 'purchaseCosts.loanInvalid' }],
    [{ buyers: '3' }, { buyers: 'purchaseCosts.buyersInvalid' }],
    [
      { own: 'maybe', first: 'x' },
      { own: 'purchaseCosts.choiceInvalid', first: 'purchaseCosts.choiceInvalid' },
    ],
  ])('%j is refused field by field', (query, errors) => {
    expect(validatePurchaseCostQuery(query)).toEqual({ ok: false, errors });
  });
});
