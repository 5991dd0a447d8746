import { composeMail } from '../mail/compose';
import { mailLayoutMessages } from '../mail/mail-messages';
import { unsubscribeLinks } from '../mail/unsubscribe';
import { visitorLanguage, type LeadMailInput } from '../leads/lead-mails';
import { leadMailMessages } from '../leads/mail-messages';
import type { QueuedMail } from '../outbox/queue';
import { newsletterConfirmLink } from './tokens';

/**
 * A newsletter sign-up's only mail: the confirmation link of its double opt-in, with the
 * unsubscribe link and headers of every mail of the list.
 */
export function newsletterConfirmation(input: LeadMailInput): QueuedMail[] {
  const language = visitorLanguage(input);
  const site = input.agency.siteName;
  const firstName = typeof input.lead.firstName === 'string' ? input.lead.firstName : '';
  if (!input.unsubscribeToken) throw new Error('A newsletter sign-up is stored with its unsubscribe token');
  return [
    composeMail({
      kind: 'newsletter-confirmation',
      recipient: typeof input.lead.email === 'string' ? input.lead.email : '',
      language,
      agency: input.agency,
      subject: { message: leadMailMessages.newsletterSubject, values: { site } },
      paragraphs: [
        ...(firstName ? [{ message: mailLayoutMessages.greeting, values: { name: firstName } }] : []),
        { message: leadMailMessages.newsletterBody, values: { site } },
      ],
      button: {
        label: { message: leadMailMessages.newsletterButton },
        url: newsletterConfirmLink(language, input.documentId),
      },
      footer: [{ message: leadMailMessages.newsletterIgnore }],
      unsubscribe: unsubscribeLinks(language, input.unsubscribeToken, input.strapi),
    }),
  ];
}
