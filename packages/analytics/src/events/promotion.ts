import type { PromotionEvent, PromotionPayload } from './types';

/** A banner as spec 1 §3 describes it for analytics. */
export interface Banner {
  readonly id: string;
  readonly name: string;
  readonly slot: string;
  readonly image: string;
  readonly url: string;
  readonly creativeName: string;
  readonly promotionName: string;
}

function promotionOf(banner: Banner): PromotionPayload {
  return {
    promotion_id: banner.id,
    promotion_name: banner.promotionName,
    creative_name: banner.creativeName,
    creative_slot: banner.slot,
    banner_name: banner.name,
    banner_image: banner.image,
    banner_url: banner.url,
  };
}

/** A banner came into view. */
export function viewPromotion(banner: Banner): PromotionEvent {
  return { event: 'view_promotion', ecommerce: promotionOf(banner) };
}

/** A banner was clicked. */
export function selectPromotion(banner: Banner): PromotionEvent {
  return { event: 'select_promotion', ecommerce: promotionOf(banner) };
}
