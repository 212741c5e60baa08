/** Texts of an order line's «Подробнее о товаре» (its own module: the disclosure in the page's first load carries only these). */
export const productInfoTexts = {
  more: 'Подробнее о товаре',
  loading: 'Загружаем…',
  failed: 'Не удалось загрузить описание. Попробуйте позже.',
} as const;
