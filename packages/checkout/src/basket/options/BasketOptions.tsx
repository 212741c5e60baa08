'use client';

import type { Basket } from '@ornament/api-contract';
import type { BasketCall } from '../state/useBasket';
import type { BasketToggle } from '../state/calculateFlags';
import { GiftCard } from './GiftCard';
import { LoyaltyOptions } from './LoyaltyOptions';
import { PromoCodes } from './PromoCodes';

export interface BasketOptionsProps {
  basket: Basket;
  disabled: boolean;
  run: (call: BasketCall) => Promise<Basket | null>;
  onSetGiftCard: (number: string | null) => Promise<boolean>;
  giftCardError: string | null;
  isEmployee: boolean;
  employeeOn: boolean;
  onToggle: (toggle: BasketToggle, on: boolean) => void;
}

/** What the shopper may apply to the basket: promo codes, a gift card, bonuses, stars, the employee discount. */
export function BasketOptions({ basket, disabled, run, onSetGiftCard, giftCardError, isEmployee, employeeOn, onToggle }: BasketOptionsProps) {
  return (
    <>
      <PromoCodes codes={basket.userPromoCodes} errors={basket.promoErrors} disabled={disabled} run={run} />
      <GiftCard basket={basket} disabled={disabled} onSet={onSetGiftCard} error={giftCardError} />
      <LoyaltyOptions basket={basket} isEmployee={isEmployee} employeeOn={employeeOn} disabled={disabled} onToggle={onToggle} />
    </>
  );
}
