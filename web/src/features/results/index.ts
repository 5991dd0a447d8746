export { ListingListPage } from './listing-list-page';
export { ProjectListPage } from './project-list-page';
