import type { QueuedMail } from '../outbox/queue';
import { ownerMessages } from './mail-messages';
import { ownerButtonMail, type OwnerButtonMailTexts, type OwnerMailInput } from './reset-mail';

const signInTexts: OwnerButtonMailTexts = {
  subject: ownerMessages.signInSubject,
  body: ownerMessages.signInBody,
  button: ownerMessages.signInButton,
  expiry: ownerMessages.signInExpiry,
  ignore: ownerMessages.signInIgnore,
};

/** The sign-in link mail of an owner, in `language`, with the link to the site's sign-in page. */
export function signInLinkMail(input: OwnerMailInput & { minutes: number }): QueuedMail {
  return ownerButtonMail('owner-sign-in-link', signInTexts, input, { minutes: input.minutes });
}
