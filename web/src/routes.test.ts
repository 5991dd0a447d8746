// @vitest-environment node
import { languages, routes as domainRoutes } from '@vitrine/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { pageRouteTypes } from '~/shell/language/original-paths.server';
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
