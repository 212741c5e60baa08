// Gift cards (spec 2 §7 "Gift cards"): buying, the balance lookup, the decors on offer and a bought
// card's payment outcome. Apart from `paths`, so pages that never call them do not carry them.
export const giftCardsPaths = {
  giftCardDecors: '/api/sklv/v5/gift-card/decors/',
  giftCardCreate: '/api/sklv/v5/gift-card/create/',
  /** `?captchaToken=<uid_captcha>:<answer>` (api-contract captcha). */
  giftCardView: (cardNumber: string) => `/api/sklv/v5/gift-card/view/${cardNumber}/`,
  /** A purchase's outcome for its buyer; the id is the payment's. */
  giftCardPurchase: (purchaseId: string) => `/api/sklv/v5/gift-card/purchase/${purchaseId}/`,
} as const;
