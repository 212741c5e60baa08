import { describe, expect, it } from 'vitest';
import { breakpointMax, breakpoints, cookieMaxAgeSeconds, limits, priceStepTable, searchOrigins, utmCookieNames } from './limits';
import { localStorageKeys, sessionStorageDefaults, sessionStorageKeys } from './storageKeys';

const day = 86_400;

describe('limits (spec §9 tables)', () => {
  it('basket, favourites and folders', () => {
    expect(limits).toMatchObject({ basketMaxArticles: 5, favouritesPageSize: 12, favouriteFoldersMax: 20, folderNameMaxLength: 30 });
  });

  it('catalogue paging', () => {
    expect(limits).toMatchObject({
      catalogPageSize: 72,
      complectPageSize: 10,
      defaultPageSize: 20,
      landingPageSize: 24,
      commentsPageSize: 5,
      commentMediaPageSize: 99,
      recommendationsCount: 50,
      recommendationsBelowProductCount: 50,
      completedPromotionsPageSize: 4,
      viewedProductsKept: 2,
    });
  });

  it('search', () => {
    expect(limits).toMatchObject({ searchHistorySize: 5, searchDebounceMs: 1000, categorySuggestionsMax: 5, correctionMinLength: 3 });
    expect(searchOrigins).toEqual({ redirect: 1, textSearch: 2, product: 3 });
  });

  it('shell timings and sizes', () => {
    expect(limits).toMatchObject({
      badgeCap: 99,
      favouriteVibrationMs: 50,
      toastMs: 4100,
      toastWithCloseMs: 7000,
      taskToastDelayMs: 500,
      sessionMessageDelayMs: 1000,
      sessionMessageEvery: 5,
      cityTooltipShowMs: 2000,
      cityTooltipTransitionMs: 200,
      redirectMapExpiryMs: 24 * 3600 * 1000,
      currencyRatesRefreshMs: 21_600_000,
      stickyHeaderThresholdPx: 221,
      mobileHeaderHideThresholdPx: 100,
      smoothScrollMs: 1000,
      taskCardImagePx: 96,
      taskCardFullImagePx: 100,
      mainPageTaskStars: 6,
    });
    expect(limits.headerOffsetsPx).toEqual([56, 140, 28, 0]);
    expect(limits.currencyRatesRefreshMs).toBe(6 * 3600 * 1000);
  });

  it('caches, telemetry and the live channel', () => {
    expect(limits).toMatchObject({
      catalogMenuCacheSeconds: 1800,
      qualityMediaCacheSeconds: 3600,
      productPriceCacheSeconds: 0.7,
      queryCacheUnusedMs: 60_000,
      errorTracingSampleRate: 0.01,
      wsPingMs: 40_000,
      wsReconnectDelayMs: 5000,
      wsReconnectAttempts: 5,
    });
  });

  it('checkout, account, polling and bonuses', () => {
    expect(limits).toMatchObject({
      orderRedirectDelayMs: 2000,
      expressDeliveryHours: 3,
      personalOfferMinLifetimeSeconds: 60,
      productsToReviewPageSize: 10,
      sentReviewsPageSize: 50,
      analyticsCategoryLevels: 5,
      waitUntilIntervalMs: 2000,
      waitUntilMaxMs: 60_000,
      recommendationWaitIntervalMs: 1000,
      recommendationWaitMaxMs: 20_000,
      bonusAccrualPercent: 10,
      bonusPaymentCapPercent: 30,
      premiumPriceThreshold: 50_000,
      lowStockThreshold: 10,
    });
  });

  it('breakpoints and their max counterparts', () => {
    expect(breakpoints).toEqual({ search: 600, tablet: 768, desktop: 1024, wide: 1280, xl: 1440 });
    expect(breakpointMax).toEqual({ mobile: 599, search: 767, tablet: 1023, desktop: 1279 });
    expect(breakpointMax.mobile + 1).toBe(breakpoints.search);
    expect(breakpointMax.desktop + 1).toBe(breakpoints.wide);
  });

  it('cookie lifetimes in seconds', () => {
    expect(cookieMaxAgeSeconds).toEqual({ utm: 180 * day, campaign: 30 * day, coupon: 7 * day, theme: 2_592_000 });
    expect(cookieMaxAgeSeconds.theme).toBe(30 * day);
    expect(utmCookieNames).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term']);
  });

  it('price step table', () => {
    expect(priceStepTable).toEqual([
      [500, 500],
      [4000, 1000],
      [10000, 2500],
      [20000, 5000],
      [50000, 10000],
      [100000, 25000],
      [200000, 50000],
      [500000, 100000],
    ]);
  });
});

describe('storage keys', () => {
  it('keeps the exact names browsers already hold', () => {
    expect(Object.values(localStorageKeys)).toEqual(['viewedMessage', 'searchHistory', 'deliveryWhole', 'starPoints', 'giftCard', 'after_redirect', 'sessionCounter']);
    expect(Object.values(sessionStorageKeys)).toEqual(['employee', 'bonus', 'offPromotions', 'address', 'item_list_name', 'sessionCounted', 'sessionPopupDecided', 'taskToastShown']);
    expect(sessionStorageDefaults.bonus).toBe('true');
  });
});
