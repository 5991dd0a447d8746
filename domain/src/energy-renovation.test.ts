import { expect, test } from 'vitest';
import {
  energyNoticeRules,
  needsRenovationNotice,
  renovationDeadlineYears,
  type EnergyNotice,
  type NoticeRegion,
} from './energy-renovation.js';

test('5 years in every language', () => {
  expect(renovationDeadlineYears).toBe(5);
});

test.each([
  ['E', undefined, true],
  ['F', undefined, true],
  ['e', 2023, true],
  [' F ', 2030, true],
  ['E+', 2024, true],
  ['F-', 2024, true],
  ['E', 2022, false],
  ['F', 2000, false],
  ['D', 2024, false],
  ['G', 2024, false],
  ['A+', undefined, false],
  ['EF', undefined, false],
  ['', undefined, false],
  [null, 2024, false],
  ['E', null, true],
])('in Flanders, label %j bought %j → notice %s', (label, purchaseYear, expected) => {
  expect(needsRenovationNotice({ region: 'flanders', label, purchaseYear })).toBe(expected);
});

test.each([
  ['flanders', 'E', true],
  ['flanders', 'F', true],
  ['brussels', 'E', false],
  ['brussels', 'F-', false],
  ['wallonia', 'E', false],
  ['wallonia', 'F', false],
  ['luxembourg', 'E', false],
  ['luxembourg', 'F', false],
  [null, 'E', false],
  [undefined, 'F', false],
  ['', 'E', false],
])('a listing in %j with label %j → notice %s (the duty is Flemish)', (region, label, expected) => {
  expect(needsRenovationNotice({ region, label })).toBe(expected);
});

test.each<[EnergyNotice, NoticeRegion, string, string]>([
  ['renovationDuty', 'flanders', '2023-01-01', 'https://www.vlaanderen.be/renovatieverplichting'],
])('notice %s belongs to %s from %s, source %s', (notice, region, from, url) => {
  const rule = energyNoticeRules[notice];
  expect(rule).toMatchObject({ region, from, source: { url } });
  expect(rule.source.title).toMatch(/Energiedecreet/);
  expect(rule.labels).toEqual(['E', 'F']);
});
