import { requestHeaders, paths } from '@ornament/api-contract/http';
import type { MetaIpResponse } from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const metaIpSchemas = loadOnce(() => import('@ornament/api-contract/meta/ip'));

export type { MetaIpResponse };

export interface MetaCalls {
  /** The caller's address and whether it looks like a VPN; `clientTimezone` is the browser's IANA zone. */
  ip(clientTimezone: string, options?: CallOptions): Promise<ApiResponse<MetaIpResponse>>;
}

export function metaCalls(config: ClientConfig): MetaCalls {
  return {
    ip(clientTimezone, options) {
      return request(config, {
        ...options,
        path: paths.metaIp,
        headers: { [requestHeaders.clientTimezone]: clientTimezone, ...options?.headers },
        schema: async () => (await metaIpSchemas()).metaIpResponseSchema,
      });
    },
  };
}
