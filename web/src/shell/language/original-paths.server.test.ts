// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { loader as notFoundLoader } from '~/routes/not-found';
import { testContext } from '~/test/render-route';
import { originalPathRedirect } from './original-paths.server';

const request = (path: string, cookie?: string) =>
  new Request(`http://site.test${path}`, cookie ? { headers: { cookie } } : {});

describe("the spec's original paths redirect to the localized page in the visitor's language", () => {
  test.each([
    ['/contact/?lng=fr', undefined, '/fr/contact/'],
    ['/contact/', undefined, '/nl/contact/'],
    ['/contact/', 'lng=de', '/de/kontakt/'],
    ['/contact/?lng=en', 'lng=de', '/en/contact/'],
    ['/Privacy/', 'lng=fr', '/fr/vie-privee/'],
    ['/privacy', undefined, '/nl/privacy/'],
    ['/Cookie-policy/?lng=de', undefined, '/de/cookie-richtlinie/'],
    ['/Disclaimer/?lng=fr', undefined, '/fr/mentions-legales/'],
    ['/Team/?lng=fr', undefined, '/fr/equipe/'],
    ['/Services/', 'lng=nl', '/nl/diensten/'],
    ['/Solanet/?lng=en', undefined, '/en/solanet/'],
    ['/services/hotellerie/?lng=en', undefined, '/en/services/hotels/'],
    ['/services/recherche--investissement/', 'lng=de', '/de/dienstleistungen/recherche-investition/'],
    ['/for-sale/gent/huis-VT1001/?lng=fr', undefined, '/fr/a-vendre/gent/huis-VT1001/'],
    ['/residentieel/te-huur/', 'lng=en', '/en/for-rent/'],
    ['/nl/woningen/te-koop/', 'lng=fr', '/nl/te-koop/'],
    ['/contact/?lng=fr&utm_source=mail', undefined, '/fr/contact/?utm_source=mail'],
    ['/contact-demand/?lng=fr', undefined, '/fr/estimation-gratuite/'],
    ['/feedback/contact-me/', undefined, '/nl/bedankt/contact-me/'],
    ['/feedback/contact-demand/?lng=nl', undefined, '/nl/bedankt/gratis-schatting/'],
    ['/feedback/site-contact/', 'lng=fr', '/fr/merci/contact/'],
    ['/login/', undefined, '/nl/login/'],
    ['/Login/?lng=de', undefined, '/de/login/'],
  ])('%s (cookie %s) → %s', (path, cookie, target) => {
    expect(originalPathRedirect(request(path, cookie), 'nl')).toBe(target);
  });

  test('the site default is configuration', () => {
    expect(originalPathRedirect(request('/Team/'), 'fr')).toBe('/fr/equipe/');
  });

  // Already localized, or no page: the 404 page, not a redirect to one.
  test.each(['/fr/login/', '/nl/bedankt/gratis-schatting/', '/nowhere/', '/nl/bestaat-niet/'])(
    '%s stays a 404',
    (path) => {
      expect(originalPathRedirect(request(path), 'nl')).toBeNull();
    },
  );

  test('the 404 route answers an original path with a 301 that no cache keeps', async () => {
    const response = (await notFoundLoader({
      request: request('/contact/?lng=fr'),
      context: testContext(),
    } as never)) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/fr/contact/');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  test('and any other path with the 404 page', async () => {
    const result = await notFoundLoader({ request: request('/nowhere/'), context: testContext() } as never);
    expect(result).toMatchObject({ init: { status: 404 } });
  });
});
