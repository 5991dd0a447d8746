import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSite } from '~/shell/site';
import { TestimonialCard } from './testimonial-card';
import { testimonialCardMessages } from './card-messages';
import type { Testimonial } from './testimonial';

/** Home page section: a few recent testimonials and a link to all of them. */
export function TestimonialsTeaser({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const intl = useIntl();
  const { paths } = useSite();
  if (testimonials.length === 0) return null;
  return (
    <section className="section home-section" aria-labelledby="home-testimonials">
      <div className="section__header">
        <h2 id="home-testimonials">{intl.formatMessage(testimonialCardMessages.teaserHeading)}</h2>
        <Link to={paths.testimonials} className="section__more">
          {intl.formatMessage(testimonialCardMessages.teaserLink)} <span aria-hidden="true">→</span>
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
