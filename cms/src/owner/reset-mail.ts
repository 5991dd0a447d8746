import type { Language } from '@vitrine/domain';
import type { Agency } from '../mail/agency';
import { composeMail } from '../mail/compose';
import type { MailMessage, MailValues } from '../mail/catalogue';
import type { QueuedMail } from '../outbox/queue';
import { ownerMessages } from './mail-messages';

/** The texts of an owner's mail with one button; its expiry line takes the link's lifetime. */
export interface OwnerButtonMailTexts {
  subject: MailMessage;
  body: MailMessage;
  button: MailMessage;
  expiry: MailMessage;
  ignore: MailMessage;
}

/** Who an owner's mail goes to, in which language, and the link of its button. */
export interface OwnerMailInput {
  language: Language;
  agency: Agency;
  recipient: string;
  url: string;
}

/** An owner's mail in the site's layout: a greeting, a paragraph, the button to `url`, the expiry. */
export function ownerButtonMail(
  kind: string,
  texts: OwnerButtonMailTexts,
  input: OwnerMailInput,
  expiryValues: MailValues,
): QueuedMail {
  const site = input.agency.siteName;
  return composeMail({
    kind,
    recipient: input.recipient,
    language: input.language,
    agency: input.agency,
    subject: { message: texts.subject, values: { site } },
    paragraphs: [{ message: ownerMessages.greeting }, { message: texts.body, values: { site } }],
    button: { label: { message: texts.button }, url: input.url },
    footer: [{ message: texts.expiry, values: expiryValues }, { message: texts.ignore }],
  });
}

const resetTexts: OwnerButtonMailTexts = {
  subject: ownerMessages.resetSubject,
  body: ownerMessages.resetBody,
  button: ownerMessages.resetButton,
  expiry: ownerMessages.resetExpiry,
  ignore: ownerMessages.resetIgnore,
};

/** The password mail of an owner, in `language`, with the link to the site's reset page. */
export function resetPasswordMail(input: OwnerMailInput & { hours: number }): QueuedMail {
  return ownerButtonMail('owner-password-reset', resetTexts, input, { hours: input.hours });
}
