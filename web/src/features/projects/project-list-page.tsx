import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { listingMessages } from '~/features/listings';
import { PageHead } from '~/features/site';
import { ProjectGrid } from './project-card';
import { projectMessages } from './messages';
import type { ProjectListData } from './projects.server';

export function ProjectListPage({ data }: { data: ProjectListData }) {
  const intl = useIntl();
  const { results, listPath } = data;
  const title = intl.formatMessage(projectMessages.listTitle);
  return (
    <div className="container">
      <PageHead title={title} description={intl.formatMessage(projectMessages.listDescription)} />
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-header__lead">{intl.formatMessage(projectMessages.listDescription)}</p>
      </header>
      {results.projects.length > 0 ? (
        <ProjectGrid projects={results.projects} headingLevel={2} prioritiseFirst />
      ) : (
        <p className="empty-state empty-state__title">{intl.formatMessage(projectMessages.noProjects)}</p>
      )}
      {results.pageCount > 1 ? (
        <nav className="pagination" aria-label={intl.formatMessage(listingMessages.paginationLabel)}>
          <ul>
            {Array.from({ length: results.pageCount }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <Link
                  to={page === 1 ? listPath : `${listPath}?page=${page}`}
                  aria-current={page === results.page ? 'page' : undefined}
                >
                  {page}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
