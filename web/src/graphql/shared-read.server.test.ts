import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { loadSiteSettings } from '~/shell/site/site.server';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testStrapiUrl } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { createApolloClient } from './apollo.server';
import { readsDrafts, sharedRead, sharedReadTtlMs } from './shared-read.server';

/** A read that answers 1, 2, 3… and counts how often it ran. */
function counter() {
  let count = 0;
  const read = vi.fn(async () => ++count);
  return read;
}

const visitor = () => ({});

describe('sharedRead', () => {
  const start = 1_000_000;

  test.each([
    ['within the minute: the first answer, read once', sharedReadTtlMs, [1, 1], 1],
    ['after the minute: the old answer once more, read again behind it', sharedReadTtlMs + 1, [1, 1], 2],
    ['after two minutes: read again, and waited for', 2 * sharedReadTtlMs + 1, [1, 2], 2],
  ])('%s', async (_, later, answers, reads) => {
    const read = counter();
    const first = await sharedRead(visitor(), 'key', read, { now: start });
    const second = await sharedRead(visitor(), 'key', read, { now: start + later });
    expect([first, second]).toEqual(answers);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(reads));
  });

  test('the answer read behind the old one is served from then on', async () => {
    const read = counter();
    await sharedRead(visitor(), 'key', read, { now: start });
    expect(await sharedRead(visitor(), 'key', read, { now: start + sharedReadTtlMs + 1 })).toBe(1);
    await vi.waitFor(async () => expect(await sharedRead(visitor(), 'key', read)).toBe(2));
  });

  test('requests that ask while it is read share that one read', async () => {
    const read = counter();
    const answers = await Promise.all([1, 2, 3].map(() => sharedRead(visitor(), 'key', read)));
    expect(answers).toEqual([1, 1, 1]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  test('per key', async () => {
    const read = counter();
    await sharedRead(visitor(), 'site-settings|nl', read);
    expect(await sharedRead(visitor(), 'site-settings|fr', read)).toBe(2);
  });

  test('a failed read is not kept: the next request reads again', async () => {
    const failing = vi.fn(async () => {
      throw new Error('Strapi down');
    });
    await expect(sharedRead(visitor(), 'key', failing)).rejects.toThrow('Strapi down');
    expect(await sharedRead(visitor(), 'key', async () => 'back')).toBe('back');
  });

  test('a client reading drafts neither gets nor leaves a shared answer', async () => {
    const preview = {};
    readsDrafts(preview);
    const read = counter();
    await sharedRead(visitor(), 'key', read);
    expect(await sharedRead(preview, 'key', async () => 'draft')).toBe('draft');
    expect(await sharedRead(preview, 'other', async () => 'draft')).toBe('draft');
    expect(await sharedRead(visitor(), 'key', read)).toBe(1);
    expect(await sharedRead(visitor(), 'other', async () => 'published')).toBe('published');
  });
});

describe('the site settings', () => {
  test('are read from Strapi once for many pages, and on every preview', async () => {
    const asked = vi.fn();
    strapiServer.use(
      strapi.query('SiteSettings', () => {
        asked();
        return HttpResponse.json({ data: { siteSetting: { siteName: 'Immo Test', agency: null } } });
      }),
    );
    const client = () => createApolloClient({ strapiUrl: testStrapiUrl });
    for (let page = 0; page < 3; page++) expect((await loadSiteSettings(client(), 'nl'))?.siteName).toBe('Immo Test');
    expect(asked).toHaveBeenCalledTimes(1);
    const preview = () => createApolloClient({ strapiUrl: testStrapiUrl, drafts: true });
    await loadSiteSettings(preview(), 'nl');
    await loadSiteSettings(preview(), 'nl');
    expect(asked).toHaveBeenCalledTimes(3);
  });
});
