export { contentPageRoute, type ContentPageRouteOptions } from './contentPageRoute';
export { deliveryTermsRoute, deliveryPageCode } from './deliveryTermsRoute';
export { workHolidayRoute, workHolidayPath } from './workHolidayRoute';
export { promoAtelierRoute, type PromoAtelierRouteOptions } from './promoAtelierRoute';
export { journalArticleRoute, journalRoute } from './journalRoute';
export { sitemapPageRoute, sitemapPagePath } from './sitemapPageRoute';
export { homeMetadata } from './homeMetadata';
export type { PagesRouteOptions } from './shared';
