// The server side of the projects' public surface: what other features' loaders may use.
export { listProjects, projectMapProperties, searchProjects } from './project-search.server';
