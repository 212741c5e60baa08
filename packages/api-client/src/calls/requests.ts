import { requestsPaths } from '@ornament/api-contract/http';
import type { AtelierCommentBody, FormMessageResponse, FranchiseBody, GiftCardsRequestBody, GiftCardsRequestResponse } from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const requestsSchemas = loadOnce(() => import('@ornament/api-contract/requests/schemas'));

/** Spec 2 §7: the corporate gift-card request (JSON:API GiftCardsRequests), the franchise form and the atelier's order for production. */
export interface RequestCalls {
  giftCardsRequest(attributes: GiftCardsRequestBody['data']['attributes'], options?: CallOptions): Promise<ApiResponse<GiftCardsRequestResponse>>;
  franchise(body: FranchiseBody, captchaToken: string, options?: CallOptions): Promise<ApiResponse<FormMessageResponse>>;
  atelierComment(body: AtelierCommentBody, options?: CallOptions): Promise<ApiResponse<FormMessageResponse>>;
}

export function requestCalls(config: ClientConfig): RequestCalls {
  return {
    giftCardsRequest(attributes, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: requestsPaths.giftCardsRequestCreate,
        body: { data: { type: 'GiftCardsRequests', attributes } },
        cache: 'no-store',
        schema: async () => (await requestsSchemas()).giftCardsRequestResponseSchema,
      });
    },
    franchise(body, captchaToken, options) {
      return request(config, { ...options, method: 'POST', path: requestsPaths.diamantFranchise, query: { captchaToken }, body, cache: 'no-store', schema: async () => (await requestsSchemas()).formMessageResponseSchema });
    },
    atelierComment(body, options) {
      return request(config, { ...options, method: 'POST', path: requestsPaths.atelierComment, body, cache: 'no-store', schema: async () => (await requestsSchemas()).formMessageResponseSchema });
    },
  };
}
