export { brandIds, countryCodes, currencyCodes, sourceIds, type BrandId, type CountryCode, type CurrencyCode, type SourceId } from './tenant/codes';
export { currencies, type CurrencyInfo } from './tenant/currencies';
export { supportPhones, type Phone } from './tenant/phones';
export { supportPhoneFor } from './tenant/supportPhone';
export { countries, countryByGuid, type Country } from './tenant/countries';
export { brands, type Brand } from './tenant/brands';
export type { Tenant, TenantId, TenantLinks } from './tenant/tenantSchema';
export { brandIndexOf, findTenant, getTenant, isTenantId, tenantIdOf, tenantIds, tenants } from './tenant/tenants';

export { type ReferenceCity } from './geo/city';
export {
  cities,
  citiesOf,
  cityByGuid,
  defaultCityOf,
  defaultCitySearchLimit,
  normalizeCityQuery,
  searchCities,
} from './geo/cities';

export { formatNumber, groupSeparator, unitSeparator, type NumberFormatOptions } from './format/number';
export { formatPrice } from './format/price';
export { defaultTimeZone, formatDate, parseUtcOffset, ruDateFormat, type DateInput } from './format/date';
export { runtimeTimeZone } from './format/timeZone';
export { plural, type PluralForms } from './format/plural';
export { bonusForms, formatBadgeCount, formatBonus, formatCount } from './format/counts';

export {
  breakpointMax,
  breakpoints,
  cookieMaxAgeSeconds,
  limits,
  priceStepTable,
  searchOrigins,
  utmCookieNames,
} from './rules/limits';
export { localStorageKeys, sessionStorageDefaults, sessionStorageKeys } from './rules/storageKeys';
export { priceStep, roundToStep, type RoundingMode } from './rules/priceStep';
export { isStockShown, lowStockLabel, sectionsNeverStockedInKazakhstan } from './rules/stock';
export { hasDiamondInserts, isPremium, type PremiumCandidate } from './rules/premium';
export { isMessagesSession, toastDurationMs } from './rules/session';
export { authLimits } from './rules/authLimits';
export { addToSearchHistory } from './rules/searchHistory';
export { bonusAccrual, maxBonusPayment } from './rules/bonus';
export { liveTokenLimits, messageRetention, messageRetentionCutoffs, messagingServerMessages } from './rules/messaging';

export {
  displayStateOf,
  isOrderStatusCode,
  orderDisplayStates,
  orderStatusCodes,
  orderStatusColourOf,
  orderStatusColours,
  orderStatusOf,
  orderStatusTable,
  type OrderDisplayState,
  type OrderStatusCode,
  type OrderStatusColour,
  type OrderStatusDisplay,
} from './orders/statuses';
export {
  canCancel,
  canChangePayment,
  canProlongReserve,
  canReturn,
  cancelOutcome,
  cancellableOrderStatusCodes,
  completedOrderStatusCodes,
  effectiveDisplayState,
  effectiveStatusCode,
  finalOrderStatusCodes,
  isCompletedStatus,
  isFinalStatus,
  isOrderStatusGroup,
  isReservationExpired,
  isReserveLive,
  orderStatusGroups,
  ordersPageSize,
  pageCountOf,
  prolongedReserve,
  reserveProlongDays,
  returnDeadline,
  returnWindowDays,
  returnsPageSize,
  statusGroupOf,
  type OrderState,
  type OrderStatusGroup,
} from './orders/rules';
export {
  isPaymentMethodFor,
  isReasonCode,
  orderCancelReasons,
  paymentMethodOf,
  paymentMethods,
  paymentMethodsFor,
  returnReasons,
  returnStatusLabelOf,
  returnStatusLabels,
  returnStatuses,
  type PaymentMethod,
  type Reason,
  type ReturnStatus,
} from './orders/payments';
export { refundSplit, type OrderTenders, type RefundSplit } from './orders/refundSplit';
export { canMoveReturn, returnRefundMethodOf, returnRefundMethods, type ReturnRefundMethod } from './orders/returnMoves';

export {
  deliveryGroups,
  groupOf,
  isDeliveryTab,
  isOrderType,
  isPickupTab,
  needsDeliveryAddress,
  orderTypes,
  type DeliveryGroup,
  type OrderType,
} from './delivery/orderTypes';
export { deliveryText, pickupReadyTime, type DeliveryTiming } from './delivery/deliveryText';

export {
  catalogSectionNames,
  catalogSections,
  diamantMetaResetSections,
  isCatalogSection,
  isStaffOnlySection,
  noRecommendationSegments,
  resetsDiamantMeta,
  sectionOfPath,
  staffOnlySections,
  wantsRecommendations,
  type CatalogSection,
  type RecommendationContext,
} from './catalog/sections';
export { filtersButtonText, listingMessages, saleStickerDescription, saleStickerText, showProductsText } from './catalog/listingMessages';
export {
  catalogSortOption,
  catalogSortOptions,
  favouritesSortOptions,
  type CatalogSortValue,
  type SortOption,
} from './catalog/sortOptions';

export {
  addressRequiredText,
  authErrorMessages,
  authMessages,
  authModalMessages,
  authSmsTexts,
  basketLimitMessages,
  basketLimitText,
  basketMessages,
  checkoutMessages,
  clientErrorMessages,
  codeSentText,
  deliverOnText,
  deliveryMessages,
  fallbackPageMessages,
  favouritesMessages,
  fillProfileBonusText,
  folderLimitText,
  folderMessages,
  folderNameCounter,
  formMessages,
  freeDeliveryText,
  giftCardMessages,
  giftCardUnusableText,
  itemsLeftText,
  orderMessages,
  pickupTodayFromText,
  profileEntryLabels,
  logoutMessages,
  resendCountdownText,
  returnMessages,
  profileMessages,
  sberInstallmentText,
  serverMessageMarkers,
  shellMessages,
  shopMapMessages,
  stockMessages,
} from './messages';

