export { ErrorPage, NotFoundPage } from './not-found-page';
export { SiteUnavailablePage } from './site-unavailable';
