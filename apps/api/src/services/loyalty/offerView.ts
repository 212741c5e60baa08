// A personal offer as bonussystem/personal-offer/ answers it (spec 3 §3: every attribute, kebab-case).
import { type PersonalOffer, personalOfferKinds } from '@ornament/api-contract';
import type { OfferRow } from './personalOffers';

export function offerOf(row: OfferRow, price: number | null): PersonalOffer {
  return {
    id: String(row.id),
    // The query keeps only known kinds; the fallback satisfies the type.
    type: personalOfferKinds.find((kind) => kind === row.kind) ?? 'personal',
    attributes: {
      coupon: row.coupon,
      'customer-id': row.userId ?? '',
      'date-expire': row.expiresAt.toISOString(),
      'discount-type': row.discountType === 'fixed' ? 'fixed' : 'percent',
      'discount-value': row.discountValue,
      price,
      'promotion-description': row.promotionDescription,
      'promotion-id': row.promotionId,
      'promotion-image': { desktop: row.imageDesktop, mobile: row.imageMobile },
      'promotion-name': row.promotionName,
      'use-online': row.useOnline,
      'use-retail': row.useRetail,
      'promotion-promocode': { value: row.coupon, text: row.promocodeText },
      'promotion-rules': { link: row.rulesLink },
      'promotion-link': { link: row.link, text: row.linkText },
    },
  };
}
