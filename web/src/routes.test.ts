// @vitest-environment node
import { languages, routes as domainRoutes } from '@vitrine/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { loader as notFoundLoader } from '~/routes/not-found';
import { pageRouteTypes } from '~/shell/language/original-paths.server';
import { testContext } from '~/test/render-route';
import { sitePathsOf } from '~/shell/site/site-paths.server';
import routeConfig from './routes';

/** The id of the route that answers a path; `not-found` for the catch-all. */
function routeIdOf(pathname: string): string | undefined {
  const matches = matchRoutes(
    routeConfig.map((entry) => ({ id: entry.id, path: entry.path, index: entry.index })),
    pathname,
  );
  return matches?.at(-1)?.route.id;
}

describe('the route table', () => {
  const served = domainRoutes.filter((route) => pageRouteTypes.has(route.type));
  const notYet = domainRoutes.filter((route) => !pageRouteTypes.has(route.type));

  test.each(served.flatMap((route) => languages.map((language) => [route.id, language, route.paths[language]])))(
    'original paths redirect to pages that exist: %s in %s (%s)',
    (_, __, path) => {
      expect(routeIdOf(path)).not.toBe('not-found');
    },
  );

  test.each(notYet.flatMap((route) => languages.map((language) => [route.id, language, route.paths[language]])))(
    'pages still to come answer 404, so nothing redirects to them: %s in %s (%s)',
    (_, __, path) => {
      expect(routeIdOf(path)).toBe('not-found');
    },
  );

  test.each(languages)('every page the header, footer and banners link to exists in %s', (language) => {
    const broken = Object.entries(sitePathsOf(language)).filter(([, path]) => routeIdOf(path) === 'not-found');
    expect(broken).toEqual([]);
  });
});

describe("the spec's original paths under every language, whatever their case (issue 19)", () => {
  const answer = (path: string) =>
    notFoundLoader({ request: new Request(`http://site.test${path}`), context: testContext() } as never);

  test.each([
    ['/fr/Team/', '/fr/equipe/'],
    ['/nl/Services/', '/nl/diensten/'],
    ['/de/Services/', '/de/dienstleistungen/'],
    ['/FR/privacy/', '/fr/vie-privee/'],
    ['/de/Cookie-Policy/', '/de/cookie-richtlinie/'],
  ])('%s → 301 %s', async (path, target) => {
    const response = (await answer(path)) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(target);
  });

  test.each([
    ['/en/Team/', 'en/team'],
    ['/fr/Equipe/', 'fr/team'],
    ['/nl/Diensten/', 'nl/services'],
    ['/nl/Disclaimer/', 'nl/disclaimer'],
  ])('%s is its page itself', (path, id) => {
    expect(routeIdOf(path)).toBe(id);
  });

  test('an unknown path under a language stays a 404', async () => {
    expect(await answer('/fr/Teams/')).toMatchObject({ init: { status: 404 } });
  });
});
