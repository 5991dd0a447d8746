export type { Testimonial } from './testimonial';
export { TestimonialCard } from './testimonial-card';
export { TestimonialsPage } from './testimonials-page';
export { TestimonialsTeaser } from './testimonials-teaser';
export { testimonialMessages } from './messages';
