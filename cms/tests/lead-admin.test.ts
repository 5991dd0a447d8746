import { beforeAll, describe, expect, inject, test } from 'vitest';
import { leadCollections } from '../src/bootstrap/permissions';
import { leadValueLabels } from '../src/admin/lead-value-labels';
import { strapiUrl } from './http';

let token: string;

beforeAll(async () => {
  // The suite's one admin session (global-setup.ts): admin logins are rate-limited.
  token = inject('adminJwt');
});

type Configuration = {
  settings: { defaultSortBy: string; defaultSortOrder: string };
  metadatas: Record<string, { list: { label: string } }>;
  layouts: { list: string[] };
};

async function listView(uid: string): Promise<Configuration> {
  const response = await fetch(`${strapiUrl()}/content-manager/content-types/${uid}/configuration`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { contentType: Configuration } }).data.contentType;
}

describe("the agents' lead lists in the admin", () => {
  test.each([
    [
      'api::contact-message.contact-message',
      ['createdAt', 'firstName', 'lastName', 'email', 'property', 'contactCategory', 'leadStatus', 'mailStatus'],
    ],
    [
      'api::visit-request.visit-request',
      ['createdAt', 'firstName', 'lastName', 'email', 'property', 'leadStatus', 'mailStatus'],
    ],
    [
      'api::newsletter-signup.newsletter-signup',
      ['createdAt', 'firstName', 'email', 'leadStatus', 'mailStatus', 'confirmedAt'],
    ],
  ])('%s shows date, name, e-mail, property, category and status, labelled, newest first', async (uid, columns) => {
    const view = await listView(uid);
    expect(view.layouts.list).toEqual(columns);
    expect(view.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
    expect(view.metadatas.createdAt.list.label).toBe('Received');
    expect(view.metadatas.mailStatus.list.label).toBe('Mail');
    expect(view.metadatas.email.list.label).toBe('E-mail');
  });
});

describe("the lead lists' values, as agents read them", () => {
  test('each value of each enumeration of each lead collection has its English label', async () => {
    const response = await fetch(`${strapiUrl()}/content-manager/content-types`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const types = ((await response.json()) as { data: { uid: string; attributes: Record<string, Attribute> }[] }).data;
    const missing: string[] = [];
    let enumerations = 0;
    for (const uid of leadCollections) {
      const type = types.find((candidate) => candidate.uid === uid);
      expect(type, uid).toBeDefined();
      for (const [field, attribute] of Object.entries(type!.attributes)) {
        if (attribute.type !== 'enumeration') continue;
        enumerations++;
        for (const value of attribute.enum ?? []) {
          if (!leadValueLabels[field]?.[value]) missing.push(`${uid} ${field}=${value}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // title, category, status, mail state, language... in ten collections.
    expect(enumerations).toBeGreaterThan(30);
  });
});

type Attribute = { type: string; enum?: string[] };
