/** Basket and delivery warnings (spec 3 §8). */
export const basketMessages = {
  quantityDecreased: 'Доступное количество товара для заказа уменьшилось',
  notDeliverableToAddress: 'Товар недоступен для доставки по выбранному адресу.',
  orderChanged: 'Состав вашего заказа изменился',
  previousDeliveryUnavailable: 'Выбранный ранее способ доставки недоступен, выберите другой',
  noReceivingMethods: 'Нет доступных способов получения',
} as const;