export { allowedSearchPunctuation, isSearchable, normalizeQuery, sanitizeSearchInput } from './search/sanitize';
export { latinLayoutToRussian, russianLayoutToLatin, switchWordLayout } from './search/layout';
export { searchResultsPath, toUrlSlug, transliterateToCyrillic, transliterateToLatin, translitKey } from './search/translit';
export {
  createSearchVocabulary,
  toSearchVocabulary,
  type SearchVocabulary,
  type VocabularyInput,
} from './search/vocabulary';
export { isCorrectionEventAllowed, shouldAdoptCorrection } from './search/correctionRules';
export {
  correctQuery,
  queryFromUrlSlug,
  type CorrectionKind,
  type QueryCorrection,
} from './search/correction';
export {
  findRedirect,
  parseRedirectMap,
  pruneRedirects,
  redirectKey,
  redirectMapStorageKey,
  saveRedirect,
  type RedirectMap,
  type SavedRedirect,
} from './search/redirects';

export { bestPersonalOffer, personalOffers, usesEzvm, type OfferInput, type OfferResult, type PersonalOffer } from './product/offers';
export { installmentOf, installmentTerms, type Installment } from './product/installment';
export { productTexts } from './product/productTexts';
export { ratingLabel, reviewCountForms, reviewLimits, reviewMessages, reviewPhotoTypes, starCountForms, type ReviewPhotoType } from './reviews/reviews';
export { formatPhone, maskPhoneInput, normalizePhone, phonePlans, type PhoneCheck, type PhonePlan } from './phone/phoneNumbers';
export {
  birthdayError,
  emailError,
  iinError,
  nameError,
  passwordError,
  profileFormFields,
  profileLimits,
  type ProfileFormField,
} from './profile/profileFields';
export { iinCheckDigit, isValidIin } from './profile/iin';
export { accountSecurityMessages, confirmEmailLetter, confirmationCodeSms, mailSentText } from './messages/accountSecurity';
export { fillProfileFields, missingProfileFields, type FillProfileField, type FillProfileInput } from './profile/fillProfile';
export { subscriptionKind, subscriptionKindCodes, subscriptionKinds, type SubscriptionKind } from './profile/subscriptionKinds';
export { addressLimitText, deliveryAddressMessages, deliveryTypeNames, workTimeMessages } from './messages/deliveryTerms';
export { workTimeText, type DayHours, type WeekHours } from './delivery/workTime';
export { composeAddressLine, deliveryAddressLimits, type AddressParts } from './delivery/address';
export { employeeDiscountName, promoCodeMessages, promoMinCostText, promotionHintText } from './messages/basketPromo';
export { employeeDiscountPercent, employeeRolePrefix, isEmployee } from './rules/employeeDiscount';
export {
  basketItemsText,
  basketPageMessages,
  bonusAccrualText,
  bonusBalanceText,
  bonusCapText,
  employeeDiscountText,
  giftCardBalanceText,
  selectItemText,
  starsBalanceText,
} from './messages/basketPage';
export { basketButtonMessages } from './messages/basketButton';
export { basketOptionsMessages } from './messages/basketOptions';
export { checkoutFormMessages, orderTypeTitles, thankYouMessages } from './messages/checkoutForm';
export { completionDate, isLoggedOnlyTaskFailure, isReviewTask, taskImageSize, visibleTasks } from './loyalty/tasks';
export { bonusCurrencyOf, bonusSystemPageCode, liveOffers, offerDiscountText, productOfferOf, type BonusCurrency } from './loyalty/offers';
export { bonusReasonLabels, loyaltyMessages, personalOfferKindLabels } from './loyalty/messages';
export { bellMessages, notificationMessages, taskToastText } from './messages/notifications';
export {
  completedPromotionsPerPage,
  defaultWheelPromotionType,
  promotionMessages,
  promotionTypeNames,
  promotionTypeSlugs,
  promotionsPerPage,
  wheelMessages,
  wheelOfFortuneSlug,
  type PromotionTypeSlug,
} from './promotions/promotions';
export {
  defaultGiftCardTimezone,
  formatGiftCardNumber,
  giftCardNominals,
  giftCardRules,
  giftCardTimezoneOffset,
  giftCardTimezones,
  isGiftCardNominal,
  normalizeGiftCardNumber,
  sellsGiftCards,
  type GiftCardNominal,
  type GiftCardTimezone,
} from './giftCards/giftCardRules';
export { giftCardPageTexts, giftCardServerMessages } from './giftCards/giftCardTexts';
export { giftCardDeliveryRules, giftCardRecipientSms, giftCardRetryDelayMs, type GiftCardSmsInput } from './giftCards/giftCardDelivery';
export {
  formRequestKinds,
  formRequestLabels,
  formRequestLimits,
  formRequestResultTexts,
  formRequestServerMessages,
  type FormRequestKind,
} from './requests/formRequestTexts';
export * from './tradeIn/tradeIn';
export * from './authenticity/authenticity';
export * from './shopMap';
export * from './pages/contentBlocks';
export { generatedHeading } from './pages/generatedHeading';
