// Exact paths of the calls (spec 1 §7, spec 2 §7, spec 3 §7). Both the API's routes and the client's
// functions are written against these, so a renamed path breaks the build, not production.
import { productImagePath } from './media';

export const paths = {
  catalog: '/api/serviceCatalog/v2/catalog',
  catalogFilters: '/api/serviceCatalog/v2/filters',
  /** GET {catalogFiltersLink}{listing path}?{query}: the canonical link of that filter set. */
  catalogFiltersLink: '/api/serviceCatalog/v2/filters/generate-link',
  products: '/api/serviceCatalog/v2/products/',
  product: (id: string) => `/api/serviceCatalog/v2/products/${encodeURIComponent(id)}/`,
  productSizes: (article: string) => `/api/serviceCatalog/v2/products/sizes/${encodeURIComponent(article)}/`,
  prices: '/api/serviceCatalog/v2/prices/',
  /** Every size's price of the products (?articles=A-1,A-2), in the request's currency (spec 2 §7 products/prices). */
  productsPrices: '/api/serviceCatalog/v2/products/prices/',
  /** The live price of one size (spec 2 §7, §9); a product without sizes has no size segment. */
  productPrice: (article: string, size: string) =>
    `/api/serviceCatalog/v2/product/price/${encodeURIComponent(article)}/${size === '' ? '' : `${encodeURIComponent(size)}/`}`,
  /** Per url code, the shopper's city: shops holding it and the nearest delivery (spec 2 §7 additional-info). */
  additionalInfo: '/api/serviceCatalog/v2/additional-info/',
  /** The product's information block by its numeric id (spec 2 §7 product-info/{id}/). */
  productInfo: (id: number | string) => `/api/serviceCatalog/v2/product-info/${encodeURIComponent(String(id))}/`,
  /** Recommendations (spec 2 §7): computed by the catalogue service from the catalogue itself. */
  personalRecommendations: '/api/serviceCatalog/v2/recommendations/personal-recommendations/',
  alternatives: (id: string) => `/api/serviceCatalog/v2/recommendations/alternatives/${encodeURIComponent(id)}/`,
  crossSell: (id: string) => `/api/serviceCatalog/v2/recommendations/cross-sell/${encodeURIComponent(id)}/`,
  saleLabel: '/api/sklv/v5/products/sale-label/',
  /** Product page extras (spec 2 §7): installment, kits, the personal offer, back-in-stock, viewed products. */
  installmentPay: (id: string) => `/api/serviceCatalog/v2/catalog/product/${encodeURIComponent(id)}/installment-pay/`,
  productKit: (urlCode: string) => `/api/serviceCatalog/v3/catalog/product-kit/${encodeURIComponent(urlCode)}/`,
  offerCommon: '/api/serviceOffer/v1/offer/common/',
  addAvailableRequest: '/api/sklv/v5/products/add-available-request/',
  viewedProduct: '/api/sklv/v4/profile/viewed-product/',
  productImage: productImagePath,
  siteMainMenu: '/api/sklv/v4/content/site-main-menu/get-menu/',
  /** The same tree for crawlers (spec 2 §7): never personal or A/B-dependent, drawn into the HTML site map. */
  siteRobotMenu: '/api/sklv/v4/content/site-main-menu/get-robot-menu/',
  contentArea: (code: string) => `/api/sklv/v4/content/area/${code}/`,
  contentAreaWithFormatting: (code: string) => `/api/sklv/v4/content/area-with-formatting/${code}/`,
  /** Pictures the content areas point at (the header promo button's icons), drawn by the API. */
  contentPicture: (name: string) => `/api/sklv/v4/content/picture/${name}.webp`,
  contentPage: (code: string) => `/api/sklv/v3/content/page/${code}/`,
  cityByName: '/api/common/ajax/get-city-by-name/',
  setRegion: '/api/common/ajax/set-region/',
  locationCheck: '/api/sklv/v5/location/check/',
  time: '/api/common/time/',
  deliveryInfo: '/api/sklv/v5/handbooks/delivery-info/',
  currencyRates: '/api/sklv/v5/handbooks/currency-rates/',
  /** Autocomplete: v1, or v2 for the 'new search' A/B group b (spec 1 §7). */
  autocomplete: (version: 1 | 2) => `/api/v${version}/search/autocomplete/`,
  /** Text-search results as a catalogue listing; `slug` is `toUrlSlug(query)` from domain. */
  textSearch: (slug: string) => `/api/serviceCatalog/v2/catalog/products-search/text/text-${slug}/`,
  textSearchFilters: (slug: string) => `/api/serviceCatalog/v2/filters/products-search/text/text-${slug}/`,
  imageSearch: '/api/sklv/v3/search/image/',
  imageSearchResult: (id: string) => `/api/sklv/v3/search/image/${encodeURIComponent(id)}/`,
  setCookie: '/api/sklv/v5/set-cookie/',
  metaIp: '/api/serviceMeta/v1/meta/ip/',
  // Favourites and folders (spec 1 §7, spec 2 §7). The spec names the favourite and favorite-list
  // calls; the list read, the public wishlist read and its save are this project's own paths.
  favorites: '/api/sklv/v4/profile/favorite/',
  favorite: (id: number) => `/api/sklv/v4/profile/favorite/${id}/`,
  favoritesDeleteAll: '/api/sklv/v4/profile/favorites/delete-all/',
  /** Every favourite article of the session user (hearts on product and listing pages). */
  favoriteArticles: '/api/sklv/v4/products/favorites/',
  favoriteLists: '/api/sklv/v4/profile/favorite-list/',
  favoriteList: (guid: string) => `/api/sklv/v4/profile/favorite-list/${encodeURIComponent(guid)}/`,
  favoriteListProducts: '/api/sklv/v4/profile/favorite-list-product/',
  /** Anyone with the link reads a folder (the /favorites/wishlist/{guid}/ page). */
  wishlist: (guid: string) => `/api/sklv/v4/favorite-list/wishlist/${encodeURIComponent(guid)}/`,
  /** A signed-in shopper copies a shared folder into their own folders and favourites. */
  wishlistSave: (guid: string) => `/api/sklv/v4/favorite-list/wishlist/${encodeURIComponent(guid)}/save/`,
  // Reviews (spec 2 §7 "Reviews"): list, photo list, one review, votes, sending with uploaded photos.
  comments: '/api/serviceCatalog/v2/comments/',
  commentsFiles: '/api/serviceCatalog/v2/comments-files/',
  comment: (id: number | string) => `/api/serviceCatalog/v2/comment/${encodeURIComponent(String(id))}/`,
  /** Spec 1 §7: the ratings of a list of products (?url_codes=). */
  commentInfo: '/api/sklv/v5/products/comment-info/',
  /** Where comment-info was before it moved to the spec's path; still answered for clients built before. */
  legacyCommentInfo: '/api/serviceCatalog/v2/products/comment-info/',
  commentVote: '/api/serviceCatalog/v2/comment-voting/',
  productComments: (article: string) => `/api/serviceCatalog/v2/catalog/product/${encodeURIComponent(article)}/comments/`,
  commentFileUpload: '/api/serviceCatalog/v2/comment/file-upload/',
  commentFileDelete: '/api/serviceCatalog/v2/comment/file-delete/',
  /** A stored review photo, served back with its checked type. */
  commentPhoto: (key: string) => `/api/serviceCatalog/v2/comment-photo/${encodeURIComponent(key)}`,
  // Authentication (spec 3 §4, §7, §8). The spec leaves the send-code, login and captcha paths
  // unnamed; these are this project's, beside the named profile calls.
  authSendCode: '/api/sklv/v3/profile/user/send-code/',
  authLogin: '/api/sklv/v3/profile/user/login/',
  authLoginByEmail: '/api/sklv/v3/profile/user/login-by-email/',
  authCaptcha: '/api/sklv/v3/profile/user/captcha/',
  /** A deactivated account asks to come back after its code login (the modal's restore mode). */
  authRestore: '/api/sklv/v3/profile/user/restore/',
  logout: '/api/sklv/v3/profile/user/logout-cookie-and-create-fake-user/',
  loginByTicket: '/api/sklv/v4/profile/user/login-by-mindbox-ticket/',
  /** Local SMS driver only, never in production: the outbox dev and the tests read codes from. */
  devSmsOutbox: '/api/sklv/dev/sms-outbox/',
  /** Local only, never in production: issues a one-time login ticket for a phone (as a CRM message would). */
  devLoginTicket: '/api/sklv/dev/login-ticket/',
  // Profile (spec 3 §7 "Authentication and profile").
  profile: '/api/sklv/v5/profile/',
  profileProducts: '/api/sklv/v5/profile/products/',
  /** JSON:API GET and PATCH of the profile; PATCH also finishes registration and changes subscriptions. */
  user: (id: string) => `/api/sklv/v3/profile/user/${encodeURIComponent(id)}/`,
  fillProfile: '/api/sklv/v3/profile/user/fill-profile/',
  changePassword: '/api/sklv/v3/profile/user/change-password/',
  deactivate: '/api/sklv/v3/profile/user/deactivate/',
  subscriptions: '/api/sklv/v3/profile/subscriptions/',
  changeSubscribesMindbox: '/api/sklv/v3/profile/change-subscribes-mindbox/',
  favoriteStores: '/api/sklv/v4/profile/favorite-store/',
  favoriteStore: (storeId: number) => `/api/sklv/v4/profile/favorite-store/${storeId}/`,
  commentProducts: '/api/sklv/v3/profile/comment-product/',
  commentProductsSent: '/api/sklv/v3/profile/comment-product/comment-list/',
  // Orders and returns (spec 3 §7 "Orders", "Returns").
  ordersByStatus: (status: string) => `/api/sklv/v5/profile/user/${encodeURIComponent(status)}/orders/`,
  finalOrders: '/api/sklv/v5/profile/user/final-orders/',
  order: (id: number | string) => `/api/sklv/v5/profile/orders/${encodeURIComponent(String(id))}/`,
  finalOrder: (id: number | string) => `/api/sklv/v5/profile/user/final-order/${encodeURIComponent(String(id))}/`,
  ordersOfMaster: '/api/sklv/v3/order/',
  createdOrder: '/api/sklv/v5/profile/orders/created-order/',
  changePaymentMethod: '/api/sklv/v3/order/change-payment-method/',
  cancelReasons: '/api/sklv/v3/order/cancel-reasons/',
  orderCancel: '/api/sklv/v3/order/cancel/',
  orderStatus: (id: number | string) => `/api/sklv/v5/order/status/${encodeURIComponent(String(id))}/`,
  prolongReserve: '/api/sklv/v6/order/prolong-reserve/',
  qr: '/api/sklv/v6/qr/get/',
  returnCreate: '/api/sklv/v5/return/create/',
  returns: '/api/sklv/v5/return/',
  return: (id: number | string) => `/api/sklv/v5/return/${encodeURIComponent(String(id))}/`,
  returnCancel: '/api/sklv/v5/return/cancel/',
  // Basket (spec 3 §7 "Basket", base /api/sklv/v6/basket) and the gift packaging link.
  basketCalculate: '/api/sklv/v6/basket/calculate/',
  basketEasyCalculate: '/api/sklv/v6/basket/easy-calculate/',
  basketCreate: '/api/sklv/v6/basket/create/',
  basketUpdate: '/api/sklv/v6/basket/update/',
  basketSelect: '/api/sklv/v6/basket/select/',
  basketDelete: '/api/sklv/v6/basket/delete/',
  basketRestore: '/api/sklv/v6/basket/restore/',
  basketSetPaymentMethod: '/api/sklv/v6/basket/set-payment-method/',
  basketSetStore: '/api/sklv/v6/basket/set-store/',
  /** This project's: the gift card applyGiftCard spends. */
  basketSetGiftCard: '/api/sklv/v6/basket/set-gift-card/',
  basketQuantityBySize: '/api/sklv/v6/basket/quantity-by-size/',
  basketPromoCode: '/api/sklv/v6/basket/promo-code/',
  basketDeletePromoCode: '/api/sklv/v6/basket/delete-promo-code/',
  basketUpsell: '/api/sklv/v6/basket/upsell/',
  packLink: '/api/sklv/v6/link/get-pack-link/',
  // Order creation (spec 3 §7 "Order and links") and the local payment driver's acquiring page.
  orderCreate: '/api/sklv/v6/order/create/',
  paymentSandbox: (paymentId: string) => `/api/sklv/v6/payment/sandbox/${encodeURIComponent(paymentId)}/`,
  /** A remote acquirer's payment: creates it at the provider (once) and sends the shopper to its page. */
  paymentPay: (paymentId: string) => `/api/sklv/v6/payment/${encodeURIComponent(paymentId)}/pay/`,
  /** Where the remote acquirer posts its notifications (checked by reading the payment back from it). */
  paymentNotification: (provider: string) => `/api/sklv/v6/payment/notification/${encodeURIComponent(provider)}/`,
  /** Local only, never in production: an operator's order status move (order:advance) for browser tests. */
  devOrderAdvance: '/api/sklv/dev/order-advance/',
  // Saved addresses (spec 3 §7 "Addresses") and the offers service's delivery calls (spec 3 §7).
  deliveryAddresses: '/api/sklv/v3/delivery-address/',
  deliveryAddressCreate: '/api/sklv/v3/delivery-address/create/',
  deliveryAddressUpdate: '/api/sklv/v3/delivery-address/update/',
  deliveryAddressDelete: '/api/sklv/v3/delivery-address/delete/',
  offerPoints: '/api/serviceOffer/v1/offer/points/',
  offerPointsCluster: '/api/serviceOffer/v1/offer/points-cluster/',
  offerPointData: '/api/serviceOffer/v1/offer/data/',
  offerSizes: (urlCode: string) => `/api/serviceOffer/v1/offer/sizes/${encodeURIComponent(urlCode)}/`,
  deliveryTerms: '/api/serviceOffer/v1/delivery-terms',
  health: '/health',
  /** Liveness: 200 while the process runs and is not shutting down. */
  healthLive: '/health/live',
  /** Readiness: 200 when the database answers, the warm-up is done and the process is not draining; else 503. */
  healthReady: '/health/ready',
} as const;
