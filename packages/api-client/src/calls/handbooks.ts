import {
  currencyRatesResponseSchema,
  deliveryInfoResponseSchema,
  paths,
  type CurrencyRates,
} from '@ornament/api-contract';
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
      return request(config, { ...options, path: paths.deliveryInfo, schema: deliveryInfoResponseSchema });
    },
    currencyRates(options) {
      return request(config, { ...options, path: paths.currencyRates, schema: currencyRatesResponseSchema });
    },
  };
}
