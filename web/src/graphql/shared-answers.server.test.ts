import { gql } from '@apollo/client';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { notePurge, pageCacheRegistry } from '../../cache/registry.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testStrapiUrl } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { createApolloClient } from './apollo.server';
import { forgetSharedAnswers, sharedAnswerTtlMs } from './shared-answers.server';

const siteName = gql`
  query SharedAnswerSiteName($locale: I18NLocaleCode) {
    siteSetting(locale: $locale) {
      siteName
    }
  }
`;

const renameSite = gql`
  mutation SharedAnswerRename($data: SiteSettingInput!) {
    updateSiteSetting(data: $data) {
      siteName
    }
  }
`;

/** Strapi answering the site's name `names[n]` on its n-th read (the last one from then on). */
function strapiNames(...names: string[]) {
  const asked = vi.fn();
  strapiServer.use(
    strapi.query('SharedAnswerSiteName', ({ variables }) => {
      asked(variables.locale);
      const name = names[Math.min(asked.mock.calls.length - 1, names.length - 1)];
      return HttpResponse.json({ data: { siteSetting: { siteName: `${name} ${String(variables.locale)}` } } });
    }),
  );
  return asked;
}

/** One render's client, reading as the site. */
const site = () => createApolloClient({ strapiUrl: testStrapiUrl });

async function nameOf(client: ReturnType<typeof createApolloClient>, locale = 'nl') {
  const { data } = await client.query({ query: siteName, variables: { locale } });
  return (data as { siteSetting: { siteName: string } }).siteSetting.siteName;
}

describe('shared answers (the page cache on)', () => {
  beforeEach(() => {
    pageCacheRegistry().purgesArrive = true;
    forgetSharedAnswers();
  });
  afterEach(() => {
    pageCacheRegistry().purgesArrive = undefined;
    vi.useRealTimers();
  });

  test('renders share the answer read once, per variables', async () => {
    const asked = strapiNames('A', 'B');
    expect(await nameOf(site())).toBe('A nl');
    expect(await nameOf(site())).toBe('A nl');
    expect(await nameOf(site(), 'fr')).toBe('B fr');
    expect(asked.mock.calls).toEqual([['nl'], ['fr']]);
  });

  test('renders asking at once share one read', async () => {
    const asked = strapiNames('A', 'B');
    expect(await Promise.all([1, 2, 3].map(() => nameOf(site())))).toEqual(['A nl', 'A nl', 'A nl']);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  test('each render gets its own copy: a loader changing it changes no other render', async () => {
    strapiNames('A');
    const { data } = await site().query({ query: siteName, variables: { locale: 'nl' } });
    (data as { siteSetting: { siteName: string } }).siteSetting.siteName = 'changed';
    expect(await nameOf(site())).toBe('A nl');
  });

  test('a purge (an agent published something) is in the next render', async () => {
    const asked = strapiNames('A', 'B');
    expect(await nameOf(site())).toBe('A nl');
    notePurge(['home']);
    expect(await nameOf(site())).toBe('B nl');
    expect(asked).toHaveBeenCalledTimes(2);
  });

  test('an answer read across a purge is given to its render but not kept', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    strapiServer.use(
      strapi.query('SharedAnswerSiteName', async () => {
        reads += 1;
        if (reads === 1) await held;
        return HttpResponse.json({ data: { siteSetting: { siteName: reads === 1 ? 'old' : 'new' } } });
      }),
    );
    const first = nameOf(site());
    await vi.waitFor(() => expect(reads).toBe(1));
    notePurge(['all']);
    release();
    expect(await first).toBe('old');
    expect(await nameOf(site())).toBe('new');
  });

  test(`kept ${sharedAnswerTtlMs / 1000} s at most when no purge comes`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const asked = strapiNames('A', 'B');
    expect(await nameOf(site())).toBe('A nl');
    vi.setSystemTime(Date.now() + sharedAnswerTtlMs);
    expect(await nameOf(site())).toBe('A nl');
    vi.setSystemTime(Date.now() + 1);
    expect(await nameOf(site())).toBe('B nl');
    expect(asked).toHaveBeenCalledTimes(2);
  });

  test('an answer with errors, or a failed read, is not kept', async () => {
    let reads = 0;
    strapiServer.use(
      strapi.query('SharedAnswerSiteName', () => {
        reads += 1;
        if (reads === 1) return HttpResponse.json({ data: null, errors: [{ message: 'Forbidden access' }] });
        if (reads === 2) return HttpResponse.error();
        return HttpResponse.json({ data: { siteSetting: { siteName: 'back' } } });
      }),
    );
    await expect(nameOf(site())).rejects.toThrow();
    await expect(nameOf(site())).rejects.toThrow();
    expect(await nameOf(site())).toBe('back');
    expect(reads).toBe(3);
  });

  test("an owner's or an agent's token, a draft preview and a mutation always ask Strapi", async () => {
    const asked = strapiNames('A', 'B', 'C', 'D');
    await nameOf(site());
    expect(await nameOf(createApolloClient({ strapiUrl: testStrapiUrl, token: 'owner-jwt' }))).toBe('B nl');
    expect(await nameOf(createApolloClient({ strapiUrl: testStrapiUrl, drafts: true, token: 'preview' }))).toBe('C nl');
    expect(asked).toHaveBeenCalledTimes(3);
    const mutated = vi.fn();
    strapiServer.use(
      strapi.mutation('SharedAnswerRename', () => {
        mutated();
        return HttpResponse.json({ data: { updateSiteSetting: { siteName: 'renamed' } } });
      }),
    );
    for (let i = 0; i < 2; i++) await site().mutate({ mutation: renameSite, variables: { data: { siteName: 'x' } } });
    expect(mutated).toHaveBeenCalledTimes(2);
  });
});

test('with the page cache off (no purges arrive), every render asks Strapi', async () => {
  forgetSharedAnswers();
  const asked = strapiNames('A', 'B');
  expect(await nameOf(site())).toBe('A nl');
  expect(await nameOf(site())).toBe('B nl');
  expect(asked).toHaveBeenCalledTimes(2);
});
