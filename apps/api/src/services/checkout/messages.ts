// Order creation's error details and the sandbox page's texts. The spec 3 §5 blockers come from the
// domain (the storefront shows the same words); the rest are this shop's wording.
import { addressRequiredText, basketMessages, checkoutMessages } from '@ornament/domain';

export const checkoutServerMessages = {
  ...checkoutMessages,
  addressRequired: addressRequiredText,
  phoneInvalid: 'Проверьте номер телефона',
  emailInvalid: 'Проверьте адрес электронной почты',
  iinInvalid: 'ИИН должен состоять из 12 цифр',
  houseRequired: 'Укажите дом',
  streetRequired: 'Укажите улицу',
  timeslotNotAvailable: 'Выбранное время доставки недоступно, выберите другое',
  notAvailable: basketMessages.quantityDecreased,
  deliveryUnavailable: basketMessages.previousDeliveryUnavailable,
  basketEmpty: 'Выберите товары в корзине, чтобы оформить заказ',
  promoUsedUp: 'Промокод больше не действует: его использовали максимальное число раз',
  balanceChanged: 'Баланс бонусов или подарочной карты изменился. Проверьте корзину и оформите заказ снова',
  idempotencyKeyInvalid: 'Idempotency-Key header is required (8–128 letters, digits, - _ . :)',
  idempotencyKeyReused: 'Этот ключ уже использован для другого заказа',
  paymentNotFound: 'Платёж не найден',
  paymentProviderUnavailable: 'Платёжный сервис не отвечает, уведомление не проверено',
  paymentDecided: 'Этот платёж уже завершён',
  onlinePaymentUnavailable: 'Оплата онлайн сейчас недоступна. Выберите оплату при получении',
} as const;

/** The sandbox acquiring page (the local payment driver): shown to a shopper, so in Russian. */
export const sandboxPageTexts = {
  title: 'Оплата заказа',
  heading: 'Тестовая оплата',
  note: 'Это тестовая платёжная страница: деньги не списываются.',
  order: 'Заказ',
  amount: 'К оплате',
  approve: 'Оплатить',
  decline: 'Отклонить',
  decided: 'Платёж уже завершён.',
  back: 'Вернуться в магазин',
} as const;

/** The page the pay link shows when the acquirer cannot be reached: nothing was charged, try again. */
export const paymentUnavailablePageTexts = {
  title: 'Оплата заказа',
  heading: 'Платёжный сервис не отвечает',
  note: 'Деньги не списаны. Попробуйте оплатить ещё раз через минуту или выберите оплату при получении в личном кабинете.',
  retry: 'Попробовать ещё раз',
  back: 'Вернуться в магазин',
} as const;
