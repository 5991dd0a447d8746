import { defineMessage, defineMessages } from 'react-intl';

/** The testimonials page. */
export const testimonialMessages = defineMessages({
  title: {
    id: 'testimonials.title',
    defaultMessage: 'Testimonials',
    description: 'Title of the testimonials page when the cms has no text for it',
  },
  empty: {
    id: 'testimonials.empty',
    defaultMessage: 'No testimonials have been published yet.',
    description: 'Shown on the testimonials page when there are none',
  },
  count: defineMessage<{ total: number; page: number; pageCount: number }>({
    id: 'testimonials.count',
    defaultMessage: '{total, plural, one {# testimonial} other {# testimonials}} · page {page} of {pageCount}',
    description: 'Number of published testimonials and the paging (spec: page X of Y)',
  }),
  pagination: {
    id: 'testimonials.pagination',
    defaultMessage: 'Pages of testimonials',
    description: 'Accessible name of the testimonials paging navigation',
  },
  previous: {
    id: 'testimonials.previous',
    defaultMessage: 'Newer',
    description: 'Link to the previous (newer) page of testimonials',
  },
  next: {
    id: 'testimonials.next',
    defaultMessage: 'Older',
    description: 'Link to the next (older) page of testimonials',
  },
});
