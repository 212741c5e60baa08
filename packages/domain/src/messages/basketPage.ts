// Shopper texts of the basket page (spec 3 §2–§4): what its first load shows. The options' texts (promo
// code, bonuses, gift card; loaded after the basket) and the basket button's are in their own modules,
// so each page's first load carries only its own. The spec's own strings (warnings, limit modal, free
// delivery) live in basket.ts, basketLimit.ts and delivery.ts.
import { formatBonus } from '../format/counts';

export const basketPageMessages = {
  title: 'Корзина',
  loading: 'Загружаем корзину…',
  emptyTitle: 'В корзине пока пусто',
  emptyText: 'Добавьте украшения из каталога — они появятся здесь.',
  /** To a visitor without a session: a basket gathered while signed in elsewhere joins this one at login. */
  emptyGuestText: 'Добавьте украшения из каталога — они появятся здесь. Собирали корзину на другом устройстве? Войдите в профиль, и её товары добавятся сюда.',
  toCatalog: 'Перейти в каталог',
  loadFailed: 'Не удалось загрузить корзину.',
  actionFailed: 'Не удалось изменить корзину. Попробуйте ещё раз.',
  retry: 'Повторить',
  selectAll: 'Выбрать все',
  deleteSelected: 'Удалить выбранные',
  delete: 'Удалить',
  restore: 'Вернуть',
  deletedTitle: 'Удалённые товары',
  notAvailableTitle: 'Недоступно для доставки',
  notInStockTitle: 'Нет в наличии',
  article: 'Артикул',
  size: 'Размер',
  quantity: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  promoTitle: 'Промокод',
  summaryTitle: 'Ваш заказ',
  oldCost: 'Стоимость без скидки',
  discount: 'Скидка',
  delivery: 'Доставка',
  deliveryFree: 'Бесплатно',
  bonusesSpent: 'Оплата бонусами',
  starsSpent: 'Оплата звёздами',
  giftCardSpent: 'Подарочная карта',
  employeeDiscount: 'Скидка сотрудника',
  total: 'Итого',
} as const;

/** 'Товары (3)': the selected units. */
export function basketItemsText(units: number): string {
  return `Товары (${units})`;
}

/** 'Выбрать «Кольцо из золота»' — the line checkbox's accessible name. */
export function selectItemText(title: string): string {
  return `Выбрать «${title}»`;
}

/** 'Доступно 1 200 бонусов', 'Доступно 201 бонус'. */
export function bonusBalanceText(amount: number): string {
  return `Доступно ${formatBonus(amount)}`;
}

/** The bonus cap of spec 3 §9: 'Бонусами можно оплатить до 30% заказа, сейчас до 3 897'. */
export function bonusCapText(percent: number, maxSpend: string): string {
  return `Бонусами можно оплатить до ${percent}% заказа, сейчас до ${maxSpend}`;
}

/** 'Начислим 1 299 бонусов за этот заказ', 'Начислим 21 бонус за этот заказ'. */
export function bonusAccrualText(amount: number): string {
  return `Начислим ${formatBonus(amount)} за этот заказ`;
}

/** 'Доступно 300 звёзд'. */
export function starsBalanceText(amount: string): string {
  return `Доступно ${amount} звёзд`;
}

/** 'На карте 5 000 ₽' — pass a formatPrice result. */
export function giftCardBalanceText(amount: string): string {
  return `На карте ${amount}`;
}

/** 'Скидка сотрудника 10%'. */
export function employeeDiscountText(percent: number): string {
  return `Скидка сотрудника ${percent}%`;
}
