export { FavouritesPage } from './favourites-page';
export { favouritesMessages } from './messages';
