// The server side of the testimonials' public surface: the home page's teaser reads the latest.
export { latestTestimonials } from './testimonials.server';
