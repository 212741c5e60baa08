import { type AuthCalls, authCalls } from './calls/auth';
import { type BasketCalls, basketCalls } from './calls/basket';
import { type CatalogCalls, catalogCalls } from './calls/catalog';
import { type CheckoutCalls, checkoutCalls } from './calls/checkout';
import { type ContentCalls, contentCalls } from './calls/content';
import { type DeliveryCalls, deliveryCalls } from './calls/delivery';
import { type FavoriteCalls, favoriteCalls } from './calls/favorites';
import { type GeoCalls, geoCalls } from './calls/geo';
import { type GiftCardCalls, giftCardCalls } from './calls/giftCards';
import { type RequestCalls, requestCalls } from './calls/requests';
import { type HandbookCalls, handbookCalls } from './calls/handbooks';
import { type LoyaltyCalls, loyaltyCalls } from './calls/loyalty';
import { type MessagingCalls, messagingCalls } from './calls/messaging';
import { type MetaCalls, metaCalls } from './calls/meta';
import { type OrderCalls, orderCalls } from './calls/orders';
import { type ProductCalls, productCalls } from './calls/product';
import { type ProfileCalls, profileCalls } from './calls/profile';
import { type PromotionCalls, promotionCalls } from './calls/promotions';
import { type ReturnCalls, returnCalls } from './calls/returns';
import { type ReviewCalls, reviewCalls } from './calls/reviews';
import { type SearchCalls, searchCalls } from './calls/search';
import { type SeoCalls, seoCalls } from './calls/seo';
import { type ShopMapCalls, shopMapCalls } from './calls/shopMap';
import { type AuthenticityCalls, authenticityCalls } from './calls/authenticity';
import { type TradeInCalls, tradeInCalls } from './calls/tradeIn';
import type { ClientConfig } from './config';
import { type ApiResponse, type RequestOptions, request } from './request';

/** A typed function per call, grouped by area; later issues add their groups beside these. */
export interface ApiClient {
  readonly config: ClientConfig;
  readonly auth: AuthCalls;
  readonly basket: BasketCalls;
  readonly catalog: CatalogCalls;
  readonly checkout: CheckoutCalls;
  readonly content: ContentCalls;
  readonly delivery: DeliveryCalls;
  readonly favorites: FavoriteCalls;
  readonly geo: GeoCalls;
  readonly giftCards: GiftCardCalls;
  readonly requests: RequestCalls;
  readonly handbooks: HandbookCalls;
  readonly loyalty: LoyaltyCalls;
  readonly messaging: MessagingCalls;
  readonly meta: MetaCalls;
  readonly orders: OrderCalls;
  readonly product: ProductCalls;
  readonly profile: ProfileCalls;
  readonly promotions: PromotionCalls;
  readonly returns: ReturnCalls;
  readonly reviews: ReviewCalls;
  readonly search: SearchCalls;
  readonly seo: SeoCalls;
  readonly shopMap: ShopMapCalls;
  readonly authenticity: AuthenticityCalls;
  readonly tradeIn: TradeInCalls;
  /** The bare request layer, for a call that has no typed function yet. */
  request<T>(options: RequestOptions<T>): Promise<ApiResponse<T>>;
}

export function createApiClient(config: ClientConfig): ApiClient {
  return {
    config,
    auth: authCalls(config),
    basket: basketCalls(config),
    catalog: catalogCalls(config),
    checkout: checkoutCalls(config),
    content: contentCalls(config),
    delivery: deliveryCalls(config),
    favorites: favoriteCalls(config),
    geo: geoCalls(config),
    giftCards: giftCardCalls(config),
    requests: requestCalls(config),
    handbooks: handbookCalls(config),
    loyalty: loyaltyCalls(config),
    messaging: messagingCalls(config),
    meta: metaCalls(config),
    orders: orderCalls(config),
    product: productCalls(config),
    profile: profileCalls(config),
    promotions: promotionCalls(config),
    returns: returnCalls(config),
    reviews: reviewCalls(config),
    search: searchCalls(config),
    seo: seoCalls(config),
    shopMap: shopMapCalls(config),
    authenticity: authenticityCalls(config),
    tradeIn: tradeInCalls(config),
    request: (options) => request(config, options),
  };
}
