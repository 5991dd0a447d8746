import type { Language } from '@vitrine/domain';
import type { QueuedMail } from '../outbox/queue';
import { ownerButtonMail, type OwnerButtonMailTexts } from './reset-mail';

/** The texts of the owner's sign-in link mail, in each language of the site. */
const texts: Record<Language, OwnerButtonMailTexts> = {
  en: {
    subject: 'Your sign-in link for the owner portal',
    greeting: 'Hello,',
    body: 'Someone (probably you) asked for a link to sign in to the owner portal of {{site}} without a password.',
    button: 'Sign in to the owner portal',
    expiry: 'The link works once, for {{minutes}} minutes.',
    ignore: 'Did you not ask for this? Then ignore this mail: nobody can sign in without it.',
  },
  nl: {
    subject: 'Uw aanmeldlink voor het eigenaarsportaal',
    greeting: 'Beste,',
    body: 'Iemand (wellicht uzelf) vroeg een link om zonder wachtwoord aan te melden op het eigenaarsportaal van {{site}}.',
    button: 'Aanmelden op het eigenaarsportaal',
    expiry: 'De link werkt één keer, gedurende {{minutes}} minuten.',
    ignore: 'Heeft u dit niet gevraagd? Negeer dan deze e-mail: zonder deze link kan niemand aanmelden.',
  },
  fr: {
    subject: 'Votre lien de connexion à l’espace propriétaire',
    greeting: 'Bonjour,',
    body: "Quelqu'un (sans doute vous) a demandé un lien pour se connecter sans mot de passe à l'espace propriétaire de {{site}}.",
    button: 'Se connecter à l’espace propriétaire',
    expiry: 'Le lien fonctionne une seule fois, pendant {{minutes}} minutes.',
    ignore: "Vous n'avez rien demandé ? Ignorez ce message : personne ne peut se connecter sans ce lien.",
  },
  de: {
    subject: 'Ihr Anmeldelink für das Eigentümerportal',
    greeting: 'Guten Tag,',
    body: 'Jemand (wahrscheinlich Sie) hat einen Link angefordert, um sich ohne Passwort im Eigentümerportal von {{site}} anzumelden.',
    button: 'Im Eigentümerportal anmelden',
    expiry: 'Der Link funktioniert einmal, {{minutes}} Minuten lang.',
    ignore:
      'Sie haben nichts angefordert? Dann ignorieren Sie diese E-Mail: ohne diesen Link kann sich niemand anmelden.',
  },
};

/** The sign-in link mail of an owner, in `language`, with the link to the site's sign-in page. */
export function signInLinkMail(input: {
  language: Language;
  siteName: string;
  recipient: string;
  url: string;
  minutes: number;
}): QueuedMail {
  return ownerButtonMail('owner-sign-in-link', texts[input.language], input, { minutes: String(input.minutes) });
}
