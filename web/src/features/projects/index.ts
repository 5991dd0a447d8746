export { ProjectCard, ProjectGrid } from './project-card';
export { ProjectListPage } from './project-list-page';
export { ProjectPage } from './project-page';
export { projectCardMessages } from './card-messages';
export { projectListMessages } from './list-messages';
export { projectMessages } from './messages';
export type { ProjectSummary, ProjectDetail, ProjectUnit } from './project';
