import { describe, expect, test } from 'vitest';
import { siteSettings } from './site-settings';

describe('seeded site settings', () => {
  // The footer writes "BIV-nummer: 512.345"; a seeded "BIV 512.345" read "BIV-nummer: BIV 512.345".
  test.each(Object.entries(siteSettings()))('%s: the BIV number holds the number only', (_, settings) => {
    const agency = (settings as { agency: { bivNumber: string } }).agency;
    expect(agency.bivNumber).toMatch(/^\d{3}\.\d{3}$/);
  });
});
