/** Delivery timing texts (spec 3 §4); delivery/deliveryText.ts picks among them. */
export const deliveryMessages = {
  pickupToday: 'Забрать сегодня',
  pickupTomorrow: 'Забрать завтра',
  courierToday: 'Сегодня',
  express: 'Доставим за 3 часа',
} as const;

export function deliverOnText(date: string): string {
  return `Доставим ${date}`;
}

export function pickupTodayFromText(time: string): string {
  return `Забрать сегодня с ${time}`;
}

/** 'Бесплатная доставка от 5 000 ₽' (spec 2 §9, spec 3 §4); pass a formatPrice result. */
export function freeDeliveryText(amount: string): string {
  return `Бесплатная доставка от ${amount}`;
}

/** Sber installment payment entry (spec 2 §9, spec 3 §5); pass a formatPrice result. */
export function sberInstallmentText(minPayment: string): string {
  return `От ${minPayment} в месяц. Для клиентов банка.`;
}
