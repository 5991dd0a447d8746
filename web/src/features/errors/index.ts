export { ErrorPage, NotFoundPage } from './not-found-page';
