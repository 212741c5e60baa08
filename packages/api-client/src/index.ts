export { createApiClient, type ApiClient } from './client';
export { createBrowserApiClient } from './browserClient';
export { hostForPath, resolveContext, type ClientConfig } from './config';
export {
  contextFromCookies,
  parseFlag,
  parsePromoCodes,
  tenantCityLookup,
  type CityLookup,
  type ContextCity,
  type ContextTenant,
  type RequestContext,
} from './context';
export { readDocumentCookie, type CookieReader } from './cookies';
export { contextHeaders, currencyHeader, staffAccessValue } from './headers';
export { bonusCurrencyHeader } from './calls/loyalty';
export { serializeQuery, withQuery, type QueryParams, type QueryValue } from './query';
export {
  errorMessages,
  request,
  type ApiResponse,
  type CallOptions,
  type HttpMethod,
  type NextFetchOptions,
  type RequestOptions,
} from './request';
export {
  ApiClientError,
  errorsByPointer,
  unwrap,
  firstErrorDetail,
  isApiClientError,
  type ApiClientErrorInit,
  type ApiClientErrorKind,
} from './errors';
export { authCalls, type AuthCalls, type LoginInput, type LogoutResponse, type SendCodeInput } from './calls/auth';
export { profileCalls, type CommentProductsParams, type PasswordInput, type ProfileCalls } from './calls/profile';
export {
  catalogCalls,
  type CatalogCalls,
  type CatalogCounts,
  type CatalogFiltersResult,
  type CatalogListingResult,
  type PricesResponse,
  type ProductResponse,
  type ProductSizesResponse,
  type ProductsResponse,
} from './calls/catalog';
export { catalogPath, parseCountHeader, parseListHeader } from './calls/catalogPath';
export { contentCalls, menuCacheTag, type ContentAreaResponse, type ContentCalls, type ContentPageResponse } from './calls/content';
export {
  geoCalls,
  type CitiesResponse,
  type CityResponse,
  type GeoCalls,
  type LocationCheckResponse,
  type TimeResponse,
} from './calls/geo';
export { favoriteCalls, type FavoriteCalls, type FavoritesPageParams } from './calls/favorites';
export { basketCalls, type BasketCalls, type BasketFlags } from './calls/basket';
export {
  deliveryCalls,
  type DeliveryCalls,
  type DeliveryClustersParams,
  type DeliveryPointFilters,
  type DeliveryPointsParams,
  type OfferRef,
} from './calls/delivery';
export { checkoutCalls, type CheckoutCalls } from './calls/checkout';
export { handbookCalls, type DeliveryInfoResponse, type HandbookCalls } from './calls/handbooks';
export { orderCalls, type OrderCalls, type ProlongTarget } from './calls/orders';
export { untilOrderSettles, untilRecommendationsReady, waitUntil, type WaitOptions } from './waitUntil';
export { loyaltyCalls, type LoyaltyCalls, type TaskLookup } from './calls/loyalty';
export { promotionCalls, type BannerSlot, type PromotionCalls, type PromotionListKind } from './calls/promotions';
export { returnCalls, type ReturnCalls } from './calls/returns';
export {
  productCalls,
  type AvailableRequestAttributes,
  type AvailableRequestResponse,
  type InstallmentResponse,
  type OfferParams,
  type OffersParams,
  type OfferResponse,
  type ProductCalls,
  type ProductKitResponse,
  type ViewedProductsResponse,
} from './calls/product';
export { metaCalls, type MetaCalls, type MetaIpResponse } from './calls/meta';
export {
  reviewCalls,
  type Comment,
  type CommentFile,
  type CommentFilesResponse,
  type CommentInfo,
  type CommentInfoResponse,
  type CommentPhoto,
  type CommentResponse,
  type CommentsResponse,
  type CommentVoteChoice,
  type CommentVoteResponse,
  type FileDeleteResponse,
  type FileUploadResponse,
  type ReviewCalls,
  type SendCommentAttributes,
  type SendCommentResponse,
  type UploadedFile,
  type VoteStatus,
} from './calls/reviews';
export {
  searchCalls,
  type AutocompleteResponse,
  type AutocompleteVersion,
  type ImageSearchResponse,
  type SearchCalls,
  type SetCookieResponse,
} from './calls/search';
export { giftCardCalls, type GiftCardCalls } from './calls/giftCards';
export { requestCalls, type RequestCalls } from './calls/requests';
export { metaPathOf, seoCalls, type SeoCalls, type SeoMetaLookup } from './calls/seo';
export { authenticityCalls, type AuthenticityCalls } from './calls/authenticity';
export { tradeInCalls, type TradeInAddResult, type TradeInCalculateResult, type TradeInCalls } from './calls/tradeIn';
