// Content pages (spec 1 §2: delivery terms, bonus programme) as ordered lists of content areas.

export interface PageSeed {
  code: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  areas: readonly string[];
}

/** A content page seed from its fields in order (the landings' and the journal's lists use it). */
export const pageSeed = (code: string, title: string, seoTitle: string, seoDescription: string, areas: readonly string[]): PageSeed => ({ code, title, seoTitle, seoDescription, areas });

export const contentPageSeeds: readonly PageSeed[] = [
  {
    code: 'delivery-terms',
    title: 'Доставка и оплата',
    seoTitle: 'Доставка и оплата — Орнамент',
    seoDescription: 'Курьерская доставка, экспресс-доставка и бесплатный самовывоз из магазинов «Орнамент». Способы оплаты и возврат.',
    areas: ['delivery-courier', 'delivery-express', 'delivery-pickup', 'payment-info-kt', 'refund-info-kt'],
  },
  {
    code: 'delivery',
    title: 'Доставка',
    seoTitle: 'Доставка — Diamant',
    seoDescription: 'Доставка украшений с бриллиантами курьером и в салоны Diamant. Оплата и возврат.',
    areas: ['delivery-courier', 'delivery-pickup', 'payment-info-kt', 'refund-info-kt'],
  },
  {
    code: 'bonus-system',
    title: 'Бонусная программа',
    seoTitle: 'Бонусная программа — Орнамент',
    seoDescription: 'Копите бонусы с каждой покупки и оплачивайте ими до 30% стоимости украшений.',
    areas: ['bonus-system-rules', 'bonus-system-tasks', 'bonus-system-faq', 'auth-banner'],
  },
  {
    code: 'bonus-system-diamant',
    title: 'Программа лояльности Diamant',
    seoTitle: 'Программа лояльности — Diamant',
    seoDescription: 'Привилегии клиентов Diamant: бонусы, персональный консультант и закрытые показы.',
    areas: ['bonus-system-diamant-rules', 'bonus-system-faq', 'auth-banner'],
  },
];
