import { giftCardsPaths } from '@ornament/api-contract/http';
import type { GiftCardCreateBody, GiftCardCreateResponse, GiftCardDecorsResponse, GiftCardPurchaseResponse, GiftCardViewResponse } from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const giftCardsSchemas = loadOnce(() => import('@ornament/api-contract/giftCards/schemas'));

/** Spec 2 §7 "Gift cards": the decors on offer, buying, a purchase's outcome and the balance lookup. */
export interface GiftCardCalls {
  decors(options?: CallOptions): Promise<ApiResponse<GiftCardDecorsResponse>>;
  /** Starts a purchase; the answer's paymentUrl is the acquiring page to go to. */
  create(body: GiftCardCreateBody, options?: CallOptions): Promise<ApiResponse<GiftCardCreateResponse>>;
  purchase(purchaseId: string, options?: CallOptions): Promise<ApiResponse<GiftCardPurchaseResponse>>;
  /** `captchaToken` is `<uid_captcha>:<answer>` (formatCaptchaToken). */
  view(cardNumber: string, captchaToken: string, options?: CallOptions): Promise<ApiResponse<GiftCardViewResponse>>;
}

export function giftCardCalls(config: ClientConfig): GiftCardCalls {
  return {
    decors(options) {
      return request(config, { ...options, path: giftCardsPaths.giftCardDecors, schema: async () => (await giftCardsSchemas()).giftCardDecorsResponseSchema });
    },
    create(body, options) {
      return request(config, { ...options, method: 'POST', path: giftCardsPaths.giftCardCreate, body, cache: 'no-store', schema: async () => (await giftCardsSchemas()).giftCardCreateResponseSchema });
    },
    purchase(purchaseId, options) {
      return request(config, { ...options, path: giftCardsPaths.giftCardPurchase(encodeURIComponent(purchaseId)), cache: 'no-store', schema: async () => (await giftCardsSchemas()).giftCardPurchaseResponseSchema });
    },
    view(cardNumber, captchaToken, options) {
      return request(config, {
        ...options,
        path: giftCardsPaths.giftCardView(encodeURIComponent(cardNumber.trim())),
        query: { captchaToken },
        cache: 'no-store',
        schema: async () => (await giftCardsSchemas()).giftCardViewResponseSchema,
      });
    },
  };
}
