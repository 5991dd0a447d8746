import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import Contact, { loader as contactLoader } from '~/routes/contact';
import { renderRoute } from '~/test/render-route';

async function contactSection(url = '/nl/contact/') {
  renderRoute(url, { path: url, loader: contactLoader, Component: Contact });
  const heading = await screen.findByRole('heading', { level: 2, name: /Stuur ons een bericht|Send us a message/ });
  return heading.closest('section')!;
}

/** The first touch loads formik, whose controls then replace the server's: the control as formik holds it. */
async function touched(section: HTMLElement, label: string) {
  const served = within(section).getByLabelText(label);
  served.focus();
  await waitFor(() => expect(within(section).getByLabelText(label)).not.toBe(served));
  return within(section).getByLabelText(label);
}

describe('the contact form, with JavaScript', () => {
  test('shows the translated error beside a field as the visitor leaves it, tied to it for screen readers', async () => {
    const email = await touched(await contactSection(), 'E-mailadres');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'an@example' } });
    fireEvent.blur(email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('E-mailadres is niet geldig');
    fireEvent.change(email, { target: { value: 'an@example.be' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  });

  test('does not send a form with errors: every error shows and the first field gets the focus', async () => {
    const section = await contactSection();
    fireEvent.submit(section.querySelector('form')!);
    await waitFor(() => expect(within(section).getByText('Voornaam is verplicht')).toBeTruthy());
    expect(within(section).getByText('Bericht is verplicht')).toBeTruthy();
    expect(within(section).getByText('Kies waarover uw bericht gaat')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('contactCategory');
  });

  test('offers the Dutch contact time slots, 13:00-16:00 in the afternoon', async () => {
    const form = await contactSection();
    expect(within(form).getByLabelText('13:00-16:00').getAttribute('name')).toBe('contactTimeSlots');
    expect(within(form).queryByLabelText('14:00-16:00')).toBeNull();
  });
});
