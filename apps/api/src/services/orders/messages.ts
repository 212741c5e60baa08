// The orders and returns calls' error details: Russian, because the account pages show them as they are.
export const orderServerMessages = {
  orderNotFound: 'Заказ не найден',
  returnNotFound: 'Возврат не найден',
  notCancellable: 'Этот заказ уже нельзя отменить',
  unknownCancelReason: 'Выберите причину отмены из списка',
  paymentNotChangeable: 'Способ оплаты можно изменить только у неоплаченного заказа',
  paymentMethodUnavailable: 'Этот способ оплаты недоступен для заказа',
  reserveNotPickup: 'Резерв есть только у заказов с самовывозом из магазина',
  reserveAlreadyProlonged: 'Резерв можно продлить только один раз',
  reserveExpired: 'Срок резерва истёк, продлить его нельзя',
  reserveNotWaiting: 'Заказ не ожидает выдачи в магазине',
  notReturnable: 'Вернуть можно только товары выполненного заказа в течение 14 дней после получения',
  unknownReturnReason: 'Выберите причину возврата из списка',
  itemNotInOrder: 'Такого товара нет в заказе',
  quantityExceeded: (available: number) => `Можно вернуть не больше ${available} шт.`,
  duplicateItem: 'Товар указан дважды',
  returnNotCancellable: 'Отменить можно только оформленный, но ещё не отправленный возврат',
} as const;
