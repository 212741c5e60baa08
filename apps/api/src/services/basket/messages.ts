// The basket calls' error details: Russian, because the basket page may show them as they are.
export const basketServerMessages = {
  itemNotFound: 'Товар не найден в корзине',
  productNotFound: 'Товар не найден',
  sizeRequired: 'Выберите размер',
  sizeInvalid: 'Такого размера нет у этого изделия',
  notAvailable: 'Товара нет в наличии',
  promoCodesLimit: (max: number) => `В корзине может быть не больше ${max} промокодов`,
  paymentMethodUnavailable: 'Этот способ оплаты недоступен для заказа',
  storeUnavailable: 'Этот магазин недоступен для получения заказа',
  pickupPointUnavailable: 'Этот пункт выдачи недоступен',
  addressNotFound: 'Адрес не найден',
  giftCardsUnavailable: 'Подарочные карты недоступны в этой стране',
  packagingNotFound: 'Подарочная упаковка недоступна',
} as const;
