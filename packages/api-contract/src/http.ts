// The zod-free part of the contract: header and cookie names, service prefixes, exact paths and
// plain constants. Browser bundles import this entry (`@ornament/api-contract/http`) so they never
// pull zod and every schema into a page's first load; the schemas load lazily when a call answers.
export { requestHeaders, responseHeaders, contextCookies } from './headers';
export { services, serviceOfPath, type ServiceId } from './services';
export { paths } from './paths';
export { messagingPaths } from './messaging/paths';
export { loyaltyPaths } from './loyalty/paths';
export { productCardImageWidth, productImagePath, productImageSide, productImageSrcSet } from './media';
export { genericErrorCodes, URL_IS_INVALID } from './common/errorCodes';
export { abGroups, imageSearchFields, imageSearchLimits, recommendationsTestId, type AbGroup } from './search/constants';
export { favoriteErrorCodes, favoriteSortValues, type FavoriteSort } from './favorites/constants';
export { reviewUploadField } from './reviews/constants';
export { authErrorCodes, authModes, authResponseTypes, registrationHint, roles, type AuthErrorCode, type AuthMode } from './auth/constants';
export { profileErrorCodes, profileFieldPointer, reasonsDeletionArea, type ProfileErrorCode } from './profile/constants';
export { accountSecurityErrorCodes, accountSecurityPaths, confirmEmailPagePath, confirmationCodePointer, type AccountSecurityErrorCode } from './profile/securityConstants';
export { deliveryTypes, orderDetailTypes, orderErrorCodes } from './orders/constants';
export { basketBounds, basketErrorCodes, promoErrorCodes, type BasketErrorCode, type PromoErrorCode } from './basket/constants';
export { checkoutErrorCodes, idempotencyKeyHeader, orderFieldPointer, orderFields, paymentDecisions, thankYouPath, thankYouUrl, type CheckoutErrorCode, type OrderField } from './checkout/constants';
export { deliveryErrorCodes, deliveryPointTypes, offerCommonMaxOffers, pointOrderTypes, pvzTypes, type DeliveryPointType, type PointOrderType, type PvzType } from './delivery/constants';
export { liveChannel, liveSocketClose, taskCenterSubject } from './messaging/constants';
export { personalOfferMinLifetimeMs } from './loyalty/constants';
export * from './shopMap/http';
export { geoPaths } from './geo/paths';
export { promotionsPaths, promotionErrorCodes } from './promotions/paths';
export { seoPaths, sitemapUrlsPerPage, noIndexRobots } from './seo/paths';
export { giftCardsPaths } from './giftCards/paths';
export { requestsPaths } from './requests/paths';
export { authenticityPaths } from './authenticity/paths';
export { tradeInPaths } from './tradeIn/paths';
export { captchaTokenHeader } from './captcha/constants';
export { pageRevalidation } from './revalidation';
