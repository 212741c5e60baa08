export {
  categories,
  products,
  productInserts,
  productPrices,
  productSizes,
  stores,
  stock,
  type BadgeValue,
  type BrandCode,
  type CurrencyColumn,
  type OpeningHours,
  type ProductInsertValue,
  type StoreType,
} from './catalog';
export { coupons } from './coupons';
export { geoIpRanges } from './geo';
export { contentAreas, contentAreaItems, contentPages, contentPageAreas } from './content';
export { searchTerms, imageSearches } from './search';
export { users, sessions } from './users';
export { favorites, favoriteLists, favoriteListProducts } from './favorites';
export { productComments, commentFiles, commentVotes, type CommentStatus } from './reviews';
export { availabilityRequests, viewedProducts } from './shopper';
export { verificationCodes, authEvents, captchaChallenges, smsOutbox, loginTickets } from './auth';
export { emailVerifications, mailOutbox } from './email';
export {
  userSubscriptions,
  favoriteStores,
  accountDeletions,
  orders,
  orderItems,
  returns,
  returnItems,
  type OrderRecipient,
} from './account';
export {
  baskets,
  basketItems,
  basketPromoCodes,
  priceRules,
  loyaltyLedger,
  giftCards,
  deliveryAddresses,
  pickupPoints,
  deliveryTariffs,
  checkoutAttempts,
  stockReservations,
  payments,
  paymentRefunds,
  masterOrderIdSequence,
  orderNumberSequence,
} from './checkout';
export { messages } from './messaging';
export { tasks, taskCompletions, personalOffers, partnerCodes } from './loyalty';
export * from './seo';
export * from './shopMap';
export * from './authenticity';
export * from './tradeIn';
export * from './promotions';
export * from './giftCards';
export * from './rateLimits';
