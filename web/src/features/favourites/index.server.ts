export { favouritesAction, favouritesOf, loadFavouritesPage, type FavouritesPageData } from './favourites.server';
