import { useIntl } from 'react-intl';
import { NoResults, Pagination, ResultViews, resultsMessages, SearchLayout } from '~/features/listings';
import { ResultsMap } from '~/features/map';
import { ProjectGrid, projectListMessages, ProjectSearchForm, projectSearchQuery } from '~/features/projects';
import { PageHead } from '~/shell/site';
import type { ProjectListData } from './project-list.server';

/** The projects list: the same search page as the property lists, with a project's criteria. */
export function ProjectListPage({ data }: { data: ProjectListData }) {
  const intl = useIntl();
  const { listPath, search, results, problems, map } = data;
  const filtered = data.pageLinks.noindex === true;
  const title = intl.formatMessage(projectListMessages.listTitle);
  const description = intl.formatMessage(projectListMessages.listDescription);
  return (
    <>
      <PageHead
        title={results.page > 1 ? `${title} — ${intl.formatMessage(resultsMessages.pageOf, results)}` : title}
        description={description}
      />
      <SearchLayout
        title={title}
        lead={description}
        count={intl.formatMessage(projectListMessages.resultCount, { total: results.total })}
        page={results.page}
        pageCount={results.pageCount}
        total={results.total}
        views={
          <ResultViews current={search.view} href={(view) => `${listPath}${projectSearchQuery({ ...search, view })}`} />
        }
        filters={<ProjectSearchForm action={listPath} search={search} problems={problems} />}
        filtersOpen={filtered || problems.length > 0}
      >
        {map && results.projects.length > 0 ? (
          <ResultsMap
            language={data.language}
            properties={map.properties}
            framePath={map.framePath}
            customMarker={map.customMarker}
            marqueeIgnoreList={map.marqueeIgnoreList}
            countText={intl.formatMessage(projectListMessages.onMap, { count: map.properties.length })}
          />
        ) : null}
        {results.projects.length > 0 ? (
          <>
            <ProjectGrid projects={results.projects} headingLevel={3} prioritiseFirst={!map} />
            <Pagination
              page={search.page}
              pageCount={results.pageCount}
              href={(page) => `${listPath}${projectSearchQuery({ ...search, page })}`}
            />
          </>
        ) : filtered ? (
          <NoResults clearPath={listPath} />
        ) : (
          <p className="empty-state empty-state__title">{intl.formatMessage(projectListMessages.noProjects)}</p>
        )}
      </SearchLayout>
    </>
  );
}
