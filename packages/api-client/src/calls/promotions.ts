import { promotionsPaths } from '@ornament/api-contract/http';
import type {
  BannerFilterBody,
  CouponResponse,
  CouponsResponse,
  BannerFilterResponse,
  MembershipInfoResponse,
  PromotionGiftResponse,
  PromotionListResponse,
  PromotionResponse,
  PromotionRunResponse,
  PromotionStoresResponse,
  WheelResponse,
  WheelSpinResponse,
} from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const promotionsSchemas = loadOnce(() => import('@ornament/api-contract/promotions/schemas'));

export type PromotionListKind = 'all' | 'slider' | 'completed' | 'crosspromo';
export type BannerSlot = 'catalog' | 'catalog-top' | 'product';

/**
 * Spec 2 §3 and §7 "Promotions (v3)": lists, the detail with the viewer's flags, the action, stores
 * taking part, gift and membership info, the wheel of fortune and the catalogue/product banners.
 * Answers depend on the session (user flags), so they are never cached.
 */
export interface PromotionCalls {
  /** `type` is a promotion-type slug or 'all'; completed pages hold `perPage` (4 by spec 2 §9). */
  list(type: string, kind: PromotionListKind, paging?: { page?: number; perPage?: number }, options?: CallOptions): Promise<ApiResponse<PromotionListResponse>>;
  view(type: string, slug: string, options?: CallOptions): Promise<ApiResponse<PromotionResponse>>;
  run(slug: string, promotionType: string, options?: CallOptions): Promise<ApiResponse<PromotionRunResponse>>;
  stores(addressProgramId: number, options?: CallOptions): Promise<ApiResponse<PromotionStoresResponse>>;
  gift(type: string, slug: string, options?: CallOptions): Promise<ApiResponse<PromotionGiftResponse>>;
  membershipInfo(type: string, slug: string, options?: CallOptions): Promise<ApiResponse<MembershipInfoResponse>>;
  wheel(type: string, slug: string, options?: CallOptions): Promise<ApiResponse<WheelResponse>>;
  spin(type: string, slug: string, options?: CallOptions): Promise<ApiResponse<WheelSpinResponse>>;
  banner(slot: BannerSlot, body: BannerFilterBody, options?: CallOptions): Promise<ApiResponse<BannerFilterResponse>>;
  /** Spec 2 §7: a promo code's coupon (404 for a code with none, or one no longer valid). */
  coupon(code: string, options?: CallOptions): Promise<ApiResponse<CouponResponse>>;
  /** The coupons listed to this shopper: the public ones and, signed in, their own. */
  coupons(options?: CallOptions): Promise<ApiResponse<CouponsResponse>>;
}

const bannerPaths: Record<BannerSlot, string> = {
  catalog: promotionsPaths.bannerCatalog,
  'catalog-top': promotionsPaths.bannerCatalogTop,
  product: promotionsPaths.bannerProduct,
};

export function promotionCalls(config: ClientConfig): PromotionCalls {
  return {
    list(type, kind, paging = {}, options) {
      const query: Record<string, string | number | undefined> = { page: paging.page, 'per-page': paging.perPage };
      if (kind === 'slider') query.slider = 1;
      if (kind === 'completed') query.complited = 1;
      if (kind === 'crosspromo') query.crosspromo = 1;
      const path = kind === 'crosspromo' ? promotionsPaths.crossPromo : promotionsPaths.list(type);
      return request(config, { cache: 'no-store', ...options, path, query, schema: async () => (await promotionsSchemas()).promotionListResponseSchema });
    },
    view(type, slug, options) {
      return request(config, { cache: 'no-store', ...options, path: promotionsPaths.view(type, slug), schema: async () => (await promotionsSchemas()).promotionResponseSchema });
    },
    run(slug, promotionType, options) {
      return request(config, { ...options, method: 'POST', path: promotionsPaths.run, body: { slug, promotionType }, schema: async () => (await promotionsSchemas()).promotionRunResponseSchema });
    },
    stores(addressProgramId, options) {
      return request(config, { ...options, path: promotionsPaths.stores, query: { 'address-program-id': addressProgramId }, schema: async () => (await promotionsSchemas()).promotionStoresResponseSchema });
    },
    gift(type, slug, options) {
      return request(config, { ...options, path: promotionsPaths.gift(type, slug), schema: async () => (await promotionsSchemas()).promotionGiftResponseSchema });
    },
    membershipInfo(type, slug, options) {
      return request(config, { cache: 'no-store', ...options, path: promotionsPaths.membershipInfo, query: { type, slug }, schema: async () => (await promotionsSchemas()).membershipInfoResponseSchema });
    },
    wheel(type, slug, options) {
      return request(config, { cache: 'no-store', ...options, path: promotionsPaths.wheel(type, slug), schema: async () => (await promotionsSchemas()).wheelResponseSchema });
    },
    spin(type, slug, options) {
      return request(config, { ...options, method: 'POST', path: promotionsPaths.wheelSpin(type, slug), schema: async () => (await promotionsSchemas()).wheelSpinResponseSchema });
    },
    banner(slot, body, options) {
      return request(config, { cache: 'no-store', ...options, method: 'POST', path: bannerPaths[slot], body, schema: async () => (await promotionsSchemas()).bannerFilterResponseSchema });
    },
    coupon(code, options) {
      return request(config, { cache: 'no-store', ...options, path: promotionsPaths.coupon(code), schema: async () => (await promotionsSchemas()).couponResponseSchema });
    },
    coupons(options) {
      return request(config, { cache: 'no-store', ...options, path: promotionsPaths.coupons, schema: async () => (await promotionsSchemas()).couponsResponseSchema });
    },
  };
}
