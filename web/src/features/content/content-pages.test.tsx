import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import Article, { loader as articleLoader } from '~/routes/article';
import Contact, { loader as contactLoader } from '~/routes/contact';
import ContentPageRoute, { loader as pageLoader } from '~/routes/content-page';
import Section, { loader as sectionLoader } from '~/routes/section';
import Team, { loader as teamLoader } from '~/routes/team';
import { pages } from '~/test/mocks/content-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute, testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { siteSettings } from '~/test/mocks/strapi-fixtures.ts';

function switcherLinks() {
  const nav = screen.getByRole('navigation', {
    name: /Kies uw taal|Choose your language|Choisissez votre langue|Sprache/,
  });
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
}

const headHref = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');

describe('fixed content pages', () => {
  test('render the Strapi page with its sections, in every language at its own path', async () => {
    renderRoute('/fr/vie-privee/', { path: '/fr/vie-privee/', loader: pageLoader, Component: ContentPageRoute });
    expect(await screen.findByRole('heading', { level: 1, name: 'Déclaration de confidentialité' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeTruthy();
    expect(screen.getByText('Demandes de contact et de visite', { selector: 'strong' })).toBeTruthy();
    expect(switcherLinks()).toEqual({
      en: '/en/privacy/',
      nl: '/nl/privacy/',
      fr: '/fr/vie-privee/',
      de: '/de/datenschutz/',
    });
    expect(headHref('link[rel="canonical"]')).toBe('http://127.0.0.1:3000/fr/vie-privee/');
    expect(headHref('link[hreflang="x-default"]')).toBe('http://127.0.0.1:3000/nl/privacy/');
    expect(document.title).toBe(`Déclaration de confidentialité | ${String(siteSettings.fr.siteName)}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'responsable du traitement',
    );
  });

  test.each([
    ['/nl/privacy/', 'Hoe lang we uw gegevens bewaren', 'Biedingen: 10 jaar', 'Geboekte bezoeken: 45 dagen'],
    [
      '/fr/vie-privee/',
      'Combien de temps nous conservons vos données',
      'Offres d’achat : 10 ans',
      'Visites réservées : 45 jours',
    ],
    ['/en/privacy/', 'How long we keep your data', 'Purchase offers: 10 years', 'Booked visits: 45 days'],
    [
      '/de/datenschutz/',
      'Wie lange wir Ihre Daten aufbewahren',
      'Kaufangebote: 10 Jahre',
      'Gebuchte Besichtigungen: 45 Tage',
    ],
  ])('%s states the retention periods of the site settings', async (path, heading, offers, appointments) => {
    strapiServer.use(
      strapi.query('RetentionSettings', () =>
        HttpResponse.json({
          data: {
            siteSetting: {
              retentionRequestsDays: 730,
              retentionFriendMailsDays: 90,
              retentionAppointmentsDays: 45,
              retentionOffersDays: 3650,
              retentionSubscriptionsGraceDays: null,
            },
          },
        }),
      ),
    );
    renderRoute(path, { path, loader: pageLoader, Component: ContentPageRoute });
    const section = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section')!;
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(5);
    expect(items).toEqual(expect.arrayContaining([expect.stringContaining(offers), appointments]));
    // A setting not set reads as the default: 30 days of grace after unsubscribing.
    expect(items.at(-1)).toMatch(/30/);
  });

  test('German texts that are missing are shown in English, marked as such', async () => {
    renderRoute('/de/datenschutz/', { path: '/de/datenschutz/', loader: pageLoader, Component: ContentPageRoute });
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    const rights = screen.getByRole('heading', { level: 2, name: 'Your rights' });
    expect(rights.closest('section')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/noch nicht auf Deutsch verfügbar/)).toBeTruthy();
  });

  test('a German page without an introduction takes the English one', async () => {
    renderRoute('/de/haftungsausschluss/', {
      path: '/de/haftungsausschluss/',
      loader: pageLoader,
      Component: ContentPageRoute,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Haftungsausschluss' })).toBeTruthy();
    const intro = screen.getByText(/^The information on this website is compiled with the greatest care/);
    expect(intro.getAttribute('lang')).toBe('en');
  });

  test('a Markdown link in a page body is a link', async () => {
    const privacy = {
      ...pages.fr.find((page) => page.key === 'privacy'),
      body: 'Plainte : [Autorité de protection des données](https://www.autoriteprotectiondonnees.be/).',
    };
    strapiServer.use(strapi.query('ContentPage', () => HttpResponse.json({ data: { pages: [privacy] } })));
    renderRoute('/fr/vie-privee/', { path: '/fr/vie-privee/', loader: pageLoader, Component: ContentPageRoute });
    expect(await screen.findByRole('link', { name: 'Autorité de protection des données' })).toHaveProperty(
      'href',
      'https://www.autoriteprotectiondonnees.be/',
    );
  });

  test('editor markup cannot inject script: raw HTML in the body is shown as text', async () => {
    const hostile = {
      ...pages.en.find((page) => page.key === 'group'),
      body: 'Hello <script>window.hacked = true</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    };
    strapiServer.use(strapi.query('ContentPage', () => HttpResponse.json({ data: { pages: [hostile] } })));
    const { container } = renderRoute('/en/solanet/', {
      path: '/en/solanet/',
      loader: pageLoader,
      Component: ContentPageRoute,
    });
    await screen.findByRole('heading', { level: 1, name: 'The group' });
    expect(container.querySelector('main script, .prose script, .prose img')).toBeNull();
    expect(container.querySelector('.prose')?.textContent).toContain('<script>window.hacked = true</script>');
    expect(container.querySelector('.prose a')).toBeNull();
  });
});

describe('sections and articles', () => {
  test('the services overview lists the four services with their localized paths', async () => {
    renderRoute('/nl/diensten/', { path: '/nl/diensten/', loader: sectionLoader, Component: Section });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onze diensten' })).toBeTruthy();
    const links = ['Transacties', 'Onderzoek & investering', 'Vermogensbeheer', 'Hotels'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual([
      '/nl/diensten/transacties/',
      '/nl/diensten/onderzoek-investering/',
      '/nl/diensten/vermogensbeheer/',
      '/nl/diensten/hotels/',
    ]);
    expect(switcherLinks().de).toBe('/de/dienstleistungen/');
  });

  test('a services article switches language to the same article', async () => {
    renderRoute('/fr/services/recherche--investissement/', {
      path: '/fr/services/:article',
      loader: articleLoader,
      Component: Article,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recherche & investissement' })).toBeTruthy();
    expect(switcherLinks()).toEqual({
      en: '/en/services/research-investment/',
      nl: '/nl/diensten/onderzoek-investering/',
      fr: '/fr/services/recherche--investissement/',
      de: '/de/dienstleistungen/recherche-investition/',
    });
    const breadcrumb = screen.getByRole('navigation', { name: 'Vous êtes ici' });
    expect(within(breadcrumb).getByRole('link', { name: 'Nos services' }).getAttribute('href')).toBe('/fr/services/');
    expect(screen.getByRole('heading', { level: 2, name: 'À lire aussi' })).toBeTruthy();
  });

  test('an information article has Strapi slugs per language, and German falls back to English', async () => {
    renderRoute('/nl/informatie/overstromingsgevoeligheid-p-en-g-score/', {
      path: '/nl/informatie/:article',
      loader: articleLoader,
      Component: Article,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Overstromingsgevoeligheid: P- en G-score' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'De scores' })).toBeTruthy();
    expect(switcherLinks()).toEqual({
      en: '/en/information/flood-risk-p-and-g-scores/',
      nl: '/nl/informatie/overstromingsgevoeligheid-p-en-g-score/',
      fr: '/fr/information/risque-dinondation-scores-p-et-g/',
      de: '/de/information/flood-risk-p-and-g-scores/',
    });
  });

  test('the German information article without a German version shows the English one', async () => {
    renderRoute('/de/information/flood-risk-p-and-g-scores/', {
      path: '/de/information/:article',
      loader: articleLoader,
      Component: Article,
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Flood risk: P- and G-scores' });
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/noch nicht auf Deutsch verfügbar/)).toBeTruthy();
  });

  test('an unknown article is a 404', async () => {
    const thrown = await articleLoader({
      url: new URL('http://127.0.0.1:3000/en/information/nothing-here/'),
      context: testContext(),
    } as never).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});

describe('team and contact', () => {
  test('the team shows every agent with job title, formatted phone and e-mail', async () => {
    renderRoute('/fr/equipe/', { path: '/fr/equipe/', loader: teamLoader, Component: Team });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notre équipe' })).toBeTruthy();
    const card = screen.getByRole('heading', { level: 3, name: 'Sofie Peeters' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Gérante – agent immobilier agréé')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '0475 12 34 56' }).getAttribute('href')).toBe('tel:0475123456');
    expect(within(card).getByRole('link', { name: '032 34 56 78' }).getAttribute('href')).toBe('tel:032345678');
    expect(within(card).getByRole('link', { name: 'sofie.peeters@vitrine.localhost' }).getAttribute('href')).toBe(
      'mailto:sofie.peeters@vitrine.localhost',
    );
    expect(within(card).getByText('Néerlandais, anglais et français')).toBeTruthy();
  });

  test('the contact page shows the agency from the site settings, a call to action and the contact form', async () => {
    renderRoute('/de/kontakt/', { path: '/de/kontakt/', loader: contactLoader, Component: Contact });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeTruthy();
    const agency = siteSettings.de.agency as { phone: string; openingHours: string };
    // A Belgian zone number as written in Belgium: "032 34 56 78".
    const written = agency.phone.replace(/^(\d{3})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
    expect(screen.getByRole('link', { name: `Rufen Sie uns an · ${written}` }).getAttribute('href')).toBe(
      `tel:${agency.phone}`,
    );
    expect(screen.getByText(agency.openingHours)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unser Team kennenlernen →' }).getAttribute('href')).toBe('/de/team/');
    const form = screen
      .getByRole('heading', { level: 2, name: 'Schreiben Sie uns' })
      .closest('section')!
      .querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    const names = [...form.querySelectorAll('input:not([type=hidden]), textarea')].map((input) =>
      input.getAttribute('name'),
    );
    expect(new Set(names)).toEqual(
      new Set([
        'homepage',
        'contactCategory',
        'title',
        'firstName',
        'lastName',
        'email',
        'phone',
        'remark',
        'contactTimeSlots',
      ]),
    );
    // German hours of the contact time slots (Dutch has its own afternoon slot).
    expect(within(form).getByLabelText('14:00-16:00')).toBeTruthy();
  });
});

describe('German content that is missing falls back to English, marked with its language', () => {
  const notice = /noch nicht auf Deutsch verfügbar/;

  test('the contact page takes the English text the German page lacks', async () => {
    renderRoute('/de/kontakt/', { path: '/de/kontakt/', loader: contactLoader, Component: Contact });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeTruthy();
    const agency = screen.getByText('Vitrine Real Estate (Vitrine Vastgoed BV)', { selector: 'strong' });
    expect(agency.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(notice)).toBeTruthy();
  });

  test('the team page shows the English bio of an agent without a German one', async () => {
    renderRoute('/de/team/', { path: '/de/team/', loader: teamLoader, Component: Team });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unser Team' })).toBeTruthy();
    const bio = screen.getByText(/Sofie founded Vitrine after fifteen years/);
    expect(bio.getAttribute('lang')).toBe('en');
    expect(screen.getByText(notice)).toBeTruthy();
  });

  test('a section lists the English articles that have no German version, in English', async () => {
    renderRoute('/de/information/', { path: '/de/information/', loader: sectionLoader, Component: Section });
    const english = await screen.findByRole('link', { name: 'Flood risk: P- and G-scores' });
    expect(english.getAttribute('href')).toBe('/de/information/flood-risk-p-and-g-scores/');
    expect(english.closest('li')?.getAttribute('lang')).toBe('en');
    const german = screen.getByRole('link', { name: 'Die Asbestinventarbescheinigung' });
    expect(german.closest('li')?.getAttribute('lang')).toBeNull();
  });

  test('a German article with an empty body shows the English body', async () => {
    renderRoute('/de/information/die-asbestinventarbescheinigung/', {
      path: '/de/information/:article',
      loader: articleLoader,
      Component: Article,
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Die Asbestinventarbescheinigung' });
    expect(title.getAttribute('lang')).toBeNull();
    const body = screen.getByText(/A certified asbestos expert inspects the building/);
    expect(body.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(notice)).toBeTruthy();
  });

  test('every text a German page lacks comes from English: none is left empty', async () => {
    renderRoute('/de/dienstleistungen/', { path: '/de/dienstleistungen/', loader: sectionLoader, Component: Section });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsere Dienstleistungen' })).toBeTruthy();
    expect(screen.queryByText(notice)).toBeNull();
    expect(
      screen.getAllByRole('link', { name: /Transaktionen|Recherche|Vermögensverwaltung|Hotellerie/ }),
    ).toHaveLength(4);
  });
});
