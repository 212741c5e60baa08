import { paths, requestHeaders } from '@ornament/api-contract/http';
import type {
  BasketCalculateBody,
  BasketCreateBody,
  BasketEasyCalculateResponse,
  BasketQuantityBySizeResponse,
  BasketResponse,
  BasketSetStoreBody,
  BasketUpdateBody,
  BasketUpsellResponse,
  PackLinkResponse,
} from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const basketBodiesSchemas = loadOnce(() => import('@ornament/api-contract/basket/bodies'));
const basketSchemas = loadOnce(() => import('@ornament/api-contract/basket/basket'));

/** The calculate flags every changing call may carry, so its answer is the basket as the page shows it. */
export type BasketFlags = BasketCalculateBody;

/**
 * Spec 3 §7 "Basket" (base /api/sklv/v6/basket) for the session's user (the `sid` cookie; the API
 * makes a guest on the first call). Every changing call answers the whole basket. 422 `basket_limit`
 * (with meta.limit) is the 5-article limit; ids of another shopper's lines are 404.
 */
export interface BasketCalls {
  /** POST calculate/ with header X-Mobile-Pay: Y. */
  calculate(flags?: BasketFlags, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  /** The header counter: no session → zeros, and no guest is created. */
  easyCalculate(options?: CallOptions): Promise<ApiResponse<BasketEasyCalculateResponse>>;
  create(body: BasketCreateBody, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  update(body: BasketUpdateBody, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  select(ids: readonly number[], isSelected: boolean, flags?: BasketFlags, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  remove(ids: readonly number[], flags?: BasketFlags, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  restore(ids: readonly number[], flags?: BasketFlags, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  setPaymentMethod(paymentMethodId: string, flags?: BasketFlags, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  setStore(body: BasketSetStoreBody, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  /** This project's call: the gift card applyGiftCard spends (null removes it). */
  setGiftCard(giftCardNumber: string | null, flags?: BasketFlags, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  addPromoCodes(promoCodes: readonly string[], flags?: BasketFlags, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  deletePromoCodes(promoCodes: readonly string[], flags?: BasketFlags, options?: CallOptions): Promise<ApiResponse<BasketResponse>>;
  quantityBySize(article: string, size: string, useEzvm?: boolean, options?: CallOptions): Promise<ApiResponse<BasketQuantityBySizeResponse>>;
  upsell(options?: CallOptions): Promise<ApiResponse<BasketUpsellResponse>>;
  /** GET v6/link/get-pack-link/: the gift packaging product's page. */
  packLink(options?: CallOptions): Promise<ApiResponse<PackLinkResponse>>;
}

const basket = { schema: async () => (await basketSchemas()).basketResponseSchema };

export function basketCalls(config: ClientConfig): BasketCalls {
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options?: CallOptions) =>
    request(config, { ...options, method, path, body, ...basket });
  const withFlags = (body: Record<string, unknown>, flags?: BasketFlags) => (flags ? { ...body, calculate: flags } : body);
  return {
    calculate(flags = {}, options) {
      const headers = { ...options?.headers, [requestHeaders.mobilePay]: 'Y' };
      return request(config, { ...options, headers, method: 'POST', path: paths.basketCalculate, body: flags, ...basket });
    },
    easyCalculate(options) {
      return request(config, { ...options, method: 'POST', path: paths.basketEasyCalculate, schema: async () => (await basketBodiesSchemas()).basketEasyCalculateResponseSchema });
    },
    create: (body, options) => send('POST', paths.basketCreate, body, options),
    update: (body, options) => send('PUT', paths.basketUpdate, body, options),
    select: (ids, isSelected, flags, options) => send('POST', paths.basketSelect, withFlags({ ids: [...ids], isSelected }, flags), options),
    remove: (ids, flags, options) => send('DELETE', paths.basketDelete, withFlags({ ids: [...ids] }, flags), options),
    restore: (ids, flags, options) => send('POST', paths.basketRestore, withFlags({ ids: [...ids] }, flags), options),
    setPaymentMethod: (paymentMethodId, flags, options) => send('POST', paths.basketSetPaymentMethod, withFlags({ paymentMethodId }, flags), options),
    setStore: (body, options) => send('POST', paths.basketSetStore, body, options),
    setGiftCard: (giftCardNumber, flags, options) => send('POST', paths.basketSetGiftCard, withFlags({ giftCardNumber }, flags), options),
    addPromoCodes: (promoCodes, flags, options) => send('POST', paths.basketPromoCode, withFlags({ promoCodes: [...promoCodes] }, flags), options),
    deletePromoCodes: (promoCodes, flags, options) => send('DELETE', paths.basketDeletePromoCode, withFlags({ promoCodes: [...promoCodes] }, flags), options),
    quantityBySize(article, size, useEzvm, options) {
      const query = { article, size, useEzvm: useEzvm === undefined ? undefined : String(useEzvm) };
      return request(config, { ...options, path: paths.basketQuantityBySize, query, schema: async () => (await basketBodiesSchemas()).basketQuantityBySizeResponseSchema });
    },
    upsell(options) {
      return request(config, { ...options, path: paths.basketUpsell, schema: async () => (await basketBodiesSchemas()).basketUpsellResponseSchema });
    },
    packLink(options) {
      return request(config, { ...options, path: paths.packLink, schema: async () => (await basketBodiesSchemas()).packLinkResponseSchema });
    },
  };
}
