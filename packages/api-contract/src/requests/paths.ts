// The request forms (spec 2 §7): corporate gift cards, the franchise and the atelier's order for
// production, and the staff list of what arrived.
import { services } from '../services';

export const requestsPaths = {
  giftCardsRequestCreate: '/api/sklv/v4/gift-cards-request/create/',
  /** `?captchaToken=<uid_captcha>:<answer>`. */
  diamantFranchise: '/api/sklv/v5/diamant-franchise/',
  /** Spec 2 §7 "POST atelier comment (order for production)", on the atelier service. */
  atelierComment: `${services.atelier}/v1/comment/`,
  /** Staff only: `Authorization: Bearer <FORM_REQUESTS_ADMIN_TOKEN>`. */
  formRequestsAdmin: '/api/sklv/v5/admin/form-requests/',
} as const;
