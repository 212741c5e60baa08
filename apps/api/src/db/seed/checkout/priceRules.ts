// Promo codes and automatic promotions (issue 6), replaced on every seed; the personal codes issued from
// the inactive templates (WHEEL5-…) belong to shoppers and stay (seedOwned). The README's test codes:
//   WELCOME10   10 % off, once per shopper, adds to other discounts
//   MINUS1000   1 000 ₽ (5 000 ₸, 30 Br) off an order from 10 000 ₽ (50 000 ₸, 300 Br)
//   FREESHIP    free delivery
//   VIP25       25 %, does not add to other discounts (the best one wins)
//   GIFTBOX     a gift box as a present
//   SUMMER2026  expired (ended 1 June 2026)
//   WHEEL5, WHEEL15  inactive templates of the wheel's personal codes
// Names carry no amounts: one rule serves every currency.
// Automatic: every 3rd piece of jewellery 30 % off; 5 % off from 30 000 ₽ (150 000 ₸, 900 Br).
import { asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../client';
import { priceRules, products } from '../../schema';

type RuleInsert = typeof priceRules.$inferInsert;

const open = { validFrom: new Date('2026-01-01T00:00:00Z'), validUntil: new Date('2030-12-31T23:59:59Z') };

export function generatePriceRules(giftArticle: string | null): RuleInsert[] {
  const rules: RuleInsert[] = [
    { code: 'WELCOME10', name: 'Скидка 10% на первый заказ', description: 'Промокод для новых покупателей', kind: 'percent', params: { percent: 10 }, stackable: true, maxUsesPerUser: 1, ...open },
    {
      code: 'MINUS1000',
      name: 'Фиксированная скидка на заказ',
      description: '1 000 ₽, 5 000 ₸ или 30 Br при заказе от 10 000 ₽, 50 000 ₸ или 300 Br',
      kind: 'fixed',
      params: { amount: { RUB: 1000, KZT: 5000, BYN: 30 } },
      conditions: { minCost: { RUB: 10_000, KZT: 50_000, BYN: 300 } },
      stackable: true,
      ...open,
    },
    { code: 'FREESHIP', name: 'Бесплатная доставка', description: 'Доставка за наш счёт', kind: 'free_delivery', params: {}, stackable: true, ...open },
    { code: 'VIP25', name: 'Скидка 25%', description: 'Не суммируется с другими скидками', kind: 'percent', params: { percent: 25 }, stackable: false, maxUses: 1000, ...open },
    {
      code: 'SUMMER2026',
      name: 'Летняя скидка 15%',
      description: 'Действовала до 1 июня 2026 года',
      kind: 'percent',
      params: { percent: 15 },
      stackable: true,
      validFrom: new Date('2026-05-01T00:00:00Z'),
      validUntil: new Date('2026-06-01T00:00:00Z'),
    },
    {
      code: null,
      name: 'Каждое третье украшение −30%',
      description: 'Скидка на самое недорогое из каждых трёх украшений',
      kind: 'nth_item_percent',
      params: { n: 3, percent: 30 },
      conditions: { sections: ['jewelry-catalog', 'diamant-jewelry-catalog'] },
      stackable: true,
      ...open,
    },
    {
      code: null,
      name: 'Скидка 5% на крупный заказ',
      description: 'При заказе от 30 000 ₽, 150 000 ₸ или 900 Br',
      kind: 'percent',
      params: { percent: 5 },
      conditions: { minCost: { RUB: 30_000, KZT: 150_000, BYN: 900 } },
      stackable: true,
      ...open,
    },
  ];
  // Inactive templates of the wheel's personal codes (WHEEL5-…, WHEEL15-…): each code issued is a
  // one-order rule on these terms (services/promotions/personalCodes.ts).
  rules.push(
    { code: 'WHEEL5', name: 'Скидка 5% с колеса фортуны', description: 'Персональный промокод на один заказ', kind: 'percent', params: { percent: 5 }, stackable: true, isActive: false, ...open },
    { code: 'WHEEL15', name: 'Скидка 15% с колеса фортуны', description: 'Персональный промокод на один заказ', kind: 'percent', params: { percent: 15 }, stackable: true, isActive: false, ...open },
  );
  if (giftArticle) {
    rules.push({ code: 'GIFTBOX', name: 'Подарочная коробка в подарок', description: 'Коробка к любому заказу', kind: 'gift', params: { article: giftArticle }, stackable: true, ...open });
  }
  return rules;
}

/**
 * The seed's own rules: the automatic ones and its named codes. Codes issued to shoppers from its
 * templates (WHEEL5-…) and any other code stay.
 */
function seedOwned(rows: readonly RuleInsert[]) {
  const codes = rows.flatMap((rule) => (rule.code ? [rule.code] : []));
  return or(isNull(priceRules.code), inArray(priceRules.code, codes));
}

export async function seedPriceRules(tx: Db): Promise<number> {
  const [box] = await tx.select({ article: products.article }).from(products).where(eq(products.section, 'packaging')).orderBy(asc(products.id)).limit(1);
  const rows = generatePriceRules(box?.article ?? null);
  await tx.delete(priceRules).where(seedOwned(rows));
  await tx.insert(priceRules).values(rows);
  return rows.length;
}
