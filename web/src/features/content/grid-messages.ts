import { defineMessages } from 'react-intl';

/** A grid of article cards (a section page, the home page’s services). */
export const articleGridMessages = defineMessages({
  readMore: {
    id: 'content.article.readMore',
    defaultMessage: 'Read more',
    description: 'Visual cue at the bottom of an article card (the card title is the link)',
  },
});

/** The home page’s teaser of the services. */
export const servicesTeaserMessages = defineMessages({
  servicesTeaser: {
    id: 'content.services.teaser',
    defaultMessage: 'Our services',
    description: 'Heading of the services section on the home page',
  },
  servicesTeaserLead: {
    id: 'content.services.teaserLead',
    defaultMessage: 'Sales, lettings, investment and management: one accredited team for your property.',
    description: 'Text under the services heading on the home page',
  },
  allServices: {
    id: 'content.services.all',
    defaultMessage: 'All our services',
    description: 'Link from the home page to the services overview',
  },
});
