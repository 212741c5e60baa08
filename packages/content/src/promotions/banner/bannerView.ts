// The catalogue/product promotion banner (spec 2 §7: POST content/filter/, web-catalog-top/,
// product/) and its analytics fields (spec 1 §3 banner: id, name, slot, image, url, creative and
// promotion names), in the shape the analytics package's view/select_promotion events take.
import type { BannerSlot } from '@ornament/api-client';
import type { BannerFilterBody, PromotionBanner } from '@ornament/api-contract';

export interface BannerAnalytics {
  id: string;
  name: string;
  slot: string;
  image: string;
  url: string;
  creativeName: string;
  promotionName: string;
}

const slotNames: Record<BannerSlot, string> = { catalog: 'catalog', 'catalog-top': 'web-catalog-top', product: 'product' };

export function bannerAnalyticsOf(banner: PromotionBanner, slot: BannerSlot): BannerAnalytics {
  const a = banner.attributes;
  return { id: banner.id, name: a.title, slot: slotNames[slot], image: a.image, url: a.link, creativeName: a['promotion-slug'], promotionName: a.title };
}

/** The filter body for a page: its path and query, the shopper's place and the storefront source. */
export function bannerFilterBody(page: { url: string; query?: string; article?: string; city?: string; country?: string; region?: string; source: string }): BannerFilterBody {
  return {
    url: page.url,
    query: page.query ?? (page.article ? `article=${encodeURIComponent(page.article)}` : ''),
    source: page.source,
    ...(page.article ? { article: page.article } : {}),
    ...(page.city ? { city: page.city } : {}),
    ...(page.country ? { country: page.country } : {}),
    ...(page.region ? { region: page.region } : {}),
  };
}
