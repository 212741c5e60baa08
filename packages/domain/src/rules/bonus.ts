import { limits } from './limits';

/** Bonuses accrued for bought-out items: 10 % of their sum without the bonuses spent (spec 2 §9). */
export function bonusAccrual(boughtOutSum: number, bonusesApplied = 0): number {
  const base = Math.max(0, boughtOutSum - bonusesApplied);
  return Math.floor((base * limits.bonusAccrualPercent) / 100);
}

/** Most bonuses an order may be paid with: 30 % of it, never more than the shopper has. */
export function maxBonusPayment(orderTotal: number, bonusBalance = Number.POSITIVE_INFINITY): number {
  const cap = Math.floor((Math.max(0, orderTotal) * limits.bonusPaymentCapPercent) / 100);
  return Math.max(0, Math.min(cap, Math.floor(bonusBalance)));
}
