import { defineMessages } from '@formatjs/intl';

/** The owner portal's mail texts (password reset, sign-in link), in the site's catalogues (web/src/i18n/lang). */
export const ownerMessages = defineMessages({
  greeting: {
    id: 'mail.owner.greeting',
    defaultMessage: 'Hello,',
    description: 'Mail: Greeting of the owner portal’s mails (no name known)',
  },
  resetSubject: {
    id: 'mail.owner.reset.subject',
    defaultMessage: 'Choose a new password for your owner portal',
    description: "Mail: Subject of the owner's password mail",
  },
  resetBody: {
    id: 'mail.owner.reset.body',
    defaultMessage: 'Someone (probably you) asked to choose a new password for the owner portal of {site}.',
    description: "Mail: Body of the owner's password mail",
  },
  resetButton: {
    id: 'mail.owner.reset.button',
    defaultMessage: 'Choose a new password',
    description: 'Mail: Button of the owner’s password mail',
  },
  resetExpiry: {
    id: 'mail.owner.reset.expiry',
    defaultMessage: 'The link works once, for {hours, plural, one {# hour} other {# hours}}.',
    description: 'Mail: How long the password link works',
  },
  resetIgnore: {
    id: 'mail.owner.reset.ignore',
    defaultMessage: 'Did you not ask for this? Then ignore this mail: your password stays as it is.',
    description: "Mail: Footer line of the owner's password mail",
  },
  signInSubject: {
    id: 'mail.owner.signIn.subject',
    defaultMessage: 'Your sign-in link for the owner portal',
    description: "Mail: Subject of the owner's sign-in link mail",
  },
  signInBody: {
    id: 'mail.owner.signIn.body',
    defaultMessage:
      'Someone (probably you) asked for a link to sign in to the owner portal of {site} without a password.',
    description: "Mail: Body of the owner's sign-in link mail",
  },
  signInButton: {
    id: 'mail.owner.signIn.button',
    defaultMessage: 'Sign in to the owner portal',
    description: 'Mail: Button of the owner’s sign-in link mail',
  },
  signInExpiry: {
    id: 'mail.owner.signIn.expiry',
    defaultMessage: 'The link works once, for {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Mail: How long the sign-in link works',
  },
  signInIgnore: {
    id: 'mail.owner.signIn.ignore',
    defaultMessage: 'Did you not ask for this? Then ignore this mail: nobody can sign in without it.',
    description: "Mail: Footer line of the owner's sign-in link mail",
  },
});
