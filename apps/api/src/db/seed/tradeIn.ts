// Trade-in: buy-back prices per gram by metal and fineness (проба) in roubles and tenge (at the
// seed's rate, rounded to tens of tenge), the rules of each currency, and the landing's content
// page 'trade-in'. The shops taking trade-in are the stores with point type trade_in (shop map seed).
import type { TradeInInsert, TradeInMetal } from '@ornament/domain';
import type { Db } from '../client';
import { contentAreaItems, contentAreas, contentPageAreas, contentPages, tradeInPrices, tradeInRules } from '../schema';
import { sanitizeHtml } from '../../services/content/sanitize';
import { seedRates } from './pricing';

/** Roubles per gram of the alloy. */
const rubPerGram: Record<TradeInMetal, Record<number, number>> = {
  gold: { 375: 3850, 500: 5150, 583: 6000, 585: 6020, 750: 7720, 958: 9860, 999: 10280 },
  silver: { 800: 70, 875: 76, 925: 80, 960: 83, 999: 86 },
  platinum: { 850: 2300, 900: 2440, 950: 2580 },
};

const deductions: Record<TradeInInsert, number> = { none: 0, stones: 15, diamonds: 10 };

export const tradeInPageCode = 'trade-in';

const areas = [
  {
    code: 'trade-in-intro',
    title: 'Обменяйте старые украшения на новые',
    html: '<p>Принесите золотые, серебряные или платиновые украшения в магазин — мы оценим их по весу и пробе и зачтём стоимость в покупку новых изделий.</p><p>Рассчитайте предварительную стоимость на этой странице: добавьте свои украшения и выберите изделия по артикулу.</p>',
    items: [],
  },
  {
    code: 'trade-in-steps',
    title: 'Как это работает',
    html: '',
    items: [
      { title: 'Добавьте украшения', text: 'Укажите тип, металл, пробу, вес и вставки каждого украшения.' },
      { title: 'Выберите новые изделия', text: 'Добавьте артикулы изделий, которые хотите купить.' },
      { title: 'Узнайте сумму зачёта', text: 'Нажмите «Рассчитать»: мы покажем, сколько зачтём в покупку.' },
      { title: 'Приходите в магазин', text: 'Оценщик проверит украшения, и вы оплатите только разницу.' },
    ],
  },
  {
    code: 'trade-in-terms',
    title: 'Условия',
    html: '<ul><li>Зачёт — не больше половины стоимости новых изделий.</li><li>Вес вставок не оплачивается: из веса изделия с камнями вычитается 15%, с бриллиантами — 10%.</li><li>Окончательную оценку проводит оценщик в магазине, предъявите паспорт.</li><li>Скидки и бонусы на изделия, купленные по трейд-ин, не суммируются.</li></ul>',
    items: [],
  },
] as const;

export async function seedTradeIn(db: Db): Promise<void> {
  await db.delete(tradeInPrices);
  await db.delete(tradeInRules);
  const rows = Object.entries(rubPerGram).flatMap(([metal, byFineness]) =>
    Object.entries(byFineness).flatMap(([fineness, rub]) => [
      { currency: 'RUB' as const, metal: metal as TradeInMetal, fineness: Number(fineness), pricePerGram: rub },
      { currency: 'KZT' as const, metal: metal as TradeInMetal, fineness: Number(fineness), pricePerGram: Math.round((rub * seedRates.KZT) / 10) * 10 },
    ]),
  );
  await db.insert(tradeInPrices).values(rows);
  await db.insert(tradeInRules).values([
    { currency: 'RUB', maxCreditPercent: 50, insertDeductionPercent: deductions },
    { currency: 'KZT', maxCreditPercent: 50, insertDeductionPercent: deductions },
  ]);

  const [page] = await db
    .insert(contentPages)
    .values({
      code: tradeInPageCode,
      title: 'Трейд-ин',
      seoTitle: 'Трейд-ин: обмен старых украшений на новые',
      seoDescription: 'Сдайте старые золотые и серебряные украшения и получите их стоимость в зачёт покупки новых.',
    })
    .returning({ id: contentPages.id });
  for (const [sort, area] of areas.entries()) {
    const [row] = await db
      .insert(contentAreas)
      .values({ code: area.code, title: area.title, html: sanitizeHtml(area.html) })
      .returning({ id: contentAreas.id });
    if (area.items.length > 0) {
      await db.insert(contentAreaItems).values(area.items.map((item, itemSort) => ({ areaId: row!.id, title: item.title, text: item.text, sort: itemSort })));
    }
    await db.insert(contentPageAreas).values({ pageId: page!.id, areaId: row!.id, sort });
  }
}
