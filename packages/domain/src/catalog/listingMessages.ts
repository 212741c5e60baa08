// Shopper-facing texts of the catalogue listing, its filters and recommendations (spec 2 §2–§4).
// The spec names these controls but not their words unless marked "spec".

export const listingMessages = {
  filters: 'Фильтры',
  apply: 'Применить',
  close: 'Закрыть',
  clearAll: 'Сбросить все',
  clearSection: 'Сбросить',
  priceFrom: 'от',
  priceTo: 'до',
  selected: 'Выбранные фильтры',
  loadMore: 'Показать ещё',
  loading: 'Загрузка…',
  loadFailed: 'Не удалось загрузить товары',
  retry: 'Повторить',
  notFound: 'Товары не найдены',
  toCatalog: 'Перейти в каталог',
  badRequest: 'Не удалось применить параметры каталога',
  resetParameters: 'Сбросить параметры',
  recommendations: 'Вам может понравиться',
  alternatives: 'Похожие изделия',
  crossSell: 'Дополните образ',
} as const;

/** The phone's filter button, with how many filters are applied (the `x-prefilter-list` header). */
export function filtersButtonText(applied: number): string {
  return applied > 0 ? `${listingMessages.filters} · ${applied}` : listingMessages.filters;
}

/** 'Показать N товаров' on the mobile panel's apply button; pass the Russian plural of the count. */
export function showProductsText(countText: string): string {
  return `Показать ${countText}`;
}

/** Sale sticker for a discounted product: '−15%' and its description. */
export function saleStickerText(discount: number): string {
  return `−${discount}%`;
}

export function saleStickerDescription(discount: number): string {
  return `Скидка ${discount}% от прежней цены`;
}
