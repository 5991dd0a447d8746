import { interpolate, type Language } from '@vitrine/domain';
import { renderMail } from '../mail/layout';
import type { QueuedMail } from '../outbox/queue';

/** The texts of the owner's password mail, in each language of the site. */
const texts: Record<Language, OwnerButtonMailTexts> = {
  en: {
    subject: 'Choose a new password for your owner portal',
    greeting: 'Hello,',
    body: 'Someone (probably you) asked to choose a new password for the owner portal of {{site}}.',
    button: 'Choose a new password',
    expiry: 'The link works once, for {{hours}} hours.',
    ignore: 'Did you not ask for this? Then ignore this mail: your password stays as it is.',
  },
  nl: {
    subject: 'Kies een nieuw wachtwoord voor uw eigenaarsportaal',
    greeting: 'Beste,',
    body: 'Iemand (wellicht uzelf) vroeg om een nieuw wachtwoord te kiezen voor het eigenaarsportaal van {{site}}.',
    button: 'Kies een nieuw wachtwoord',
    expiry: 'De link werkt één keer, gedurende {{hours}} uur.',
    ignore: 'Heeft u dit niet gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
  },
  fr: {
    subject: 'Choisissez un nouveau mot de passe pour votre espace propriétaire',
    greeting: 'Bonjour,',
    body: "Quelqu'un (sans doute vous) a demandé à choisir un nouveau mot de passe pour l'espace propriétaire de {{site}}.",
    button: 'Choisir un nouveau mot de passe',
    expiry: 'Le lien fonctionne une seule fois, pendant {{hours}} heures.',
    ignore: "Vous n'avez rien demandé ? Ignorez ce message : votre mot de passe reste inchangé.",
  },
  de: {
    subject: 'Wählen Sie ein neues Passwort für Ihr Eigentümerportal',
    greeting: 'Guten Tag,',
    body: 'Jemand (wahrscheinlich Sie) hat darum gebeten, ein neues Passwort für das Eigentümerportal von {{site}} zu wählen.',
    button: 'Neues Passwort wählen',
    expiry: 'Der Link funktioniert einmal, {{hours}} Stunden lang.',
    ignore: 'Sie haben nichts angefordert? Dann ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
};

/** The texts of an owner's mail with one button (its expiry line takes `values`). */
export interface OwnerButtonMailTexts {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  expiry: string;
  ignore: string;
}

/** An owner's mail in the site's layout: a greeting, a paragraph, the button to `url`, the expiry. */
export function ownerButtonMail(
  kind: string,
  t: OwnerButtonMailTexts,
  input: { language: Language; siteName: string; recipient: string; url: string },
  expiryValues: Record<string, string>,
): QueuedMail {
  const site = input.siteName;
  return {
    kind,
    recipient: input.recipient,
    subject: interpolate(t.subject, { site }),
    ...renderMail({
      language: input.language,
      siteName: site,
      paragraphs: [{ template: t.greeting }, { template: t.body, values: { site } }],
      button: { label: t.button, url: input.url },
      footer: [{ template: t.expiry, values: expiryValues }, { template: t.ignore }],
    }),
  };
}

/** The password mail of an owner, in `language`, with the link to the site's reset page. */
export function resetPasswordMail(input: {
  language: Language;
  siteName: string;
  recipient: string;
  url: string;
  hours: number;
}): QueuedMail {
  return ownerButtonMail('owner-password-reset', texts[input.language], input, { hours: String(input.hours) });
}
