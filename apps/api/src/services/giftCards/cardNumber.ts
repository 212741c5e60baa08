// A new card's number: 16 random digits (never starting with 0), from the CSPRNG so numbers cannot be
// guessed from one another. Uniqueness is the primary key's: the caller retries on a clash.
import { randomInt } from 'node:crypto';
import { giftCardRules } from '@ornament/domain';

export function newCardNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < giftCardRules.numberLength) digits += String(randomInt(0, 10));
  return digits;
}
