import { describe, expect, test } from 'vitest';
import { crmLeadForms, crmLeadPayload, type CrmLeadForm, type CrmListing } from './crm-lead.js';

const person = { title: 'ms', firstName: 'An', lastName: 'Peeters', email: 'an@example.be', phone: '0471 12 34 56' };
const forSale: CrmListing = {
  kind: 'property',
  crmId: 'OMN-4711',
  reference: 'VT1',
  goal: 0,
  url: 'https://site.test/nl/te-koop/gent/huis-VT1/',
};
const forRent: CrmListing = {
  ...forSale,
  crmId: null,
  reference: 'VH2',
  goal: 1,
  url: 'https://site.test/nl/te-huur/gent/appartement-VH2/',
};
const project: CrmListing = {
  kind: 'project',
  crmId: 'PRJ-9',
  reference: null,
  goal: null,
  url: 'https://site.test/nl/nieuwbouw/de-kaai/',
};
const origin = {
  sourcePage: '/nl/te-koop/gent/huis-VT1/',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'spring',
};

// One row per kind: the lead as validated, its listing, and what the CRM must read.
const rows: [
  CrmLeadForm,
  Record<string, unknown>,
  CrmListing | null,
  { kind: string; category: string; fields: Record<string, unknown> },
][] = [
  [
    'visitRequest',
    {
      ...person,
      property: 'doc1',
      remark: 'Zaterdag?',
      contactTimeSlots: ['morning'],
      preferredDate: '2026-12-05',
      language: 'nl',
    },
    forSale,
    {
      kind: 'visit-request',
      category: 'buyer',
      fields: { remark: 'Zaterdag?', contactTimeSlots: ['morning'], preferredDate: '2026-12-05' },
    },
  ],
  [
    'visitRequest',
    { ...person, property: 'doc2', language: 'nl' },
    forRent,
    { kind: 'visit-request', category: 'tenant', fields: {} },
  ],
  [
    'infoRequest',
    { ...person, project: 'doc3', remark: 'Prijzen?', language: 'nl' },
    project,
    { kind: 'info-request', category: 'buyer', fields: { remark: 'Prijzen?' } },
  ],
  [
    'documentRequest',
    { ...person, property: 'doc1', documents: ['epc.pdf'], language: 'nl' },
    forSale,
    { kind: 'document-request', category: 'buyer', fields: { documents: ['epc.pdf'] } },
  ],
  [
    'valuationRequest',
    { ...person, street: 'Veldstraat', houseNumber: '1', zip: '9000', city: 'Gent', propertyType: 3, language: 'nl' },
    null,
    {
      kind: 'valuation-request',
      category: 'owner',
      fields: { street: 'Veldstraat', houseNumber: '1', zip: '9000', city: 'Gent', propertyType: 3 },
    },
  ],
  [
    'contactMessage',
    { ...person, contactCategory: 'potential_tenant', remark: 'Huur?', language: 'nl' },
    null,
    { kind: 'contact-message', category: 'tenant', fields: { contactCategory: 'potential_tenant', remark: 'Huur?' } },
  ],
  [
    'contactMessage',
    { ...person, contactCategory: 'commercial', remark: 'B2B', language: 'nl' },
    null,
    { kind: 'contact-message', category: 'other', fields: { contactCategory: 'commercial', remark: 'B2B' } },
  ],
  [
    'sendToFriend',
    { firstName: 'An', email: 'an@example.be', friendEmail: 'vriend@example.be', property: 'doc1', language: 'nl' },
    forSale,
    { kind: 'send-to-friend', category: 'other', fields: { friendEmail: 'vriend@example.be' } },
  ],
  [
    'appointment',
    { ...person, property: 'doc2', visitSlot: 'slot1', persons: 2, monthlyIncome: 3500, language: 'nl' },
    forRent,
    { kind: 'appointment', category: 'tenant', fields: { visitSlot: 'slot1', persons: 2, monthlyIncome: 3500 } },
  ],
  [
    'purchaseOffer',
    { ...person, property: 'doc1', amount: 350000, validUntil: '2026-12-31', depositAccepted: true, language: 'nl' },
    forSale,
    {
      kind: 'purchase-offer',
      category: 'buyer',
      fields: { amount: 350000, validUntil: '2026-12-31', depositAccepted: true },
    },
  ],
  [
    'demandRegister',
    { ...person, goal: '1', propertyTypes: [1], regions: [2], maxPrice: 1200, language: 'nl' },
    null,
    {
      kind: 'demand-register',
      category: 'tenant',
      fields: { goal: '1', propertyTypes: [1], regions: [2], maxPrice: 1200 },
    },
  ],
  [
    'demandRegister',
    { ...person, goal: '0', propertyTypes: [1], regions: [2], language: 'nl' },
    null,
    { kind: 'demand-register', category: 'buyer', fields: { goal: '0', propertyTypes: [1], regions: [2] } },
  ],
  [
    'newsletterSignup',
    { email: 'an@example.be', firstName: 'An', consent: true, language: 'fr' },
    null,
    { kind: 'newsletter-signup', category: 'other', fields: { consent: true } },
  ],
];

describe('crmLeadPayload', () => {
  test.each(rows)('%s (%#)', (form, lead, listing, expected) => {
    const payload = crmLeadPayload({
      form,
      id: 'lead1',
      createdAt: '2026-11-27T10:00:00.000Z',
      lead: { ...lead, ...origin },
      listing,
    });
    expect(payload).toMatchObject({ version: 1, id: 'lead1', createdAt: '2026-11-27T10:00:00.000Z', ...expected });
    expect(payload.fields).toEqual(expected.fields);
    expect(payload.contact).toEqual({
      title: (lead.title as string | undefined) ?? null,
      firstName: 'An',
      lastName: (lead.lastName as string | undefined) ?? null,
      email: 'an@example.be',
      phone: (lead.phone as string | undefined) ?? null,
      language: lead.language,
    });
    expect(payload.listing).toEqual(
      listing && { kind: listing.kind, crmId: listing.crmId, reference: listing.reference, url: listing.url },
    );
    expect(payload.source).toEqual({
      page: '/nl/te-koop/gent/huis-VT1/',
      campaign: { source: 'google', medium: 'cpc', campaign: 'spring', term: null, content: null },
    });
  });

  test('the table names every kind of lead the CRM receives', () => {
    expect(new Set(rows.map(([form]) => form))).toEqual(new Set(crmLeadForms));
  });

  test('a lead without origin or phone says null, not undefined (the JSON keeps the key)', () => {
    const payload = crmLeadPayload({
      form: 'newsletterSignup',
      id: 'x',
      createdAt: '',
      lead: { email: 'a@b.be', language: 'xx' },
      listing: null,
    });
    expect(JSON.parse(JSON.stringify(payload))).toMatchObject({
      contact: { phone: null, language: 'nl' },
      listing: null,
      source: { page: null, campaign: { source: null } },
    });
  });
});
