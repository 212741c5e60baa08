/** Checkout blockers (spec 3 §5). */
export const checkoutMessages = {
  buyerRequired: 'Заполните данные покупателя, чтобы продолжить оформление заказа',
  recipientRequired: 'Заполните данные получателя, чтобы продолжить оформление заказа',
  loginRequired: 'Авторизуйтесь, чтобы продолжить оформление заказа',
  receivingMethodRequired: 'Для оформления заказа выберите способ получения',
  paymentMethodRequired: 'Выберите способ оплаты, чтобы продолжить оформление заказа',
} as const;

/** 'Для оформления заказа добавьте [или выберите] адрес доставки': the bracket shows when saved addresses exist. */
export function addressRequiredText(hasSavedAddresses: boolean): string {
  return `Для оформления заказа добавьте ${hasSavedAddresses ? 'или выберите ' : ''}адрес доставки`;
}
