import { beforeAll, describe, expect, inject, test } from 'vitest';
import { strapiUrl } from './http';

let token: string;

beforeAll(async () => {
  // One admin login for the file: the admin's login is rate-limited.
  const response = await fetch(`${strapiUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(inject('adminLogin')),
  });
  expect(response.status).toBe(200);
  token = ((await response.json()) as { data: { token: string } }).data.token;
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
