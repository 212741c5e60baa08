/** Server message fragments the client recognises (spec 2 §5, §8). */
export const serverMessageMarkers = {
  invalidUrl: 'Url is invalid',
  folderNameSame: 'cannot be same',
  folderNameEmptyOrLong: 'empty or too long',
  folderLimitReached: 'limit reached',
  alreadyInFolder: 'уже добавлен',
  tradeInDuplicate: 'уже существует',
  noRecommendations: 'No recommendations for current catalog',
  recommendationsWithoutFilters: "Can't fetch recommendations because no filters provided",
} as const;
