import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ResponsiveImage } from '~/ui/responsive-image';
import { projectCardMessages } from './card-messages';
import type { ProjectStatus, ProjectSummary } from './project';

export const projectStatusLabels: Readonly<Record<ProjectStatus, MessageDescriptor>> = {
  upcoming: projectCardMessages.statusUpcoming,
  selling: projectCardMessages.statusSelling,
  sold_out: projectCardMessages.statusSoldOut,
};

export function ProjectCard({
  project,
  headingLevel = 3,
  priority = false,
}: {
  project: ProjectSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="listing-card project-card">
      <div className="listing-card__media">
        {project.photo ? (
          <ResponsiveImage
            image={project.photo}
            sizes="(min-width: 961px) 380px, (min-width: 768px) 50vw, 100vw"
            priority={priority}
            alt=""
          />
        ) : (
          <div className="listing-card__no-photo" aria-hidden="true" />
        )}
        {project.status ? (
          <span className={`ribbon ribbon--project-${project.status}`}>
            {intl.formatMessage(projectStatusLabels[project.status])}
          </span>
        ) : null}
      </div>
      <div className="listing-card__body">
        <Heading className="listing-card__title">
          <Link to={project.path} className="listing-card__link">
            {project.title}
          </Link>
        </Heading>
        {project.priceFrom ? (
          <p className="listing-card__price">
            {intl.formatMessage(projectCardMessages.priceFrom, { price: project.priceFrom })}
          </p>
        ) : null}
        {project.city ? <p className="listing-card__place">{project.city}</p> : null}
        <ul className="listing-card__facts">
          {project.unitCount > 0 ? (
            <li>
              {intl.formatMessage(projectCardMessages.unitsAvailable, {
                available: project.availableUnits,
                total: project.unitCount,
              })}
            </li>
          ) : null}
          {project.delivery ? (
            <li>{intl.formatMessage(projectCardMessages.delivery, { delivery: project.delivery })}</li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}

export function ProjectGrid({
  projects,
  headingLevel = 3,
  prioritiseFirst = false,
}: {
  projects: readonly ProjectSummary[];
  headingLevel?: 2 | 3;
  prioritiseFirst?: boolean;
}) {
  return (
    <ul className="listing-grid">
      {projects.map((project, index) => (
        <li key={project.slug}>
          <ProjectCard project={project} headingLevel={headingLevel} priority={prioritiseFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
