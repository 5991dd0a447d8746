export { ProjectCard, ProjectGrid } from './project-card';
export { ProjectPage } from './project-page';
export { projectCardMessages } from './card-messages';
export { projectListMessages } from './list-messages';
export { projectMessages } from './messages';
export type { ProjectSummary, ProjectDetail, ProjectUnit } from './project';
export { ProjectSearchForm } from './project-search-form';
export {
  isProjectSearchFiltered,
  parseProjectSearch,
  projectSearchProblems,
  projectSearchQuery,
  type ProjectSearch,
} from './project-search';
