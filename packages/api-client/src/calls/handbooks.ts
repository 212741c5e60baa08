import { paths } from '@ornament/api-contract/http';
import type { CurrencyRates, deliveryInfoResponseSchema } from '@ornament/api-contract';
import { type z } from 'zod';
import { type ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';

export type DeliveryInfoResponse = z.infer<typeof deliveryInfoResponseSchema>;

export interface HandbookCalls {
  deliveryInfo(options?: CallOptions): Promise<ApiResponse<DeliveryInfoResponse>>;
  currencyRates(options?: CallOptions): Promise<ApiResponse<CurrencyRates>>;
}

export function handbookCalls(config: ClientConfig): HandbookCalls {
  return {
    deliveryInfo(options) {
      return request(config, { ...options, path: paths.deliveryInfo, schema: (c) => c.deliveryInfoResponseSchema });
    },
    currencyRates(options) {
      return request(config, { ...options, path: paths.currencyRates, schema: (c) => c.currencyRatesResponseSchema });
    },
  };
}
