import { idempotencyKeyHeader, paths } from '@ornament/api-contract/http';
import type { OrderCreateBody, OrderCreateResponse } from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const checkoutOrderCreateSchemas = loadOnce(() => import('@ornament/api-contract/checkout/orderCreate'));

/**
 * Spec 3 §7 "Order and links": POST v6/order/create/. `idempotencyKey` names one checkout attempt:
 * make one (crypto.randomUUID()) per attempt and send the same key when retrying that attempt, so a
 * double click or a retried request makes one order. Field errors (422) carry
 * `source.pointer` = orderFieldPointer(field) of the spec 3 §5 table; 401 is a guest.
 */
export interface CheckoutCalls {
  createOrder(body: OrderCreateBody, idempotencyKey: string, options?: CallOptions): Promise<ApiResponse<OrderCreateResponse>>;
}

export function checkoutCalls(config: ClientConfig): CheckoutCalls {
  return {
    createOrder(body, idempotencyKey, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.orderCreate,
        body,
        headers: { ...options?.headers, [idempotencyKeyHeader]: idempotencyKey },
        schema: async () => (await checkoutOrderCreateSchemas()).orderCreateResponseSchema,
      });
    },
  };
}
