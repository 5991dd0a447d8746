import { useIntl } from 'react-intl';
import type { Testimonial } from './testimonial';
import { testimonialCardMessages } from './card-messages';

function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <p
      className="testimonial__rating"
      role="img"
      aria-label={intl.formatMessage(testimonialCardMessages.rating, { rating })}
    >
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span aria-hidden="true" className="testimonial__rating-off">
        {'★'.repeat(5 - rating)}
      </span>
    </p>
  );
}

/**
 * One testimonial: the comment in its own language, who wrote it and when. The client's website
 * is user-generated: `nofollow ugc` for search engines, `noopener` for the browser.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const intl = useIntl();
  return (
    <figure className="testimonial">
      {testimonial.rating ? <Stars rating={testimonial.rating} /> : null}
      <blockquote className="testimonial__comment" lang={testimonial.language ?? undefined}>
        <p>{testimonial.comment}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <strong>{testimonial.name}</strong>
        {testimonial.poster ? <span>{testimonial.poster}</span> : null}
        {testimonial.date ? (
          <time dateTime={testimonial.date}>
            {intl.formatDate(`${testimonial.date}T12:00:00Z`, {
              year: 'numeric',
              month: 'long',
              day: 'numeric',
              timeZone: 'UTC',
            })}
          </time>
        ) : null}
        {testimonial.website ? (
          <a href={testimonial.website} rel="nofollow ugc noopener" className="testimonial__website">
            {intl.formatMessage(testimonialCardMessages.website)}
            <span className="visually-hidden"> — {testimonial.name}</span>
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}
