// Payment methods a shopper can switch an unpaid order to (POST order/change-payment-method/), and
// the reasons lists of the cancel and return forms. Labels are this shop's wording.
import type { CountryCode } from '../tenant/codes';

export interface PaymentMethod {
  readonly code: string;
  readonly label: string;
  /** Paid when the order is handed over, so it never shows 'not paid'. */
  readonly onDelivery: boolean;
  /** Countries where it is offered; 'credit-sber' (installments) only in Russia. */
  readonly countries: readonly CountryCode[] | 'all';
}

export const paymentMethods: readonly PaymentMethod[] = [
  { code: 'card-online', label: 'Картой онлайн', onDelivery: false, countries: 'all' },
  { code: 'sbp', label: 'СБП', onDelivery: false, countries: ['RU'] },
  { code: 'credit-sber', label: 'Рассрочка от Сбербанка', onDelivery: false, countries: ['RU'] },
  { code: 'kaspi', label: 'Kaspi.kz', onDelivery: false, countries: ['KZ'] },
  { code: 'card-on-delivery', label: 'Картой при получении', onDelivery: true, countries: 'all' },
  { code: 'cash', label: 'Наличными при получении', onDelivery: true, countries: 'all' },
];

export function paymentMethodsFor(country: CountryCode): readonly PaymentMethod[] {
  return paymentMethods.filter((method) => method.countries === 'all' || method.countries.includes(country));
}

export function paymentMethodOf(code: string): PaymentMethod | undefined {
  return paymentMethods.find((method) => method.code === code);
}

export function isPaymentMethodFor(code: string, country: CountryCode): boolean {
  return paymentMethodsFor(country).some((method) => method.code === code);
}

export interface Reason {
  readonly code: string;
  readonly label: string;
}

export const orderCancelReasons: readonly Reason[] = [
  { code: 'changed-mind', label: 'Передумал(а) покупать' },
  { code: 'found-cheaper', label: 'Нашёл(ла) дешевле' },
  { code: 'delivery-too-long', label: 'Долгая доставка' },
  { code: 'wrong-size', label: 'Ошибся(лась) с размером' },
  { code: 'ordered-by-mistake', label: 'Заказ оформлен по ошибке' },
  { code: 'other', label: 'Другое' },
];

export const returnReasons: readonly Reason[] = [
  { code: 'size', label: 'Не подошёл размер' },
  { code: 'not-as-pictured', label: 'Не соответствует фото или описанию' },
  { code: 'defect', label: 'Брак или повреждение' },
  { code: 'changed-mind', label: 'Передумал(а)' },
  { code: 'other', label: 'Другое' },
];

export function isReasonCode(reasons: readonly Reason[], code: string): boolean {
  return reasons.some((reason) => reason.code === code);
}

/** Return statuses (the returns table); only a 'new' return can be cancelled. */
export const returnStatuses = ['new', 'sent', 'received', 'refunded', 'cancelled'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnStatusLabels: Readonly<Record<ReturnStatus, string>> = {
  new: 'Оформлен',
  sent: 'Отправлен',
  received: 'Получен магазином',
  refunded: 'Деньги возвращены',
  cancelled: 'Отменён',
};

export function returnStatusLabelOf(status: string): string {
  return (returnStatuses as readonly string[]).includes(status) ? returnStatusLabels[status as ReturnStatus] : status;
}
