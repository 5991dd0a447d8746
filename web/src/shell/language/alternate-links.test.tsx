import { render, screen } from '@testing-library/react';
import { alternatesOf, type Language } from '@vitrine/domain';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import { AlternateLinks } from './alternate-links';
import { routeTablePageLinks } from './page-alternates';

function renderHead(path: string, language: Language, query = '') {
  const Stub = createRoutesStub([
    {
      path,
      loader: () => ({ pageLinks: routeTablePageLinks(alternatesOf(path), language, query) }),
      Component: () => (
        <>
          <AlternateLinks siteUrl="https://site.test" defaultLanguage="nl" />
          <p>page</p>
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[`${path}${query}`]} />);
}

const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');

describe('canonical and hreflang alternates', () => {
  test('page 2 of a list: every alternate is page 2 of the same list in its language', async () => {
    renderHead('/fr/a-vendre/', 'fr', '?page=2');
    await screen.findByText('page');
    expect(href('link[rel="canonical"]')).toBe('https://site.test/fr/a-vendre/?page=2');
    expect(href('link[hreflang="en"]')).toBe('https://site.test/en/for-sale/?page=2');
    expect(href('link[hreflang="nl"]')).toBe('https://site.test/nl/te-koop/?page=2');
    expect(href('link[hreflang="fr"]')).toBe('https://site.test/fr/a-vendre/?page=2');
    expect(href('link[hreflang="de"]')).toBe('https://site.test/de/zu-verkaufen/?page=2');
    expect(href('link[hreflang="x-default"]')).toBe('https://site.test/nl/te-koop/?page=2');
  });

  test('page 1 and home carry no query; home’s x-default is the language-choosing root', async () => {
    renderHead('/de/', 'de');
    await screen.findByText('page');
    expect(href('link[rel="canonical"]')).toBe('https://site.test/de/');
    expect(href('link[hreflang="fr"]')).toBe('https://site.test/fr/');
    expect(href('link[hreflang="x-default"]')).toBe('https://site.test/');
  });
});
