import { paths } from '@ornament/api-contract/http';
import type { CurrencyRates, deliveryInfoResponseSchema } from '@ornament/api-contract';
import type { z } from 'zod';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const handbooksSchemas = loadOnce(() => import('@ornament/api-contract/handbooks/handbooks'));

export type DeliveryInfoResponse = z.infer<typeof deliveryInfoResponseSchema>;

export interface HandbookCalls {
  deliveryInfo(options?: CallOptions): Promise<ApiResponse<DeliveryInfoResponse>>;
  currencyRates(options?: CallOptions): Promise<ApiResponse<CurrencyRates>>;
}

export function handbookCalls(config: ClientConfig): HandbookCalls {
  return {
    deliveryInfo(options) {
      return request(config, { ...options, path: paths.deliveryInfo, schema: async () => (await handbooksSchemas()).deliveryInfoResponseSchema });
    },
    currencyRates(options) {
      return request(config, { ...options, path: paths.currencyRates, schema: async () => (await handbooksSchemas()).currencyRatesResponseSchema });
    },
  };
}
