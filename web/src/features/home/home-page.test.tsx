import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import Home, { loader } from '~/routes/home';
import { renderRoute, testContext } from '~/test/render-route';
import { loadHome } from './home.server';
import { messagesOfWire } from '~/i18n/messages';

describe('home page', () => {
  test.each([
    ['nl', 'Vind de woning die bij u past', 'Panden zoeken', 'Wat onze klanten zeggen', 'Onze diensten'],
    [
      'de',
      'Finden Sie das Zuhause, das zu Ihnen passt',
      'Immobilien suchen',
      'Was unsere Kunden sagen',
      'Unsere Dienstleistungen',
    ],
  ])(
    'in %s: the hero search, featured listings, projects, testimonials and services, all in its language',
    async (language, heading, search, testimonials, services) => {
      renderRoute(`/${language}/`, { path: `/${language}/`, loader, Component: Home });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      const form = screen.getByRole('form', { name: search });
      expect(within(form).getAllByRole('radio')).toHaveLength(2);
      for (const id of ['featured-sale', 'featured-rent', 'home-projects', 'home-services']) {
        expect(document.getElementById(id)).not.toBeNull();
      }
      expect(screen.getByRole('heading', { level: 2, name: testimonials })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: services })).toBeTruthy();
      const organization = JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      );
      expect(organization).toMatchObject({ '@type': 'RealEstateAgent', url: `http://127.0.0.1:3000/${language}/` });
    },
  );

  test('sends the messages of what it shows, and none of the lists’ or the property page’s', async () => {
    const data = await loadHome({ url: new URL('http://site.test/nl/'), context: testContext() });
    const ids = Object.keys(messagesOfWire(data.messages));
    expect(ids).toEqual(
      expect.arrayContaining(['home.hero.heading', 'listings.card.bedrooms', 'projects.status.selling']),
    );
    expect(ids.filter((id) => /^(listings\.(sale|rent|pagination)|property\.|projects\.unit\.)/.test(id))).toEqual([]);
  });
});
