import { beforeAll, expect, test } from 'vitest';
import { documentLinkLifetimeMs, documentLinks, documentToken, verifyDocumentToken } from './document-links';

beforeAll(() => {
  process.env.APP_KEYS ??= 'unit-test-key-one,unit-test-key-two';
});

test('a documents link opens its file for a week, then says it expired', () => {
  const now = Date.UTC(2026, 10, 27);
  const [link] = documentLinks([{ id: 42, name: 'plan.pdf' }], 'nl', undefined, now);
  const token = /\/api\/document-links\/([^?]+)\?lang=nl$/.exec(link.url)![1];
  expect(verifyDocumentToken(token, now)).toEqual({ fileId: 42 });
  expect(verifyDocumentToken(token, now + documentLinkLifetimeMs - 1)).toEqual({ fileId: 42 });
  expect(verifyDocumentToken(token, now + documentLinkLifetimeMs)).toBe('expired');
});

test('a token with another file, moment or signature is not ours', () => {
  const token = documentToken(7, 2_000_000_000_000);
  const [fileId, expires, signature] = token.split('.');
  expect(verifyDocumentToken(`8.${expires}.${signature}`, 0)).toBeNull();
  expect(verifyDocumentToken(`${fileId}.2000000000001.${signature}`, 0)).toBeNull();
  expect(
    verifyDocumentToken(`${fileId}.${expires}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, 0),
  ).toBeNull();
  expect(verifyDocumentToken('7', 0)).toBeNull();
});
