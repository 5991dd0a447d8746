import { useIntl } from 'react-intl';
import { ProjectGrid, projectListMessages, ProjectSearchForm, projectSearchQuery } from '~/features/projects';
import type { ProjectListData } from './project-list.server';
import { ResultsPage } from './results-page';

/** The projects list: the same results page as the property lists, with a project's criteria. */
export function ProjectListPage({ data }: { data: ProjectListData }) {
  const intl = useIntl();
  const { listPath, search, results, problems } = data;
  const description = intl.formatMessage(projectListMessages.listDescription);
  return (
    <ResultsPage
      data={data}
      searchQuery={projectSearchQuery}
      title={intl.formatMessage(projectListMessages.listTitle)}
      description={description}
      lead={description}
      count={intl.formatMessage(projectListMessages.resultCount, { total: results.total })}
      filters={<ProjectSearchForm action={listPath} search={search} problems={problems} />}
      mapCount={(properties) => intl.formatMessage(projectListMessages.onMap, { count: properties.length })}
      cards={
        results.projects.length > 0
          ? (prioritiseFirst) => (
              <ProjectGrid projects={results.projects} headingLevel={3} prioritiseFirst={prioritiseFirst} />
            )
          : null
      }
      empty={
        data.pageLinks.noindex === true ? undefined : (
          <p className="empty-state empty-state__title">{intl.formatMessage(projectListMessages.noProjects)}</p>
        )
      }
    />
  );
}
