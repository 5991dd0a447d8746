import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '~/shell/site';
import { Markdown } from '~/ui/markdown';
import { TestimonialCard } from './testimonial-card';
import { testimonialMessages } from './messages';
import type { TestimonialsPageData } from './testimonials.server';

/** The published testimonials, newest first, with "page X of Y". */
export function TestimonialsPage({ data }: { data: TestimonialsPageData }) {
  const intl = useIntl();
  const { page, testimonials, paging, language } = data;
  const title = page?.title.text ?? intl.formatMessage(testimonialMessages.title);
  const path = data.pageLinks.alternates[language];
  const pageHref = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <div className="container content-testimonials">
      <PageHead
        title={page?.seo.title ?? title}
        description={page?.seo.description ?? null}
        image={page?.seo.image ?? null}
      />
      <header className="content-header narrow">
        <h1 lang={page && page.title.lang !== language ? page.title.lang : undefined}>{title}</h1>
        {page?.intro ? (
          <p className="content-header__lead" lang={page.intro.lang !== language ? page.intro.lang : undefined}>
            {page.intro.text}
          </p>
        ) : null}
        {page?.body ? <Markdown source={page.body.text} /> : null}
      </header>
      {testimonials.length === 0 ? (
        <p className="empty-state">{intl.formatMessage(testimonialMessages.empty)}</p>
      ) : (
        <>
          <p className="content-testimonials__count">{intl.formatMessage(testimonialMessages.count, paging)}</p>
          <ul className="testimonial-grid">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </>
      )}
      {paging.pageCount > 1 ? (
        <nav className="pagination" aria-label={intl.formatMessage(testimonialMessages.pagination)}>
          <ul>
            {paging.page > 1 ? (
              <li>
                <Link to={pageHref(paging.page - 1)} rel="prev" className="pagination__step">
                  ← {intl.formatMessage(testimonialMessages.previous)}
                </Link>
              </li>
            ) : null}
            {paging.page < paging.pageCount ? (
              <li>
                <Link to={pageHref(paging.page + 1)} rel="next" className="pagination__step">
                  {intl.formatMessage(testimonialMessages.next)} →
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
