import { paths } from '@ornament/api-contract/http';
import type { ReturnCreateBody, ReturnCreatedResponse, ReturnResponse, ReturnsResponse } from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const returnsSchemas = loadOnce(() => import('@ornament/api-contract/returns/returns'));

/** Spec 3 §7 "Returns (v5)": the signed-in shopper's returns. */
export interface ReturnCalls {
  create(body: ReturnCreateBody, options?: CallOptions): Promise<ApiResponse<ReturnCreatedResponse>>;
  list(page?: number, options?: CallOptions): Promise<ApiResponse<ReturnsResponse>>;
  detail(id: number, options?: CallOptions): Promise<ApiResponse<ReturnResponse>>;
  cancel(returnNumber: string, options?: CallOptions): Promise<ApiResponse<ReturnResponse>>;
}

export function returnCalls(config: ClientConfig): ReturnCalls {
  return {
    create(body, options) {
      return request(config, { ...options, method: 'POST', path: paths.returnCreate, body, schema: async () => (await returnsSchemas()).returnCreatedResponseSchema });
    },
    list(page, options) {
      return request(config, { ...options, path: paths.returns, query: { page: page && page > 1 ? page : undefined }, schema: async () => (await returnsSchemas()).returnsResponseSchema });
    },
    detail(id, options) {
      return request(config, { ...options, path: paths.return(id), schema: async () => (await returnsSchemas()).returnResponseSchema });
    },
    cancel(returnNumber, options) {
      return request(config, { ...options, method: 'PUT', path: paths.returnCancel, body: { returnNumber }, schema: async () => (await returnsSchemas()).returnResponseSchema });
    },
  };
}
