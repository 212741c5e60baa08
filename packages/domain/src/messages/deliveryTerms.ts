// Names of the receiving methods on the delivery-terms page and in the offers service's answers, and
// the saved-address errors. Own wording: the spec names the fields (types_info[].name) but not the words.
import type { OrderType } from '../delivery/orderTypes';

export const deliveryTypeNames: Readonly<Record<OrderType, string>> = {
  sim: 'Курьерская доставка',
  express: 'Экспресс-доставка за 3 часа',
  in_stock: 'Самовывоз из магазина',
  zvm: 'Доставка в магазин',
  express_zvm: 'Экспресс-доставка в магазин',
  pvz: 'Пункт выдачи заказов',
};

export const deliveryAddressMessages = {
  notFound: 'Адрес не найден',
  unknownCity: 'Выберите город из списка',
  regionMismatch: 'Регион не соответствует городу',
  countryMismatch: 'Страна не соответствует городу',
} as const;

/** 'Можно сохранить не больше 20 адресов'. */
export function addressLimitText(max: number): string {
  return `Можно сохранить не больше ${max} адресов`;
}

/** Opening hours on the checkout map (delivery/workTime.ts). */
export const workTimeMessages = {
  daily: 'Ежедневно',
  closed: 'выходной',
  weekdays: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
} as const;
