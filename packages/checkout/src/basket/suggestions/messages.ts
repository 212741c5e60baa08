// The suggestions' words, beside them rather than in @ornament/domain: domain's messages are in every
// page's first load, and these are read only by the part of the basket that loads after it.
export const basketSuggestionMessages = {
  upsellTitle: 'С этим покупают',
  packTitle: 'Подарочная упаковка',
  packText: 'Фирменная коробка с лентой — украшение будет готово к вручению.',
  packLink: 'Подробнее',
} as const;
