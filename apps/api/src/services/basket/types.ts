// What the basket computation reads and produces (the shared interface of issue 6: order creation
// calls calculateBasket inside its own transaction and takes these figures as the only truth).
import type { Basket, BasketCalculateOptions } from '@ornament/api-contract';
import type { CountryCode, CurrencyCode, OrderType } from '@ornament/domain';
import type { ReadCache } from '../../cache/readCache';

export interface BasketRequestContext {
  userId: string;
  isGuest: boolean;
  roles: readonly string[];
  country: CountryCode;
  currency: CurrencyCode;
  brand: 'main' | 'diamant';
  cityGuid: string;
  regionGuid: string;
  countryGuid: string;
  /** The session flag employee = 'true' (spec 3 §5): the shopper asked for the employee discount. */
  employeeFlag: boolean;
  /** The clock (validity windows, cut-off hours, slots); tests fix it. Defaults to now. */
  now?: Date;
  /** The catalogue's read cache, for what every basket shows alike (the packaging offer); absent: read each time. */
  catalogCache?: ReadCache;
}

/** The calculate body's flags (spec 3 §7), after defaults. */
export type CalculateOptions = BasketCalculateOptions;

/** A selected, available line as order creation needs it. */
export interface CalculatedLine {
  basketItemId: number;
  productId: number;
  article: string;
  urlCode: string;
  title: string;
  size: string;
  quantity: number;
  /** Catalogue unit price (before basket rules). */
  basePrice: number;
  /** Crossed-out unit price or null. */
  oldPrice: number | null;
  /** Unit price after every basket rule and the employee discount (what the order line costs). */
  unitPrice: number;
  /** unitPrice × quantity (rounded to the currency's cents). */
  sum: number;
}

export interface AppliedRule {
  ruleId: number;
  code: string | null;
  name: string;
  kind: string;
  /** Money the rule took off (free_delivery: the delivery price saved). */
  amount: number;
}

export interface BasketDeliveryChoice {
  orderType: OrderType | null;
  storeId: number | null;
  pvzCode: string | null;
  deliveryServiceId: string | null;
  deliveryAddressId: number | null;
  /** The chosen type's price after thresholds and free-delivery rules. */
  price: number;
  /** Days until receipt for the chosen type, or null when none is chosen. */
  days: number | null;
  /** 'YYYY-MM-DD' of receipt for the chosen type, or null. */
  date: string | null;
  reservationDays: number | null;
}

export interface BasketCalculation {
  /** The contract's basket response data (what calculate/ answers). */
  basket: Basket;
  currency: CurrencyCode;
  lines: CalculatedLine[];
  appliedRules: AppliedRule[];
  /** Items after every discount (sum of lines). */
  itemsCost: number;
  /** Discount of rules and employee discount against the catalogue prices. */
  rulesDiscount: number;
  employeeDiscount: number;
  bonusesSpent: number;
  bonusesAccrual: number;
  starsSpent: number;
  giftCardNumber: string | null;
  giftCardSpent: number;
  delivery: BasketDeliveryChoice;
  paymentMethod: string | null;
  /** To pay: items + delivery − bonuses − stars − gift card. */
  total: number;
  /** Promo codes whose rules applied (order creation counts their use). */
  usedPromoCodes: string[];
  /** Live lines whose shown quantity differs from their seenQuantity (the routes store it). */
  shown: { basketItemId: number; quantity: number }[];
}
