// Texts of the product page's basket button and of the limit modal it opens (spec 2 §5).
export const basketButtonMessages = {
  addToBasket: 'В корзину',
  adding: 'Добавляем…',
  inBasket: 'В корзине',
  limitClose: 'Понятно',
  toBasket: 'Перейти в корзину',
} as const;
