import { defineMessage, defineMessages } from 'react-intl';

export const testimonialMessages = defineMessages({
  title: {
    id: 'testimonials.title',
    defaultMessage: 'Testimonials',
    description: 'Title of the testimonials page when the cms has no text for it',
  },
  rating: defineMessage<{ rating: number }>({
    id: 'testimonials.rating',
    defaultMessage: 'Rated {rating} out of 5',
    description: 'Accessible text of the star rating of a testimonial',
  }),
  website: {
    id: 'testimonials.website',
    defaultMessage: 'Website',
    description: 'Link to the website of the client who wrote a testimonial',
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
  teaserHeading: {
    id: 'testimonials.teaser.heading',
    defaultMessage: 'What our clients say',
    description: 'Heading of the testimonials section on the home page',
  },
  teaserLink: {
    id: 'testimonials.teaser.link',
    defaultMessage: 'All testimonials',
    description: 'Link from the home page to the testimonials page',
  },
});
