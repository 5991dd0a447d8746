import { describe, expect, test } from 'vitest';
import { mentionFields, mentionLabels, mentionRules, missingMentions, requiredMentions } from './compliance.js';

const epc = ['epcScore', 'epcLabel', 'epcCertificate'];
const planning = ['buildingPermit', 'destination', 'summons', 'preemptionRight', 'allotmentPermit'];

describe('requiredMentions: region × goal × building age', () => {
  test.each([
    // Flanders: EPC, flood scores; a sale adds the five planning mentions, and the asbestos
    // certificate when built before 2001 (or in an unknown year); a rent adds rent and charges.
    ['flanders', 0, 1990, [...epc, 'floodScores', ...planning, 'asbestosCertificate']],
    ['flanders', 0, 2000, [...epc, 'floodScores', ...planning, 'asbestosCertificate']],
    ['flanders', 0, 2001, [...epc, 'floodScores', ...planning]],
    ['flanders', 0, 2024, [...epc, 'floodScores', ...planning]],
    ['flanders', 0, null, [...epc, 'floodScores', ...planning, 'asbestosCertificate']],
    ['flanders', 1, 1990, [...epc, 'floodScores', 'rentAndCharges']],
    // Brussels: EPC with the CO2 emission.
    ['brussels', 0, 1930, [...epc, 'co2Emission']],
    ['brussels', 1, 2015, [...epc, 'co2Emission', 'rentAndCharges']],
    // Wallonia: EPC only.
    ['wallonia', 0, 1970, epc],
    ['wallonia', 1, 1970, [...epc, 'rentAndCharges']],
    // Luxembourg: energy and insulation classes.
    ['luxembourg', 0, 1980, ['epcLabel', 'insulationClass']],
    ['luxembourg', 1, 1980, ['epcLabel', 'insulationClass', 'rentAndCharges']],
    // Without a region the check cannot tell.
    [null, 0, 1990, []],
    ['mars', 1, 1990, []],
  ] as const)('%s, goal %i, built %j → %j', (region, goal, constructionYear, mentions) => {
    expect(requiredMentions({ region, goal, constructionYear })).toEqual(mentions);
  });

  test('every mention has its fields and its label, and every rule a known mention', () => {
    for (const rule of mentionRules) {
      expect(mentionFields[rule.mention].length).toBeGreaterThan(0);
      expect(mentionLabels[rule.mention]).toBeTruthy();
    }
  });
});

const completeFlemishSale = {
  region: 'flanders',
  goal: 0,
  constructionYear: 1975,
  energyValue: 250,
  energyLabel: 'C',
  energy: { certificateNumber: '20240101-0001234-RES-1', co2Emission: null },
  flood: { pScore: 'A', gScore: 'B' },
  planning: {
    buildingPermit: true,
    destination: 'residential_area',
    summons: false,
    preemptionRight: false,
    allotmentPermit: false,
  },
  asbestos: { certificateDate: '2024-03-01', certificateNumber: 'ASB-1' },
};

describe('missingMentions: what a listing lacks', () => {
  test('a complete Flemish sale lacks nothing; a "no" answers a planning mention', () => {
    expect(missingMentions(completeFlemishSale)).toEqual([]);
  });

  test.each([
    ['no planning component at all', { planning: null }, planning],
    ['an unanswered summons', { planning: { ...completeFlemishSale.planning, summons: null } }, ['summons']],
    ['a blank certificate code', { energy: { certificateNumber: '  ' } }, ['epcCertificate']],
    ['one flood score only', { flood: { pScore: 'A', gScore: null } }, ['floodScores']],
    ['no asbestos certificate number', { asbestos: { certificateDate: '2024-03-01' } }, ['asbestosCertificate']],
    ['no EPC score', { energyValue: null }, ['epcScore']],
  ])('%s → %j', (_, change, missing) => {
    expect(missingMentions({ ...completeFlemishSale, ...change })).toEqual(missing);
  });

  test('a Brussels rent without CO2 and charges', () => {
    expect(
      missingMentions({
        region: 'brussels',
        goal: 1,
        energyValue: 120,
        energyLabel: 'C',
        energy: { certificateNumber: 'PEB-1' },
        price: 950,
        costs: { chargesRenter: null },
      }),
    ).toEqual(['co2Emission', 'rentAndCharges']);
  });

  test('a Luxembourg sale without insulation class', () => {
    expect(missingMentions({ region: 'luxembourg', goal: 0, energyLabel: 'B', energy: {} })).toEqual([
      'insulationClass',
    ]);
  });
});
