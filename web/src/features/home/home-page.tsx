import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ArticleGrid, servicesTeaserMessages } from '~/features/content';
import { ListingGrid, SearchForm } from '~/features/listings';
import { ProjectGrid } from '~/features/projects';
import { JsonLd } from '~/features/seo';
import { PageHead, useSite } from '~/shell/site';
import { TestimonialsTeaser } from '~/features/testimonials';
import { homeMessages } from './messages';
import type { HomeData } from './home.server';

function Section({
  id,
  title,
  lead,
  link,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  link: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section className="section home-section" aria-labelledby={id}>
      <div className="section__header">
        <div>
          <h2 id={id}>{title}</h2>
          {lead ? <p className="section__lead">{lead}</p> : null}
        </div>
        <Link to={link.to} className="section__more">
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

export function HomePage({ data }: { data: HomeData }) {
  const intl = useIntl();
  const site = useSite();
  const t = intl.formatMessage;
  return (
    <>
      <PageHead title={t(homeMessages.title)} description={site.settings?.tagline ?? t(homeMessages.heroLead)} />
      <JsonLd data={data.organization} />
      <div className="hero">
        <div className="container hero__inner">
          <h1 className="hero__heading">{t(homeMessages.heroHeading)}</h1>
          <p className="hero__lead">{site.settings?.tagline ?? t(homeMessages.heroLead)}</p>
          <div className="hero__search">
            <SearchForm action={data.paths.sale} typeOptions={data.typeOptions} />
          </div>
        </div>
      </div>
      <div className="container">
        {data.forSale.length > 0 ? (
          <Section
            id="featured-sale"
            title={t(homeMessages.featuredSale)}
            link={{ to: data.paths.sale, label: t(homeMessages.seeAllSale) }}
          >
            <ListingGrid listings={data.forSale} />
          </Section>
        ) : null}
        {data.forRent.length > 0 ? (
          <Section
            id="featured-rent"
            title={t(homeMessages.featuredRent)}
            link={{ to: data.paths.rent, label: t(homeMessages.seeAllRent) }}
          >
            <ListingGrid listings={data.forRent} />
          </Section>
        ) : null}
        {data.projects.length > 0 ? (
          <Section
            id="home-projects"
            title={t(homeMessages.projects)}
            lead={t(homeMessages.projectsLead)}
            link={{ to: data.paths.projects, label: t(homeMessages.seeAllProjects) }}
          >
            <ProjectGrid projects={data.projects} />
          </Section>
        ) : null}
        {data.services.length > 0 ? (
          <Section
            id="home-services"
            title={t(servicesTeaserMessages.servicesTeaser)}
            lead={t(servicesTeaserMessages.servicesTeaserLead)}
            link={{ to: data.paths.services, label: t(servicesTeaserMessages.allServices) }}
          >
            <ArticleGrid articles={data.services} headingLevel={3} />
          </Section>
        ) : null}
        <TestimonialsTeaser testimonials={data.testimonials} />
      </div>
    </>
  );
}
