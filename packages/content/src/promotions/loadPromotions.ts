// Server loads of the promotion pages. Each answers data or 'error' (never throws), so a failed block
// shows its error state while the rest of the page renders.
import type { ApiClient, PromotionListKind } from '@ornament/api-client';
import { unwrap } from '@ornament/api-client';
import type { Coupon, MembershipInfoResponse, Promotion, PromotionGiftResponse, PromotionListResponse, PromotionStore } from '@ornament/api-contract';

export type Loaded<T> = { kind: 'data'; data: T } | { kind: 'error' } | { kind: 'missing' };

async function load<T>(call: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { kind: 'data', data: await call() };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return status === 404 || status === 400 ? { kind: 'missing' } : { kind: 'error' };
  }
}

export function loadList(client: ApiClient, kind: PromotionListKind, paging?: { page?: number; perPage?: number }): Promise<Loaded<PromotionListResponse>> {
  return load(async () => unwrap(await client.promotions.list('all', kind, paging)));
}

/** The coupons listed to the shopper (spec 2 §7 coupon list). */
export function loadCoupons(client: ApiClient): Promise<Loaded<Coupon[]>> {
  return load(async () => unwrap(await client.promotions.coupons()).data);
}

export function loadPromotion(client: ApiClient, slug: string): Promise<Loaded<Promotion>> {
  return load(async () => unwrap(await client.promotions.view('all', slug)).data);
}

export function loadStores(client: ApiClient, addressProgramId: number): Promise<Loaded<PromotionStore[]>> {
  return load(async () => unwrap(await client.promotions.stores(addressProgramId, { next: { revalidate: 300 } })).data);
}

export function loadGift(client: ApiClient, type: string, slug: string): Promise<Loaded<PromotionGiftResponse['data']>> {
  return load(async () => unwrap(await client.promotions.gift(type, slug)).data);
}

export function loadMembership(client: ApiClient, type: string, slug: string): Promise<Loaded<MembershipInfoResponse['data']>> {
  return load(async () => unwrap(await client.promotions.membershipInfo(type, slug)).data);
}
