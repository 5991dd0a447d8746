import { describe, expect, test } from 'vitest';
import { consentRecord, privacyTextVersion, retentionDays, retentionDefaults } from './personal-data.js';

describe('consentRecord', () => {
  test.each([
    ['contact-message', {}, ['contact']],
    ['visit-request', { consent: true }, ['contact']],
    ['send-to-friend', {}, ['friend']],
    ['purchase-offer', {}, ['contact']],
    ['newsletter-signup', { consent: true }, ['newsletter']],
    ['newsletter-signup', { consent: 'true' }, []],
    ['demand-register', { consent: true }, ['alerts']],
    ['demand-register', { consent: false }, []],
  ] as const)('%s %j → %j', (collection, values, purposes) => {
    expect(consentRecord(collection, values)).toEqual({
      consentVersion: privacyTextVersion,
      consentPurposes: purposes,
    });
  });

  test('the version is the date of the privacy text', () => {
    expect(privacyTextVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('retentionDays', () => {
  test.each([
    [null, retentionDefaults],
    [{}, retentionDefaults],
    [{ retentionRequestsDays: 30 }, { ...retentionDefaults, requests: 30 }],
    [{ retentionOffersDays: 0, retentionFriendMailsDays: -5 }, retentionDefaults],
    [{ retentionAppointmentsDays: 1.5, retentionSubscriptionsGraceDays: '10' }, retentionDefaults],
    [{ retentionSubscriptionsGraceDays: 1 }, { ...retentionDefaults, subscriptions: 1 }],
  ])('%j', (settings, expected) => {
    expect(retentionDays(settings)).toEqual(expected);
  });
});
