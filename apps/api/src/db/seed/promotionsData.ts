// The seeded promotions (issue 8): live ones (slider, cross-promo, with a counter, limited to Kazan,
// with a gift, a diamond-brand one), finished ones for the completed list and the wheel of fortune.
// Dates count from the seed's day, so the live ones stay live. Shared codes are price rules seeded by
// checkout/priceRules.ts, so a code handed out here works in the basket.
import { promotionTypeNames, type PromotionTypeSlug } from '@ornament/domain';
import type { promotions, wheelPrizes } from '../schema';

type PromotionInsert = typeof promotions.$inferInsert;
type PrizeInsert = Omit<typeof wheelPrizes.$inferInsert, 'promotionId'>;

const day = 24 * 60 * 60 * 1000;

export interface PromotionSeedContext {
  today: Date;
  kazanGuid: string;
  /** An article with a product page, for the product banner. */
  productArticle: string | null;
}

const typeOf = (slug: PromotionTypeSlug) => ({ typeSlug: slug, typeName: promotionTypeNames[slug], typeUrl: `/promotions/?type=${slug}` });

const terms = (lines: string[]): string => `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;

export const addressPrograms = { capitals: 1, gifts: 2, kazan: 3 } as const;

export function promotionSeed({ today, kazanGuid, productArticle }: PromotionSeedContext): PromotionInsert[] {
  const at = (days: number, hours = 0): Date => new Date(today.getTime() + days * day + hours * 60 * 60 * 1000);
  const finished = (slug: string, title: string, preview: string, startDays: number, endDays: number, colors: [string, string]): PromotionInsert => ({
    slug,
    ...typeOf('omni'),
    title,
    sort: 500,
    startedAt: at(startDays),
    endedAt: at(endDays),
    previewDescription: preview,
    detailDescription: `<p>${preview}</p><p>Акция завершена. Следите за новыми акциями на сайте и в рассылке.</p>`,
    terms: terms(['Скидка не суммируется с другими акциями.', 'Количество товаров ограничено.']),
    imageColors: colors,
    promoCodePool: ['WELCOME10'],
  });
  return [
    {
      slug: 'zolotaya-nedelya',
      ...typeOf('omni'),
      title: 'Золотая неделя: −25% на золотые украшения',
      sort: 10,
      startedAt: at(-3),
      endedAt: at(6, 21),
      inSlider: true,
      layout: 'wide',
      previewDescription: 'Скидка 25% на кольца, серьги и подвески из золота 585 пробы по промокоду.',
      detailDescription:
        '<p>Всю неделю дарим скидку <strong>25%</strong> на золотые украшения. Примите участие в акции, получите промокод и примените его в корзине.</p><p>Промокод действует на сайте и в магазинах-участниках.</p>',
      terms: terms(['Скидка по промокоду не суммируется с другими скидками.', 'Один промокод на покупателя.', 'Акция действует до окончания счётчика.']),
      counterLabel: 'До конца акции осталось',
      counterEndedAt: at(6, 21),
      addressProgramId: addressPrograms.capitals,
      imageColors: ['#8a5a00', '#f2d37b'],
      additionalInfo: 'Скидка применяется к цене без учёта других акций.',
      promoCodePool: ['VIP25'],
      bannerPaths: ['/jewelry-catalog/'],
    },
    {
      slug: 'podarok-k-pokupke',
      ...typeOf('retail'),
      title: 'Серебряные серьги в подарок к покупке',
      sort: 20,
      startedAt: at(-10),
      endedAt: at(20),
      inSlider: true,
      previewDescription: 'При покупке от 10 000 ₽ — серебряные серьги-пусеты в подарок.',
      detailDescription: '<p>Получите промокод и покажите его на кассе магазина-участника: при покупке от 10 000 ₽ серьги-пусеты из серебра — в подарок.</p>',
      terms: terms(['Подарок выдаётся при единовременной покупке.', 'Количество подарков ограничено.', 'Подарок не подлежит обмену на деньги.']),
      addressProgramId: addressPrograms.gifts,
      imageColors: ['#4b5563', '#d1d5db'],
      promoCodePrefix: 'GIFT-',
      gift: {
        title: 'Серьги-пусеты из серебра',
        description: 'Серебро 925 пробы с фианитами, в фирменной коробке.',
        article: null,
        minOrderSum: { RUB: 10_000, KZT: 50_000 },
      },
      bannerPaths: ['/jewelry-catalog/'],
    },
    {
      slug: 'besplatnaya-dostavka',
      ...typeOf('online'),
      title: 'Бесплатная доставка по всей России',
      sort: 30,
      startedAt: at(-20),
      endedAt: null,
      inSlider: true,
      previewDescription: 'Доставим любой заказ бесплатно — промокод для интернет-магазина.',
      detailDescription: '<p>Примените промокод при оформлении заказа, и доставка будет за наш счёт.</p>',
      terms: terms(['Промокод действует на заказы в интернет-магазине.', 'Суммируется с другими скидками.']),
      imageColors: ['#0f3d5e', '#7fb6d9'],
      productArticle,
      promoCodePool: ['FREESHIP'],
    },
    {
      slug: 'otkrytie-v-kazani',
      ...typeOf('retail'),
      title: 'Открытие нового магазина в Казани',
      sort: 40,
      startedAt: at(-1),
      endedAt: at(14),
      previewDescription: 'Первым 50 покупателям — персональный промокод на 1 000 ₽.',
      detailDescription: '<p>Мы открылись в Казани! Первые 50 участников получают персональный промокод на скидку 1 000 ₽.</p>',
      terms: terms(['Только для покупателей из Казани.', 'Один промокод на покупателя.', 'Количество промокодов ограничено: 50 штук.']),
      activeCityGuids: [kazanGuid],
      addressProgramId: addressPrograms.kazan,
      imageColors: ['#14532d', '#86efac'],
      promoCodePool: Array.from({ length: 50 }, (_, i) => `KAZAN-${String(i + 1).padStart(4, '0')}`),
    },
    {
      slug: 'kofe-v-podarok',
      ...typeOf('online'),
      title: 'Кофе в подарок от кофейни «Зерно»',
      sort: 50,
      startedAt: at(-5),
      endedAt: at(25),
      isCrossPromo: true,
      previewDescription: 'Оформите заказ и получите промокод на любой напиток в кофейнях «Зерно».',
      detailDescription: '<p>Совместная акция с сетью кофеен «Зерно»: участники получают промокод на бесплатный напиток.</p>',
      terms: terms(['Промокод действует в кофейнях партнёра 30 дней.', 'Один напиток на промокод.']),
      imageColors: ['#5b3a29', '#d6b08c'],
      promoCodePrefix: 'ZERNO-',
    },
    {
      slug: 'skidka-na-taksi',
      ...typeOf('omni'),
      title: 'Поездка на такси со скидкой 15%',
      sort: 60,
      startedAt: at(-2),
      endedAt: at(30),
      isCrossPromo: true,
      previewDescription: 'Для участников партнёрской программы — скидка 15% на поездку в сервисе «Город».',
      detailDescription: '<p>Партнёры программы получают промокод на скидку 15% на поездку с сервисом «Город».</p>',
      terms: terms(['Только для участников партнёрской программы.', 'Скидка не более 500 ₽ на одну поездку.']),
      imageColors: ['#3f3f46', '#facc15'],
      audienceMember: false,
      promoCodePrefix: 'GOROD-',
    },
    {
      slug: 'bridal-diamant',
      ...typeOf('omni'),
      title: 'Помолвочные кольца с бриллиантами: гравировка в подарок',
      sort: 15,
      startedAt: at(-7),
      endedAt: at(21),
      inSlider: true,
      brand: 'diamant',
      previewDescription: 'Бесплатная гравировка при покупке помолвочного кольца.',
      detailDescription: '<p>Сделайте кольцо особенным: гравировка до 20 символов — в подарок.</p>',
      terms: terms(['Гравировка выполняется в течение 5 рабочих дней.']),
      imageColors: ['#1e1b4b', '#c7d2fe'],
      promoCodePrefix: 'GRAVIROVKA-',
    },
    {
      slug: 'koleso-fortuny',
      ...typeOf('omni'),
      title: 'Колесо фортуны',
      sort: 5,
      startedAt: at(-1),
      endedAt: at(45),
      previewDescription: 'Крутите колесо и выигрывайте скидки, бесплатную доставку и подарки.',
      detailDescription: '<p>Одна попытка на каждого покупателя. Приз определяется случайно, промокод появится сразу после вращения.</p>',
      terms: terms(['Одна попытка на покупателя.', 'Промокод действует 30 дней.']),
      imageColors: ['#7a1f3d', '#f5a3b7'],
      hasAction: false,
    },
    finished('chernaya-pyatnica-2025', 'Чёрная пятница: до −50%', 'Самые большие скидки года на украшения из золота и серебра.', -380, -370, ['#111827', '#6b7280']),
    finished('novogodnie-podarki-2026', 'Новогодние подарки', 'Подарочная упаковка и открытка к каждому заказу.', -340, -320, ['#991b1b', '#fca5a5']),
    finished('den-vlyublennyh-2026', 'День всех влюблённых', 'Скидка 20% на парные украшения и подвески-сердца.', -290, -280, ['#9d174d', '#f9a8d4']),
    finished('8-marta-2026', 'К 8 Марта: цветы и украшения', 'Украшения с цветочными мотивами со скидкой 30%.', -270, -260, ['#6d28d9', '#ddd6fe']),
    finished('vypusknoy-2026', 'Выпускной сезон', 'Серьги и браслеты для выпускного со скидкой 15%.', -170, -150, ['#0e7490', '#a5f3fc']),
    finished('letnyaya-rasprodazha-2026', 'Летняя распродажа', 'Скидки до 40% на летнюю коллекцию.', -140, -100, ['#c2410c', '#fed7aa']),
  ];
}

/** The wheel's sectors; weights are relative chances (0 never drawn). */
export const wheelPrizeSeed: PrizeInsert[] = [
  { numericId: 1, title: 'Скидка 5%', weight: 30, kind: 'promocode', promocodePrefix: 'WHEEL5-' },
  { numericId: 2, title: 'Бесплатная доставка', weight: 20, kind: 'promocode', promocode: 'FREESHIP' },
  { numericId: 3, title: 'Скидка 10%', weight: 15, kind: 'promocode', promocode: 'WELCOME10' },
  { numericId: 4, title: 'Попробуйте в следующий раз', weight: 12, kind: 'empty' },
  { numericId: 5, title: 'Скидка 1 000 ₽', weight: 10, kind: 'promocode', promocode: 'MINUS1000' },
  { numericId: 6, title: 'Подарочная коробка', weight: 8, kind: 'promocode', promocode: 'GIFTBOX' },
  { numericId: 7, title: 'Скидка 25%', weight: 4, kind: 'promocode', promocode: 'VIP25' },
  { numericId: 8, title: 'Скидка 15%', weight: 1, kind: 'promocode', promocodePrefix: 'WHEEL15-' },
];
