'use client';

import type { Basket } from '@ornament/api-contract';
import {
  bonusAccrualText,
  bonusBalanceText,
  bonusCapText,
  employeeDiscountText,
  formatNumber,
  formatPrice,
  basketOptionsMessages as m,
  starsBalanceText,
} from '@ornament/domain';
import type { BasketToggle } from '../state/calculateFlags';
import * as styles from './options.css';
import { Toggle } from './Toggle';

export interface LoyaltyOptionsProps {
  basket: Pick<Basket, 'bonusInfo' | 'starsPointsInfo' | 'employeeDiscount' | 'pricesCurrentCountry'>;
  /** The session flag employee is 'true' (spec 3 §5): the shopper is staff. */
  isEmployee: boolean;
  employeeOn: boolean;
  disabled: boolean;
  onToggle: (toggle: BasketToggle, on: boolean) => void;
}

/**
 * Bonuses (pay up to 30% of the order, spec 3 §9), stars points and, for staff only, the employee
 * discount. Each shows only when the shopper has something to use.
 */
export function LoyaltyOptions({ basket, isEmployee, employeeOn, disabled, onToggle }: LoyaltyOptionsProps) {
  const { bonusInfo, starsPointsInfo, employeeDiscount } = basket;
  const currency = basket.pricesCurrentCountry;
  return (
    <>
      {bonusInfo.balance > 0 ? (
        <Toggle title={m.bonusesTitle} checked={bonusInfo.isUseAllBonuses} disabled={disabled} onChange={(on) => onToggle('bonuses', on)}>
          <span className={styles.toggleNote}>{bonusBalanceText(bonusInfo.balance)}</span>
          <span className={styles.toggleNote}>{bonusCapText(bonusInfo.capPercent, formatPrice(bonusInfo.maxSpend, currency))}</span>
        </Toggle>
      ) : null}
      {bonusInfo.accrual > 0 ? <p className={styles.note}>{bonusAccrualText(bonusInfo.accrual)}</p> : null}
      {starsPointsInfo.balance > 0 ? (
        <Toggle title={m.starsTitle} checked={starsPointsInfo.isUseAllStarsPoints} disabled={disabled} onChange={(on) => onToggle('stars', on)}>
          <span className={styles.toggleNote}>{starsBalanceText(formatNumber(starsPointsInfo.balance))}</span>
        </Toggle>
      ) : null}
      {isEmployee ? (
        <Toggle title={m.employeeTitle} checked={employeeOn} disabled={disabled} onChange={(on) => onToggle('employee', on)}>
          {employeeDiscount.percent > 0 ? <span className={styles.toggleNote}>{employeeDiscountText(employeeDiscount.percent)}</span> : null}
          {employeeDiscount.isApplied && employeeDiscount.amount > 0 ? <span className={styles.toggleNote}>−{formatPrice(employeeDiscount.amount, currency)}</span> : null}
        </Toggle>
      ) : null}
    </>
  );
}
