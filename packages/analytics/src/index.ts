export { getDataLayer, push, setDataLayerTarget, type DataLayerTarget } from './dataLayer';
export {
  createPageViewTracker,
  initialPageViewState,
  pageLoad,
  pageView,
  pageViewTransition,
  type PageViewAction,
  type PageViewInput,
  type PageViewState,
  type PageViewTracker,
  type PageViewTransition,
} from './pageView';
export {
  categoryFields,
  itemBrand,
  toAnalyticsItem,
  toAnalyticsItems,
  type AnalyticsItem,
  type ItemAvailability,
  type ItemContext,
  type ItemInput,
} from './item';
export { itemsValue } from './value';
export { inRoubles } from './reportingCurrency';
export { rememberListName, rememberedListName, withListName } from './listOrigin';
export { fnv1a32 } from './hash';
export { fromProduct, type ProductItemExtras } from './product';
export {
  addToWishlist,
  removeFromWishlist,
  selectItem,
  viewItem,
  viewItemList,
  type ItemList,
} from './events/catalog';
export { selectPromotion, viewPromotion, type Banner } from './events/promotion';
export { searchEvent, type SearchEventInput, type SearchOriginName } from './events/search';
export {
  addPaymentInfo,
  addShippingInfo,
  beginCheckout,
  purchase,
  type CheckoutBasket,
  type PurchaseDetails,
} from './events/checkout';
export {
  type AddPaymentInfoEvent,
  type AddShippingInfoEvent,
  type AnalyticsEvent,
  type BeginCheckoutEvent,
  type EcommerceEvent,
  type PageLoadEvent,
  type PageViewEvent,
  type PromotionEvent,
  type PromotionPayload,
  type PurchaseEvent,
  type SearchEvent,
  type SearchOrigin,
  type SelectItemEvent,
  type ViewItemEvent,
  type ViewItemListEvent,
  type WishlistEvent,
} from './events/types';
export {
  createConsoleReporter,
  type ErrorContext,
  type ErrorLevel,
  type ErrorReporter,
  type ReporterConsole,
} from './errors/reporter';
export { dsnToString, envelopeEndpoint, parseDsn, storeEndpoint, type ParsedDsn } from './errors/dsn';
export { createSentryReporter, sentryClientName, toEnvelope, type FetchLike, type SentryReporterOptions } from './errors/sentry';
export { createErrorReporter, type ErrorReporterOptions } from './errors/createErrorReporter';
export { createLazyErrorReporter, type LazyErrorReporterOptions } from './errors/lazyReporter';
