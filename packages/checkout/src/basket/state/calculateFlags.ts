// The calculate flags the basket keeps in the browser (spec 3 §4, §9): session `bonus` (default
// 'true'), `employee` and `offPromotions`; local `starPoints`, `giftCard` and `deliveryWhole`.
// Storage comes in as a parameter so the rules are tested without a browser.
import type { BasketCalculateBody } from '@ornament/api-contract';
import { localStorageKeys, sessionStorageDefaults, sessionStorageKeys } from '@ornament/domain';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FlagStores {
  session: FlagStorage | undefined;
  local: FlagStorage | undefined;
}

/** The flags the shopper toggles on the basket page. */
export type BasketToggle = 'bonuses' | 'stars' | 'employee';

function read(storage: FlagStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: FlagStorage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // storage blocked: the toggle still applies to this page's calls
  }
}

/** The gift card number the shopper applied (the local `giftCard` record), or null. */
export function storedGiftCard(stores: FlagStores): string | null {
  const value = read(stores.local, localStorageKeys.giftCard)?.trim();
  return value ? value : null;
}

/**
 * The body of calculate (and the `calculate` of every call that changes the basket). `useEzvm` is
 * the storefront's (RU, main brand); the server ignores it elsewhere.
 */
export function calculateFlagsOf(stores: FlagStores, useEzvm: boolean): BasketCalculateBody {
  const bonus = read(stores.session, sessionStorageKeys.bonus) ?? sessionStorageDefaults.bonus;
  return {
    isEmployeeDiscount: read(stores.session, sessionStorageKeys.employee) === 'true',
    isUseAllBonuses: bonus === 'true',
    isUseAllStarsPoints: read(stores.local, localStorageKeys.starPoints) === 'true',
    applyGiftCard: storedGiftCard(stores) !== null,
    turnOffPromotions: read(stores.session, sessionStorageKeys.offPromotions) === 'true',
    deliveryWhole: read(stores.local, localStorageKeys.deliveryWhole) === 'true',
    useEzvm,
  };
}

/** Stores a toggle where the spec keeps it, so the next calculate (and the next visit) reads it. */
export function storeToggle(stores: FlagStores, toggle: BasketToggle, on: boolean): void {
  const value = on ? 'true' : 'false';
  if (toggle === 'bonuses') write(stores.session, sessionStorageKeys.bonus, value);
  else if (toggle === 'stars') write(stores.local, localStorageKeys.starPoints, value);
  else write(stores.session, sessionStorageKeys.employee, value);
}

/** Remembers (or forgets, with null) the applied gift card. */
export function storeGiftCard(stores: FlagStores, number: string | null): void {
  write(stores.local, localStorageKeys.giftCard, number);
}

/** The real browser's storages (either may be blocked). */
export function browserFlagStores(): FlagStores {
  const open = (get: () => Storage): FlagStorage | undefined => {
    try {
      return get();
    } catch {
      return undefined;
    }
  };
  return { session: open(() => window.sessionStorage), local: open(() => window.localStorage) };
}
