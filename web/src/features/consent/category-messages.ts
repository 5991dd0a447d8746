import type { ConsentCategory } from '@vitrine/domain';
import { defineMessages } from 'react-intl';

// Apart from `messages.ts`: only the consent form shows them, and its code loads on demand.

/** Name and description of each consent category. */
export const categoryMessages: Record<ConsentCategory, { label: MessageFor; description: MessageFor }> = {
  necessary: defineMessages({
    label: { id: 'consent.necessary', defaultMessage: 'Strictly necessary', description: 'Consent category name' },
    description: {
      id: 'consent.necessary.description',
      defaultMessage: 'Needed for the site to work: your language, your cookie choice and the security of forms.',
      description: 'What the strictly necessary consent category covers',
    },
  }),
  analytical: defineMessages({
    label: { id: 'consent.analytical', defaultMessage: 'Analytical', description: 'Consent category name' },
    description: {
      id: 'consent.analytical.description',
      defaultMessage: 'Anonymous statistics on how visitors use the site, so we can improve it.',
      description: 'What the analytical consent category covers',
    },
  }),
  marketing: defineMessages({
    label: { id: 'consent.marketing', defaultMessage: 'Marketing', description: 'Consent category name' },
    description: {
      id: 'consent.marketing.description',
      defaultMessage:
        'Lets us show you relevant properties on other websites and measure our adverts (tracking pixel).',
      description: 'What the marketing consent category covers',
    },
  }),
  'social-media': defineMessages({
    label: { id: 'consent.socialMedia', defaultMessage: 'Social media', description: 'Consent category name' },
    description: {
      id: 'consent.socialMedia.description',
      defaultMessage: 'Videos and virtual tours from YouTube, Vimeo, Facebook or Matterport load by themselves.',
      description: 'What the social media consent category covers',
    },
  }),
  unclassified: defineMessages({
    label: { id: 'consent.unclassified', defaultMessage: 'Unclassified', description: 'Consent category name' },
    description: {
      id: 'consent.unclassified.description',
      defaultMessage: 'Cookies we are still classifying with their providers.',
      description: 'What the unclassified consent category covers',
    },
  }),
};

type MessageFor = { id: string; defaultMessage?: string; description?: string };
