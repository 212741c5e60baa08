// The server's own words for the favourites errors. Each carries the marker the storefront looks for
// (domain serverMessageMarkers, spec 2 §5), so the client maps it to the spec's Russian text.
import { favouritesMessages, serverMessageMarkers } from '@ornament/domain';

export const favoriteServerMessages = {
  favoritesLimit: 'Favorites limit reached',
  unknownArticle: 'Product with this article does not exist',
  unknownProduct: 'Product with this url code does not exist',
  listNameInvalid: `List name is ${serverMessageMarkers.folderNameEmptyOrLong}`,
  listNameSame: `List name ${serverMessageMarkers.folderNameSame} as an existing list name`,
  listLimit: (limit: number) => `Favorite list ${serverMessageMarkers.folderLimitReached}: ${limit}`,
  listProductsLimit: (limit: number) => `Favorite list products ${serverMessageMarkers.folderLimitReached}: ${limit}`,
  /** Already Russian in the spec (§5: the message contains 'уже добавлен'). */
  alreadyInList: favouritesMessages.alreadyInList,
  listNotFound: 'Favorite list not found',
  favoriteNotFound: 'Favorite not found',
  authRequired: 'Sign in to save the list',
} as const;
