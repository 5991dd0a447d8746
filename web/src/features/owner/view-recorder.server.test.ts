// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { peerAddressHeader } from '~/features/forms/index.server';
import { createViewRecorder, isPersonView, viewOf, type PendingView } from './view-recorder.server';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function page(
  headers: Record<string, string> = {},
  { method = 'GET', url = 'http://127.0.0.1:3000/nl/te-koop/gent/huis-VT1001/' } = {},
) {
  return new Request(url, {
    method,
    headers: { 'user-agent': browser, [peerAddressHeader]: '203.0.113.5', ...headers },
  });
}

describe('which requests are a person viewing the page', () => {
  test('a browser’s GET is', () => {
    expect(isPersonView(page())).toBe(true);
  });

  test.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'curl/8.5.0',
    'python-requests/2.31',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
    '',
  ])('a crawler or script is not (%s)', (agent) => {
    expect(isPersonView(page({ 'user-agent': agent }))).toBe(false);
  });

  test.each([
    ['sec-purpose', 'prefetch'],
    ['sec-purpose', 'prefetch;prerender'],
    ['purpose', 'prefetch'],
    ['x-moz', 'prefetch'],
  ])('a prefetch is not (%s: %s)', (name, value) => {
    expect(isPersonView(page({ [name]: value }))).toBe(false);
  });

  test('a form post and an agent’s preview are not', () => {
    expect(isPersonView(page({}, { method: 'POST' }))).toBe(false);
    expect(isPersonView(page({}, { url: 'http://127.0.0.1:3000/nl/te-koop/gent/huis-VT1001/?preview=1' }))).toBe(false);
  });

  test('a view carries the listing, the visitor’s address and its source, not the agent string', () => {
    const view = viewOf(page({ referer: 'https://www.google.be/' }), 'doc123', []);
    expect(view).toEqual({ listing: 'doc123', address: '203.0.113.5', source: 'search' });
    expect(viewOf(page({}, { url: 'http://127.0.0.1:3000/nl/x/?utm_source=alert' }), 'doc123', [])?.source).toBe(
      'alert',
    );
  });
});

describe('the recorder', () => {
  test('queues without waiting and sends batches after the request', async () => {
    vi.useFakeTimers();
    try {
      const sent: PendingView[][] = [];
      const recorder = createViewRecorder({
        send: async (views) => void sent.push(views),
        intervalMs: 1000,
        maxBatch: 3,
      });
      recorder.record(page(), 'a');
      recorder.record(page({ 'user-agent': 'Googlebot/2.1' }), 'a');
      recorder.record(page(), 'b');
      expect(sent).toEqual([]);
      expect(recorder.pending).toBe(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(sent.map((batch) => batch.map((view) => view.listing))).toEqual([['a', 'b']]);
      // A full batch goes at once.
      for (const listing of ['c', 'd', 'e']) recorder.record(page(), listing);
      await recorder.flush();
      expect(sent.at(-1)?.map((view) => view.listing)).toEqual(['c', 'd', 'e']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a failed batch is kept for the next one, and never reaches the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const sent: string[] = [];
    const recorder = createViewRecorder({
      send: async (views) => {
        if (fail) throw new Error('Strapi down');
        sent.push(...views.map((view) => view.listing));
      },
    });
    recorder.record(page(), 'a');
    await recorder.flush();
    expect(sent).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    fail = false;
    recorder.record(page(), 'b');
    await recorder.flush();
    expect(sent).toEqual(['a', 'b']);
  });
});
