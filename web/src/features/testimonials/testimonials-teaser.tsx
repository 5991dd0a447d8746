import { localizePath, type Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TestimonialCard } from './testimonial-card';
import { testimonialMessages } from './messages';
import type { Testimonial } from './testimonial';

/** Home page section: a few recent testimonials and a link to all of them. */
export function TestimonialsTeaser({
  testimonials,
  language,
}: {
  testimonials: readonly Testimonial[];
  language: Language;
}) {
  const intl = useIntl();
  if (testimonials.length === 0) return null;
  return (
    <section className="section home-section" aria-labelledby="home-testimonials">
      <div className="section__header">
        <h2 id="home-testimonials">{intl.formatMessage(testimonialMessages.teaserHeading)}</h2>
        <Link to={localizePath('/testimonials/', language)} className="section__more">
          {intl.formatMessage(testimonialMessages.teaserLink)} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul className="testimonial-grid">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}
