// Content pages (spec 1 §7, spec 3 §7) are ordered content areas; an area's code suffix says how the
// storefront draws it, so editors compose landings from the same few blocks without new code.
import { limits } from '../rules/limits';

export const contentBlockKinds = ['banner', 'products', 'faq', 'cards', 'text'] as const;
export type ContentBlockKind = (typeof contentBlockKinds)[number];

/**
 * '-banner' heads the page, '-products' is a product strip per item (its link a catalogue path),
 * '-faq' a list of questions (the items' titles) that open one answer (their text) at a time.
 */
export function contentBlockKindOf(area: { code: string; items: readonly { link: string | null }[] }): ContentBlockKind {
  if (area.code.endsWith('-banner')) return 'banner';
  if (area.code.endsWith('-products')) return 'products';
  if (area.code.endsWith('-faq')) return 'faq';
  return area.items.length > 0 ? 'cards' : 'text';
}

/**
 * Areas holding one item per payment-text index (RU 0, KZ 1, other countries 2, the diamond brand 3):
 * a page shows the area's text with the one item of its storefront.
 */
export const brandIndexedAreas: readonly string[] = ['payment-info-kt', 'refund-info-kt'];

/** Products per strip on a landing (spec 2 §9: the landing catalogue page size, 24; a strip scrolls sideways). */
export const landingStripSize = limits.landingPageSize;

/** The work and holiday page (spec 3 §3): its code and the area suffixes of its four parts. */
export const workHolidayPageCode = 'work-holiday';
export const workHolidayParts = { banner: '-banner', support: '-support', delivery: '-delivery', partnerPoints: '-partner-points' } as const;

/** /promo/{product}-atelier/ (spec 2 §2): the page code is the segment itself; null when it is not one. */
export function atelierPageCode(segment: string): string | null {
  return /^[a-z0-9][a-z0-9-]{0,60}-atelier$/.test(segment) ? segment : null;
}

/** The journal (spec 1 §2 "Журнал", main brand): its index at /blog/, each article a content page. */
export const journalPath = '/blog/';
export const journalPageCode = 'journal';

/** /blog/{slug}/: the article's content page code ('journal-' + slug); null when the segment is not a slug. */
export function journalArticleCode(slug: string): string | null {
  return /^[a-z0-9][a-z0-9-]{0,60}$/.test(slug) ? `journal-${slug}` : null;
}

/** Texts of the content pages, landings and site map. */
export const pagesMessages = {
  loadError: 'Не удалось загрузить страницу. Обновите её или попробуйте позже.',
  emptyPage: 'Страница скоро наполнится — загляните позже.',
  stripAll: 'Смотреть все',
  deliveryTypesTitle: 'Способы получения и сроки',
  deliveryTypesUnavailable: 'Сроки доставки для вашего города сейчас недоступны. Уточните их при оформлении заказа.',
  deliveryColumns: { name: 'Способ', price: 'Стоимость', time: 'Срок', free: 'Бесплатно от', storage: 'Хранение заказа' },
  deliveryFree: 'бесплатно',
  supportTitle: 'Служба поддержки',
  supportColumns: { date: 'Дата', time: 'Время работы' },
  deliveryTitle: 'Доставка',
  deliveryCityColumns: { city: 'Город', comments: 'Комментарий' },
  partnerPointsTitle: 'Пункты выдачи партнёров',
  sitemapTitle: 'Карта сайта',
  sitemapEmpty: 'Карта сайта пока пуста.',
} as const;

/** 'N дн.' style durations on the delivery terms table: 'сегодня', '1 день', '3 дня', '7 дней'. */
export function daysText(days: number): string {
  if (days <= 0) return 'сегодня';
  const mod10 = days % 10;
  const mod100 = days % 100;
  const word = mod10 === 1 && mod100 !== 11 ? 'день' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'дня' : 'дней';
  return `${days} ${word}`;
}

/** Paths search engines are kept out of (robots.txt): personal pages, the basket, the API and search. */
export const robotsDisallow = ['/personal/', '/basket/', '/api/', '/auth/', '/favorites/', '/products-search/'] as const;
