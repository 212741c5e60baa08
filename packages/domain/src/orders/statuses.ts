// Order status codes and their display (spec 3 §4). The labels are this shop's wording; the spec
// fixes only the codes, the display states and the colour tokens.

export const orderStatusColours = ['payment', 'annuled', 'rejected', 'overdue', 'cancel', 'completed', 'reserved'] as const;
export type OrderStatusColour = (typeof orderStatusColours)[number];

export const orderDisplayStates = [
  'new',
  'confirmed',
  'ready',
  'send',
  'reserved',
  'rejected',
  'annuled',
  'completed',
  'cancel',
  'payment',
] as const;
export type OrderDisplayState = (typeof orderDisplayStates)[number];

export const orderStatusCodes = ['N', 'A', 'T', 'S', 'R', 'J', 'C', 'F', 'B', 'cancel in progress', 'not paid'] as const;
export type OrderStatusCode = (typeof orderStatusCodes)[number];

export interface OrderStatusDisplay {
  readonly state: OrderDisplayState;
  readonly label: string;
  /** Colour token of the status chip; null keeps the neutral colour. */
  readonly colour: OrderStatusColour | null;
}

export const orderStatusTable: Readonly<Record<OrderStatusCode, OrderStatusDisplay>> = {
  N: { state: 'new', label: 'Новый', colour: null },
  A: { state: 'confirmed', label: 'Подтверждён', colour: null },
  T: { state: 'ready', label: 'Готов к выдаче', colour: null },
  S: { state: 'send', label: 'Передан в доставку', colour: null },
  R: { state: 'reserved', label: 'Зарезервирован', colour: 'reserved' },
  J: { state: 'rejected', label: 'Отклонён', colour: 'rejected' },
  C: { state: 'annuled', label: 'Аннулирован', colour: 'annuled' },
  F: { state: 'completed', label: 'Выполнен', colour: 'completed' },
  B: { state: 'completed', label: 'Выполнен', colour: 'completed' },
  'cancel in progress': { state: 'cancel', label: 'Отменяется', colour: 'cancel' },
  'not paid': { state: 'payment', label: 'Ожидает оплаты', colour: 'payment' },
};

export function isOrderStatusCode(code: string): code is OrderStatusCode {
  return (orderStatusCodes as readonly string[]).includes(code);
}

/** Display of a status the server sends; an unknown code reads as a new order rather than breaking the list. */
export function orderStatusOf(code: string): OrderStatusDisplay {
  return isOrderStatusCode(code) ? orderStatusTable[code] : orderStatusTable.N;
}

export function displayStateOf(code: string): OrderDisplayState {
  return orderStatusOf(code).state;
}

/** A reservation that has run out shows the overdue colour instead of the reserved one. */
export function orderStatusColourOf(code: string, options: { readonly reservationExpired?: boolean } = {}): OrderStatusColour | null {
  const { state, colour } = orderStatusOf(code);
  if (options.reservationExpired && (state === 'reserved' || state === 'ready')) return 'overdue';
  return colour;
}
