import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import Consent, { loader } from '~/routes/consent';
import { renderRoute } from '~/test/render-route';

describe('the cookie settings page (the footer link without JavaScript)', () => {
  test('posts a plain form that returns to the page the visitor came from, in their language', async () => {
    renderRoute('/consent/?lng=fr&back=%2Ffr%2Fa-vendre%2F%3Fpage%3D2', {
      path: '/consent/',
      loader,
      Component: Consent,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres des cookies' })).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Tout accepter' }).closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/consent/');
    expect((form.elements.namedItem('redirectTo') as HTMLInputElement).value).toBe('/fr/a-vendre/?page=2');
    expect(screen.getByRole('button', { name: 'Uniquement les nécessaires' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Réseaux sociaux' })).toBeTruthy();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/cookies/);
  });

  test('never sends the visitor to another site', async () => {
    renderRoute('/consent/?lng=nl&back=%2F%2Fevil.example%2F', { path: '/consent/', loader, Component: Consent });
    await screen.findByRole('heading', { level: 1, name: 'Cookie-instellingen' });
    const form = screen.getByRole('button', { name: 'Alles aanvaarden' }).closest('form') as HTMLFormElement;
    expect((form.elements.namedItem('redirectTo') as HTMLInputElement).value).toBe('/nl/');
  });
});
