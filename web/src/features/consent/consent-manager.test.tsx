import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, Outlet, useLoaderData } from 'react-router';
import { describe, expect, test } from 'vitest';
import { SiteIntlProvider } from '~/i18n/intl-provider';
import { messagesFor } from '~/i18n/messages.server';
import { consentValue, parseConsentValue, type ConsentState } from './consent';
import { ConsentManager } from './consent-manager';
import { grantedByForm } from './consent.server';
import { ConsentSettingsLink } from './consent-settings-link';
import { TrackingPixel } from './tracking-pixel';

const pixel = 'https://pixel.example/p.gif';

/** A root like the real one, with the consent cookie kept in a variable. */
function renderSite(path: string, cookie: string | null, answer?: Promise<'saved' | 'failed'>) {
  let stored = cookie;
  const posted: FormData[] = [];
  function Root() {
    const { consent } = useLoaderData() as { consent: ConsentState };
    return (
      <SiteIntlProvider language="en" messages={messagesFor('en')}>
        <a href="#main">skip</a>
        <ConsentManager consent={consent} language="en" message={null} policyPath="/en/cookie-policy/" />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <footer>
          <ConsentSettingsLink language="en" />
        </footer>
        <TrackingPixel url={pixel} consent={consent} />
      </SiteIntlProvider>
    );
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: async () => {
        if (stored) await new Promise((r) => setTimeout(r, 60));
        const granted = parseConsentValue(stored);
        return {
          consent: { decided: granted !== null, granted: granted ?? ['necessary'], implied: path.includes('preview') },
        };
      },
      Component: Root,
      children: [
        { path: 'en', Component: () => <h1>Home</h1> },
        { path: 'en/preview', Component: () => <h1>Preview</h1> },
        {
          id: 'consent',
          path: 'consent',
          action: async ({ request }) => {
            const form = await request.formData();
            posted.push(form);
            if ((await answer) === 'failed') return { error: true };
            stored = consentValue(grantedByForm(form));
            return { saved: stored };
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { posted, stored: () => stored };
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on this site' });

describe('the cookie banner', () => {
  test('asks a new visitor, with refusing as easy as accepting', async () => {
    renderSite('/en', null);
    const region = await screen.findByRole('region', { name: 'Cookies on this site' });
    const accept = within(region).getByRole('button', { name: 'Accept all' });
    const refuse = within(region).getByRole('button', { name: 'Only necessary' });
    expect(refuse.className).toBe(accept.className);
    expect(within(region).getByRole('button', { name: 'Save choices' })).toBeTruthy();
    const necessary = within(region).getByRole('checkbox', { name: /Strictly necessary/ }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    for (const name of ['Analytical', 'Marketing', 'Social media', 'Unclassified']) {
      expect((within(region).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(false);
    }
    // Nothing non-essential before a choice.
    expect(document.querySelector('img.tracking-pixel')).toBeNull();
  });

  test('"Only necessary" closes it in one click, stores the refusal and loads no pixel', async () => {
    const site = renderSite('/en', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Only necessary' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(site.stored()).toBe('necessary');
    expect(site.posted[0]?.get('via')).toBe('script');
    expect(site.posted[0]?.getAll('choice')).toEqual(['necessary']);
    expect(await screen.findByText('Your cookie choices have been saved.')).toBeTruthy();
    expect(document.querySelector('img.tracking-pixel')).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  test('goes the moment the visitor chooses, before the server answers, and comes back if saving fails', async () => {
    let answer: (outcome: 'saved' | 'failed') => void = () => undefined;
    const site = renderSite('/en', null, new Promise((resolve) => (answer = resolve)));
    fireEvent.click(await screen.findByRole('button', { name: 'Only necessary' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(site.posted).toHaveLength(1);
    expect(site.stored()).toBeNull();
    answer('failed');
    expect(await screen.findByRole('region', { name: 'Cookies on this site' })).toBeTruthy();
  });

  test('"Accept all" loads the tracking pixel', async () => {
    const site = renderSite('/en', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(site.stored()).toBe('necessary.analytical.marketing.social-media.unclassified');
    // The banner goes at the click and the cookie is stored by the action; the pixel follows the
    // root's reloaded consent, which the saved notice waits for.
    expect(await screen.findByText('Your cookie choices have been saved.')).toBeTruthy();
    expect(document.querySelector('img.tracking-pixel')?.getAttribute('src')).toBe(pixel);
  });

  test('"Save choices" keeps the ticked categories', async () => {
    const site = renderSite('/en', null);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Social media' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(site.stored()).toBe('necessary.social-media');
    expect(await screen.findByText('Your cookie choices have been saved.')).toBeTruthy();
    expect(document.querySelector('img.tracking-pixel')).toBeNull();
  });

  test('is not shown once the visitor chose, nor on a preview path', async () => {
    renderSite('/en', 'necessary.marketing');
    await screen.findByRole('heading', { name: 'Home' });
    expect(banner()).toBeNull();
    expect(document.querySelector('img.tracking-pixel')).not.toBeNull();
  });

  test('a preview path counts as granted but never tracks', async () => {
    renderSite('/en/preview', null);
    await screen.findByRole('heading', { name: 'Preview' });
    expect(banner()).toBeNull();
    expect(document.querySelector('img.tracking-pixel')).toBeNull();
  });
});

describe('the preferences', () => {
  test('open from the footer in a dialog showing the current choice, and save from there', async () => {
    const site = renderSite('/en', 'necessary.analytical');
    await screen.findByRole('heading', { name: 'Home' });
    const link = screen.getByRole('link', { name: 'Cookie settings' });
    expect(link.getAttribute('href')).toBe('/consent/?lng=en&back=%2Fen');
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect((within(dialog).getByRole('checkbox', { name: 'Analytical' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Only necessary' }));
    await waitFor(() => expect(site.stored()).toBe('necessary'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
