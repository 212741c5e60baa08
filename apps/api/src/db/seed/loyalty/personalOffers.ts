// Personal offers (issue 7, spec 3 §3): each kind for the seeded shoppers and a special offer for
// everyone, replaced on every seed. Coupons are the seeded promo codes (checkout/priceRules.ts), so an
// offer's code works in the basket. Two entries show the 60-second rule: one expired long ago, one
// expiring 30 s after the seed ran (the only row read from the wall clock), both never answered.
import { inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../client';
import { personalOffers } from '../../schema';
import { contentPictureUrl } from '../../../services/media/contentPictures';
import type { SeededUserKey } from '../users';

type OfferInsert = typeof personalOffers.$inferInsert;

const day = 24 * 60 * 60 * 1000;
const rules = '/page/landing/bonus-system/';

interface OfferClock {
  /** The seed's day (UTC midnight) the lasting offers count from. */
  today: Date;
  /** The moment of seeding, for the offer about to expire. */
  clock: Date;
}

const picture = (icon: string) => ({ imageDesktop: contentPictureUrl(`${icon}-hover`), imageMobile: contentPictureUrl(icon) });

export function generatePersonalOffers(userIds: Record<SeededUserKey, string>, { today, clock }: OfferClock): OfferInsert[] {
  const inDays = (days: number) => new Date(today.getTime() + days * day);
  const anna = userIds.shopper;
  const aigerim = userIds.kazakhShopper;
  return [
    {
      kind: 'special-offer',
      userId: null,
      coupon: 'VIP25',
      promotionId: 'special-vip25',
      promotionName: 'Скидка 25% для участников бонусной программы',
      promotionDescription: 'Один раз на любой заказ. Не суммируется с другими скидками.',
      ...picture('diamond'),
      discountType: 'percent',
      discountValue: 25,
      promocodeText: 'Введите промокод в корзине',
      rulesLink: rules,
      link: '/jewelry-catalog/',
      linkText: 'Выбрать украшение',
      country: null,
      expiresAt: inDays(21),
    },
    {
      kind: 'personal',
      userId: anna,
      coupon: 'WELCOME10',
      promotionId: 'personal-welcome10',
      promotionName: 'Персональная скидка 10%',
      promotionDescription: 'Только для вас: скидка 10% на первый заказ на сайте.',
      ...picture('gift'),
      discountType: 'percent',
      discountValue: 10,
      promocodeText: 'Промокод на первый заказ',
      rulesLink: rules,
      link: '/jewelry-catalog/',
      linkText: 'За покупками',
      country: 'RU',
      expiresAt: inDays(30),
    },
    {
      kind: 'partner',
      userId: anna,
      coupon: 'MINUS1000',
      promotionId: 'partner-minus1000',
      promotionName: 'Скидка 1 000 ₽ от партнёра',
      promotionDescription: 'Подарок от банка-партнёра при заказе от 10 000 ₽.',
      ...picture('heart'),
      discountType: 'fixed',
      discountValue: 1000,
      promocodeText: 'Промокод партнёра',
      rulesLink: rules,
      link: '/jewelry-catalog/',
      linkText: 'Выбрать подарок',
      country: 'RU',
      expiresAt: inDays(45),
    },
    {
      kind: 'personal',
      userId: anna,
      coupon: 'SHOP7-ANNA',
      promotionId: 'personal-retail7',
      promotionName: 'Скидка 7% в магазинах сети',
      promotionDescription: 'Назовите промокод на кассе любого магазина.',
      ...picture('gift'),
      discountType: 'percent',
      discountValue: 7,
      useOnline: false,
      promocodeText: 'Промокод для кассы',
      rulesLink: rules,
      link: '/shops-map/',
      linkText: 'Найти магазин',
      country: 'RU',
      expiresAt: inDays(60),
    },
    {
      kind: 'personal',
      userId: anna,
      coupon: 'SUMMER2026',
      promotionId: 'personal-summer2026',
      promotionName: 'Летняя скидка 15%',
      promotionDescription: 'Акция завершена.',
      ...picture('gift'),
      discountType: 'percent',
      discountValue: 15,
      promocodeText: '',
      rulesLink: rules,
      country: 'RU',
      expiresAt: new Date('2026-06-01T00:00:00Z'),
    },
    {
      kind: 'personal',
      userId: anna,
      coupon: 'VIP25',
      promotionId: 'personal-last-minute',
      promotionName: 'Скидка 25% — последняя минута',
      promotionDescription: 'Истекает меньше чем через минуту, поэтому не показывается.',
      ...picture('diamond'),
      discountType: 'percent',
      discountValue: 25,
      promocodeText: '',
      rulesLink: rules,
      country: 'RU',
      expiresAt: new Date(clock.getTime() + 30_000),
    },
    {
      kind: 'personal',
      userId: aigerim,
      coupon: 'WELCOME10',
      promotionId: 'personal-welcome10-kz',
      promotionName: 'Персональная скидка 10%',
      promotionDescription: 'Только для вас: скидка 10% на первый заказ на сайте.',
      ...picture('gift'),
      discountType: 'percent',
      discountValue: 10,
      promocodeText: 'Промокод на первый заказ',
      rulesLink: rules,
      link: '/jewelry-catalog/',
      linkText: 'За покупками',
      country: 'KZ',
      expiresAt: inDays(30),
    },
    {
      kind: 'partner',
      userId: aigerim,
      coupon: 'MINUS1000',
      promotionId: 'partner-minus1000-kz',
      promotionName: 'Скидка 5 000 ₸ от партнёра',
      promotionDescription: 'Подарок от банка-партнёра при заказе от 50 000 ₸.',
      ...picture('heart'),
      discountType: 'fixed',
      discountValue: 5000,
      promocodeText: 'Промокод партнёра',
      rulesLink: rules,
      link: '/jewelry-catalog/',
      linkText: 'Выбрать подарок',
      country: 'KZ',
      expiresAt: inDays(45),
    },
  ];
}

export async function seedPersonalOffers(tx: Db, userIds: Record<SeededUserKey, string>, clock: OfferClock): Promise<void> {
  // Offers for everyone exist only in the seed; the seeded shoppers' are replaced, real shoppers' stay.
  await tx.delete(personalOffers).where(or(isNull(personalOffers.userId), inArray(personalOffers.userId, Object.values(userIds))));
  await tx.insert(personalOffers).values(generatePersonalOffers(userIds, clock));
}
