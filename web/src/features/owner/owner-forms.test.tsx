import { screen } from '@testing-library/react';
import type { Language } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { loader } from '~/routes/owner-login';
import { renderRoute } from '~/test/render-route';
import { OwnerLoginPage } from './owner-forms';

/** The login page as the action's answer to a wrong password (or an unknown e-mail) renders it. */
function renderRefusedLogin(language: Language) {
  renderRoute(`/${language}/login/`, {
    path: `/${language}/login/`,
    loader,
    Component: () => (
      <OwnerLoginPage
        next={`/${language}/`}
        forgotPath={`/${language}/login/password/`}
        linkPath={`/${language}/login/link/`}
        reason={null}
        result={{ notice: 'invalid', values: { email: 'jan@example.be' } }}
      />
    ),
  });
}

// Issue 19: a wrong password showed two stacked messages saying the same thing
// ("Ongeldig e-mailadres of wachtwoord" over "De gebruikersnaam of het wachtwoord is niet correct").
describe('a refused owner login', () => {
  test.each([
    ['nl', 'De gebruikersnaam of het wachtwoord is niet correct'],
    ['fr', 'Le nom d’utilisateur ou le mot de passe n’est pas correct'],
    ['en', 'The username or password are not correct'],
    ['de', 'Der Benutzername oder das Passwort ist nicht korrekt'],
  ] as const)('says it once (%s)', async (language, expected) => {
    renderRefusedLogin(language);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(expected);
    expect(alert.children).toHaveLength(1);
  });
});
