// The order history each seeded account gets (issue 5: until checkout writes real orders). One
// fixed plan of ~20 orders per account covers every status code, the 'cancel in progress' and
// 'not paid' states, courier and pickup (a live reserve, a prolonged one, an overdue one), a master
// order split in two, and returns in every state. Dates count back from the seed's day.

export type PlannedReturn = { status: 'new' | 'sent' | 'refunded' | 'cancelled'; daysAfterCompletion: number; reason: string; tracked: boolean };

export interface PlannedOrder {
  daysAgo: number;
  status: 'N' | 'A' | 'T' | 'S' | 'R' | 'J' | 'C' | 'F' | 'B';
  delivery: 'courier' | 'pickup' | 'express';
  paid: boolean;
  /** 'online' picks the country's card payment; 'cash' pays on delivery. */
  pay: 'online' | 'cash' | 'installment';
  items: number;
  /** Quantity of the first item (a pair of earrings bought twice, say). */
  firstQuantity?: number;
  cancelInProgress?: boolean;
  /** Pickup: days from the seed's day to the end of the reserve (negative: ran out). */
  reserveInDays?: number;
  reserveProlonged?: boolean;
  tracked?: boolean;
  /** Completed orders: days between the order and its completion. */
  completedAfterDays?: number;
  cancelReason?: string;
  /** Orders sharing a tag share one master order id (checkout split one basket in two). */
  masterTag?: string;
  bonuses?: boolean;
  returns?: PlannedReturn[];
}

export const orderPlan: readonly PlannedOrder[] = [
  { daysAgo: 1, status: 'N', delivery: 'courier', paid: false, pay: 'online', items: 2 },
  { daysAgo: 2, status: 'N', delivery: 'courier', paid: true, pay: 'online', items: 1, bonuses: true },
  { daysAgo: 3, status: 'A', delivery: 'courier', paid: false, pay: 'cash', items: 1 },
  { daysAgo: 4, status: 'A', delivery: 'courier', paid: true, pay: 'online', items: 1, cancelInProgress: true, cancelReason: 'found-cheaper' },
  { daysAgo: 4, status: 'R', delivery: 'pickup', paid: true, pay: 'online', items: 2, reserveInDays: 3 },
  { daysAgo: 6, status: 'R', delivery: 'pickup', paid: false, pay: 'cash', items: 1, reserveInDays: 1, reserveProlonged: true },
  { daysAgo: 5, status: 'T', delivery: 'pickup', paid: false, pay: 'cash', items: 1, reserveInDays: 2 },
  { daysAgo: 9, status: 'T', delivery: 'pickup', paid: true, pay: 'online', items: 1, reserveInDays: -1 },
  { daysAgo: 6, status: 'S', delivery: 'courier', paid: true, pay: 'installment', items: 3, tracked: true, masterTag: 'split' },
  { daysAgo: 6, status: 'A', delivery: 'pickup', paid: true, pay: 'installment', items: 1, reserveInDays: 5, masterTag: 'split' },
  { daysAgo: 7, status: 'S', delivery: 'express', paid: true, pay: 'online', items: 1, tracked: true },
  { daysAgo: 5, status: 'F', delivery: 'courier', paid: true, pay: 'online', items: 2, firstQuantity: 2, completedAfterDays: 2, tracked: true },
  {
    daysAgo: 12,
    status: 'B',
    delivery: 'pickup',
    paid: true,
    pay: 'online',
    items: 2,
    firstQuantity: 2,
    completedAfterDays: 4,
    returns: [{ status: 'new', daysAfterCompletion: 2, reason: 'size', tracked: false }],
  },
  { daysAgo: 34, status: 'F', delivery: 'courier', paid: true, pay: 'online', items: 2, completedAfterDays: 3, tracked: true, returns: [{ status: 'sent', daysAfterCompletion: 5, reason: 'not-as-pictured', tracked: true }] },
  { daysAgo: 63, status: 'F', delivery: 'pickup', paid: true, pay: 'cash', items: 1, completedAfterDays: 2, bonuses: true, returns: [{ status: 'refunded', daysAfterCompletion: 3, reason: 'defect', tracked: true }] },
  { daysAgo: 95, status: 'B', delivery: 'courier', paid: true, pay: 'online', items: 1, completedAfterDays: 4, tracked: true, returns: [{ status: 'cancelled', daysAfterCompletion: 6, reason: 'changed-mind', tracked: false }] },
  { daysAgo: 128, status: 'C', delivery: 'courier', paid: false, pay: 'online', items: 1, cancelReason: 'changed-mind' },
  { daysAgo: 170, status: 'C', delivery: 'pickup', paid: false, pay: 'cash', items: 2, cancelReason: 'delivery-too-long' },
  { daysAgo: 210, status: 'J', delivery: 'courier', paid: false, pay: 'online', items: 1 },
  { daysAgo: 290, status: 'F', delivery: 'courier', paid: true, pay: 'online', items: 3, completedAfterDays: 5, tracked: true },
  { daysAgo: 350, status: 'F', delivery: 'pickup', paid: true, pay: 'cash', items: 1, completedAfterDays: 3 },
];
