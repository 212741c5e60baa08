import { tradeInPaths } from '@ornament/api-contract/http';
import type {
  TradeInCalculateResponse,
  TradeInJewelryInput,
  TradeInListResponse,
  TradeInProductListResponse,
  TradeInSettingsResponse,
} from '@ornament/api-contract';
import { isTradeInDuplicate } from '@ornament/domain';
import { firstErrorDetail, isApiClientError, unwrap } from '../errors';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const tradeInSchemas = loadOnce(() => import('@ornament/api-contract/tradeIn/schemas'));

export type {
  TradeInCalculateResponse,
  TradeInJewelry,
  TradeInJewelryInput,
  TradeInListResponse,
  TradeInProduct,
  TradeInProductListResponse,
  TradeInSettings,
  TradeInSettingsResponse,
} from '@ornament/api-contract';

/** Spec 2 §4: calculate is status true with the figures, or false with the server's message. */
export type TradeInCalculateResult = ({ status: true } & Omit<TradeInCalculateResponse['data'], 'status'>) | { status: false; message: string };

/** Spec 2 §5: adding an article already in the list is a known duplicate, counted as success. */
export type TradeInAddResult = { added: true; list: TradeInProductListResponse } | { added: false; duplicate: true; message: string };

/** Spec 2 §7 "Trade-in (v3)": the shopper's lists are personal (a guest's live on its session), never cached. */
export interface TradeInCalls {
  settings(options?: CallOptions): Promise<ApiResponse<TradeInSettingsResponse>>;
  list(options?: CallOptions): Promise<ApiResponse<TradeInListResponse>>;
  productList(options?: CallOptions): Promise<ApiResponse<TradeInProductListResponse>>;
  batchCreate(items: readonly TradeInJewelryInput[], options?: CallOptions): Promise<ApiResponse<TradeInListResponse>>;
  batchDelete(ids: readonly number[], options?: CallOptions): Promise<ApiResponse<TradeInListResponse>>;
  /** Throws on any failure but the duplicate, which resolves `{ added: false, duplicate: true }`. */
  addProduct(article: string, options?: CallOptions): Promise<TradeInAddResult>;
  deleteProduct(article: string, options?: CallOptions): Promise<ApiResponse<TradeInProductListResponse>>;
  /** Never throws for a refused calculation (status false keeps the server's message); network failures still throw. */
  calculate(options?: CallOptions): Promise<TradeInCalculateResult>;
}

export function tradeInCalls(config: ClientConfig): TradeInCalls {
  const personal = { cache: 'no-store' } as const;
  return {
    settings(options) {
      return request(config, { ...options, path: tradeInPaths.settings, schema: async () => (await tradeInSchemas()).tradeInSettingsResponseSchema });
    },
    list(options) {
      return request(config, { ...personal, ...options, path: tradeInPaths.list, schema: async () => (await tradeInSchemas()).tradeInListResponseSchema });
    },
    productList(options) {
      return request(config, { ...personal, ...options, path: tradeInPaths.productList, schema: async () => (await tradeInSchemas()).tradeInProductListResponseSchema });
    },
    batchCreate(items, options) {
      return request(config, { ...options, method: 'POST', path: tradeInPaths.batchCreate, body: { data: items }, schema: async () => (await tradeInSchemas()).tradeInListResponseSchema });
    },
    batchDelete(ids, options) {
      return request(config, { ...options, method: 'POST', path: tradeInPaths.batchDelete, body: { data: ids }, schema: async () => (await tradeInSchemas()).tradeInListResponseSchema });
    },
    async addProduct(article, options) {
      try {
        const list = unwrap(
          await request(config, { ...options, method: 'POST', path: tradeInPaths.addProduct, query: { article: article.trim() }, schema: async () => (await tradeInSchemas()).tradeInProductListResponseSchema }),
        );
        return { added: true, list };
      } catch (error) {
        const message = firstErrorDetail(error);
        if (isApiClientError(error) && error.kind === 'http' && isTradeInDuplicate(message)) return { added: false, duplicate: true, message: message ?? '' };
        throw error;
      }
    },
    deleteProduct(article, options) {
      return request(config, { ...options, method: 'POST', path: tradeInPaths.deleteProduct, query: { article: article.trim() }, schema: async () => (await tradeInSchemas()).tradeInProductListResponseSchema });
    },
    async calculate(options) {
      try {
        const { data } = unwrap(await request(config, { ...options, method: 'POST', path: tradeInPaths.calculate, schema: async () => (await tradeInSchemas()).tradeInCalculateResponseSchema }));
        return data;
      } catch (error) {
        if (isApiClientError(error) && error.kind === 'http') return { status: false, message: firstErrorDetail(error) ?? error.message };
        throw error;
      }
    },
  };
}
