export { loadPromotionBanner, PromotionBannerView, promotionBannerLoader } from './PromotionBanner';
export { bannerAnalyticsOf, bannerFilterBody, type BannerAnalytics } from './bannerView';
