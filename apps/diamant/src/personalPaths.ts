/**
 * The pages read per request with the shopper's cookies (`app/(personal)/`) and the route handlers
 * (`app/internal/`): the proxy serves every other page from the cached tree, `app/[variant]/`. A
 * '*' segment stands for any one segment.
 */
export const personalPaths = [
  '/auth/',
  '/confirm-email/',
  '/favorites/',
  '/internal/',
  '/page/landing/trade-in/',
  '/page/landing/wheel-of-fortune/',
  '/personal/',
  '/product/*/reviews/',
  '/products-search/image/',
  '/promotions/',
  '/unsubscribe/',
] as const;
