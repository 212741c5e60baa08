// Zod-free favourites constants, so browser code can import them from `@ornament/api-contract/http`.

/** Favourites sort (spec 2 §9): newest first when absent, then cheaper and dearer. */
export const favoriteSortValues = ['inexpensive', 'expensive'] as const;
export type FavoriteSort = (typeof favoriteSortValues)[number];

/** Error codes of the favourites calls; the details carry the spec's markers ('cannot be same', …). */
export const favoriteErrorCodes = {
  favoritesLimit: 'favorites_limit',
  unknownArticle: 'unknown_article',
  listNameInvalid: 'list_name_invalid',
  listNameSame: 'list_name_same',
  listLimit: 'list_limit',
  alreadyInList: 'already_in_list',
  unknownProduct: 'unknown_product',
  authRequired: 'auth_required',
} as const;
