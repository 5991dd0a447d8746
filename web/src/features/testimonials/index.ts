export type { Testimonial } from './testimonial';
export { TestimonialCard } from './testimonial-card';
export { TestimonialsPage } from './testimonials-page';
export { TestimonialsTeaser } from './testimonials-teaser';
export { testimonialCardMessages } from './card-messages';
export { testimonialMessages } from './messages';
