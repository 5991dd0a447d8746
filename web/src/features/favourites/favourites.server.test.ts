// @vitest-environment node
import { maxFavourites } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { favouritesCookie } from '~/features/listings';
import { action, loader } from '~/routes/favourites';
import { testContext } from '~/test/render-route';

function post(fields: Record<string, string>, cookie = '') {
  const request = new Request('http://127.0.0.1:3000/en/favourites/', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie: `${favouritesCookie}=${cookie}` } : {},
  });
  return action({ request, context: testContext(), params: {} } as never) as Promise<Response>;
}

describe('the favourites action (the hearts without JavaScript)', () => {
  test('adds a listing to the cookie list and shows the favourites page, 303', async () => {
    const answer = await post({ intent: 'add', id: 'doc-VT1002' }, 'doc-VT1001');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en/favourites/?added=1');
    expect(answer.headers.get('set-cookie') ?? '').toMatch(
      /^vitrine_favourites=doc-VT1001\.doc-VT1002; Max-Age=\d+; Path=\/; SameSite=Lax$/,
    );
  });

  test('removes one, and keeps a shared list besides its own, never more than the bound', async () => {
    const removed = await post({ intent: 'remove', id: 'doc-VT1001' }, 'doc-VT1001.doc-VT1002');
    expect(removed.headers.get('set-cookie') ?? '').toMatch(/^vitrine_favourites=doc-VT1002;/);
    const many = Array.from({ length: maxFavourites + 10 }, (_, index) => `id${index}`).join('.');
    const kept = await post({ intent: 'keep', ids: many }, 'doc-VT1001');
    const value = /^vitrine_favourites=([^;]*)/.exec(kept.headers.get('set-cookie') ?? '')![1]!;
    expect(value.split('.')).toHaveLength(maxFavourites);
    expect(kept.headers.get('location')).toBe('/en/favourites/');
  });

  test("refuses an unknown intent, a malformed id or another site's post, and never redirects elsewhere", async () => {
    await expect(post({ intent: 'add', id: '<script>' })).rejects.toMatchObject({ init: { status: 400 } });
    await expect(post({ intent: 'drop-table' })).rejects.toMatchObject({ init: { status: 400 } });
    const crossSite = new Request('http://127.0.0.1:3000/en/favourites/', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', id: 'doc-VT1001' }),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    await expect(action({ request: crossSite, context: testContext(), params: {} } as never)).rejects.toMatchObject({
      init: { status: 403 },
    });
    const answer = await post({ intent: 'add', id: 'doc-VT1001', returnTo: 'https://evil.example/' });
    expect(answer.headers.get('location')).toBe('/en/favourites/?added=1');
  });
});

describe('the favourites page loader', () => {
  test('lists the cookie shortlist newest first, marks a sold one and one no longer online, and gives a share link', async () => {
    const request = new Request('http://127.0.0.1:3000/en/favourites/', {
      headers: { cookie: `other=1; ${favouritesCookie}=doc-VT1001.doc-VT1013.doc-gone.doc-VT1002` },
    });
    const page = await loader({ request, context: testContext(), params: {} } as never);
    expect(page.items.map((item) => [item.id, item.listing?.reference ?? null, item.unavailable])).toEqual([
      ['doc-VT1002', 'VT1002', false],
      ['doc-gone', null, true],
      ['doc-VT1013', 'VT1013', true],
      ['doc-VT1001', 'VT1001', false],
    ]);
    expect(page.shareUrl).toBe('http://127.0.0.1:3000/en/favourites/?ids=doc-VT1001.doc-VT1013.doc-gone.doc-VT1002');
    expect(page.shared).toBe(false);
  });

  test('reads the cookie as the rest of the site does (cookie-es): one sent twice is neither list', async () => {
    const request = new Request('http://127.0.0.1:3000/en/favourites/', {
      headers: { cookie: `${favouritesCookie}=doc-VT1001; lng=en; ${favouritesCookie}=doc-VT1002` },
    });
    const page = await loader({ request, context: testContext(), params: {} } as never);
    expect(page.items).toEqual([]);
  });
});
