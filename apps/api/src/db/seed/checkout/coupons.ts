// Coupons of the demo's promo codes (spec 2 §3 Coupon): how a campaign link's code is presented.
// Replaced on every seed with the codes' rules (checkout/priceRules.ts); SUMMER2026's coupon stays
// in the table but is never shown, as its rule has ended.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { coupons } from '../../schema';

type CouponInsert = typeof coupons.$inferInsert;

const brandColours = { background: '#1f1f1f', colorBtn: '#c9a96e', colorText: '#ffffff' };

export const seededCoupons: CouponInsert[] = [
  {
    promocode: 'WELCOME10',
    ...brandColours,
    promocodeText: 'Скидка 10% на первый заказ',
    detailTitle: 'Промокод для новых покупателей',
    detailDescription: 'Действует на первый заказ на сайте, суммируется с другими скидками. Введите его в корзине или перейдите по ссылке из письма.',
    detailLink: '/jewelry-catalog/',
  },
  {
    promocode: 'FREESHIP',
    background: '#f4efe6',
    colorBtn: '#1f1f1f',
    colorText: '#1f1f1f',
    promocodeText: 'Бесплатная доставка',
    detailTitle: 'Доставим за наш счёт',
    detailDescription: 'Курьерская доставка и доставка в пункты выдачи бесплатно для заказа с этим промокодом.',
    detailLink: null,
  },
  {
    promocode: 'SUMMER2026',
    ...brandColours,
    promocodeText: 'Летняя скидка 15%',
    detailTitle: 'Летняя акция',
    detailDescription: 'Действовала до 1 июня 2026 года.',
    detailLink: null,
  },
];

export async function seedCoupons(tx: Db): Promise<number> {
  await tx.delete(coupons).where(inArray(coupons.promocode, seededCoupons.map((coupon) => coupon.promocode)));
  await tx.insert(coupons).values(seededCoupons);
  return seededCoupons.length;
}
