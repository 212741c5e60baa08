/** Why a promo code entered in the basket does not apply (shown under the promo field, issue 6). */
export const promoCodeMessages = {
  notFound: 'Промокод не найден',
  expired: 'Срок действия промокода истёк',
  notStarted: 'Промокод ещё не действует',
  usedUp: 'Промокод уже использован',
  notApplicable: 'Промокод не действует на товары в корзине',
  notCombinable: 'Промокод не суммируется с другими скидками',
  promotionsOff: 'Промокод не действует вместе со скидкой сотрудника',
} as const;

/** 'Промокод действует при заказе от 5 000 ₽'; pass a formatPrice result. */
export function promoMinCostText(amount: string): string {
  return `Промокод действует при заказе от ${amount}`;
}

/** The employee discount as a line's discount reason (own wording). */
export const employeeDiscountName = 'Скидка сотрудника';

/** Hint under the totals when an automatic promotion needs a bigger basket (own wording); pass formatPrice results. */
export function promotionHintText(name: string, missing: string): string {
  return `Добавьте товаров ещё на ${missing}, чтобы получить «${name}»`;
}
