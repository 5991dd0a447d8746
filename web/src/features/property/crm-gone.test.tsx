import { screen } from '@testing-library/react';
import { listingPath, type Language } from '@vitrine/domain';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import Property, { loader } from '~/routes/property';
import { loadPropertyPage } from './property.server';
import { properties, type PropertyNode } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute, testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

// Issue 21, item 1 (decision 038): a listing the agency's CRM deleted is unpublished; its URL
// answers what it was last, sold or rented (410, in the visitor's language, no form, a way on to
// the list and listings like it), read from Strapi's `goneListing`; any other status is a 404.

const rentList: Record<Language, string> = { en: 'for-rent', nl: 'te-huur', fr: 'a-louer', de: 'zu-vermieten' };
const pathIn = (language: Language) => `/${language}/${rentList[language]}/gent/appartement-OC9901/`;

/** Strapi's answer for the deleted listing: not published (the page query finds nothing), last `status`. */
function deletedInCrm(listingStatus: string | null) {
  const rented = (properties.nl as PropertyNode[]).find((row) => row.goal === 1 && row.propertyType)!;
  strapiServer.use(
    strapi.query('SimilarHints', ({ variables }) => {
      expect(variables.reference).toBe('OC9901');
      return HttpResponse.json({
        data: {
          goneListing: listingStatus
            ? {
                goal: 1,
                listingStatus,
                title: 'Loft aan de Leie',
                city: rented.city,
                classificationId: rented.propertyType!.classificationId,
              }
            : null,
          propertyTypes: [],
          properties: [],
        },
      });
    }),
  );
}

const texts: Record<Language, { rented: string; sold: string; list: string }> = {
  en: {
    rented: 'The property you requested has been rented.',
    sold: 'The property you requested has been sold.',
    list: 'See all our properties',
  },
  nl: {
    rented: 'Het pand dat u zocht, is verhuurd.',
    sold: 'Het pand dat u zocht, is verkocht.',
    list: 'Bekijk al onze panden',
  },
  fr: {
    rented: 'Le bien que vous recherchez a été loué.',
    sold: 'Le bien que vous recherchez a été vendu.',
    list: 'Voir tous nos biens',
  },
  de: {
    rented: 'Die gesuchte Immobilie wurde vermietet.',
    sold: 'Die gesuchte Immobilie wurde verkauft.',
    list: 'Alle unsere Immobilien ansehen',
  },
};

const load = (path: string) => loadPropertyPage({ url: new URL(`http://site.test${path}`), context: testContext() });

describe('a listing the CRM deleted', () => {
  test.each(['en', 'nl', 'fr', 'de'] as const)(
    'while rented answers 410 in %s: the message, no form, the list and listings like it',
    async (language) => {
      deletedInCrm('rented');
      const result = await load(pathIn(language));
      expect(result.init?.status).toBe(410);
      if (result.data.kind !== 'gone') throw new Error('expected the gone page');
      expect(result.data.gone).toMatchObject({ reason: 'rented', title: 'Loft aan de Leie' });
      expect(result.data.gone.similar.length).toBeGreaterThan(0);
      expect(result.data.gone.similar.every((listing) => listing.path.startsWith(listingPath(language, 1)))).toBe(true);

      const { container } = renderRoute(pathIn(language), {
        path: `/${language}/${rentList[language]}/:city/:detail`,
        loader,
        Component: Property,
      });
      expect(await screen.findByText(texts[language].rented)).toBeTruthy();
      expect(screen.getByText('Loft aan de Leie')).toBeTruthy();
      expect(screen.getByRole('link', { name: texts[language].list }).getAttribute('href')).toBe(
        listingPath(language, 1),
      );
      // No lead form: the only forms are the favourite hearts of the similar listings' cards.
      const forms = Array.from(container.querySelectorAll('form'));
      expect(forms.filter((form) => !form.querySelector('.favourite__button'))).toEqual([]);
    },
  );

  test.each(['en', 'nl', 'fr', 'de'] as const)('while sold answers 410 saying sold in %s', async (language) => {
    deletedInCrm('sold');
    const result = await load(pathIn(language));
    expect(result.init?.status).toBe(410);
    renderRoute(pathIn(language), {
      path: `/${language}/${rentList[language]}/:city/:detail`,
      loader,
      Component: Property,
    });
    expect(await screen.findByText(texts[language].sold)).toBeTruthy();
  });

  test('with any other last status (Strapi knows no gone listing) answers 404', async () => {
    deletedInCrm(null);
    const result = await load(pathIn('nl'));
    expect(result.init?.status).toBe(404);
    if (result.data.kind !== 'gone') throw new Error('expected the gone page');
    expect(result.data.gone.reason).toBe('not-found');
  });
});
