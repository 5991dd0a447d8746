import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '~/test/render-route';
import Unsubscribe, { loader as unsubscribeLoader } from '~/routes/unsubscribe';
import SearchAlertConfirm, { loader as confirmLoader } from '~/routes/search-alert-confirm';

// The pages a mail's link opens: the link shows one button that posts its token (a mail scanner
// opening the link changes nothing); without a token they say the link is not valid.

describe('a token link page', () => {
  test('with a token shows the button that posts it, in the page language', async () => {
    const { container } = renderRoute('/nl/unsubscribe/?token=abc123', {
      path: '/nl/unsubscribe/',
      loader: unsubscribeLoader,
      Component: Unsubscribe,
    });
    const button = await screen.findByRole('button', { name: 'Uitschrijven' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(container.querySelector<HTMLInputElement>('input[name="token"]')?.value).toBe('abc123');
  });

  test('without a token says the link is not valid and offers no button', async () => {
    renderRoute('/en/search-alert/confirm/', {
      path: '/en/search-alert/confirm/',
      loader: confirmLoader,
      Component: SearchAlertConfirm,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /confirm/i })).toBeNull();
    expect(document.querySelector('.notice')?.textContent).toBe(
      'This link is not valid (any more). Register your search again if you want to receive alerts.',
    );
  });
});
