import { defineMessage, defineMessages } from 'react-intl';

/** A testimonial card, and the home page’s teaser of them. */
export const testimonialCardMessages = defineMessages({
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
