// The basket response (spec 3 §3 "Basket response", "Basket product", "deliveryInfo", "paymentInfo").
// Field names are the spec's, camelCase. Every money figure is a number in the basket's currency
// (`pricesCurrentCountry`), recomputed by the API on every answer from the catalogue, the price rules
// and the ledgers: nothing the client sends is ever taken as a price.
import { orderTypes } from '@ornament/domain';
import { z } from 'zod';
import { currencyCodeSchema } from '../common/money';

const money = z.number();
const orderTypeSchema = z.enum(orderTypes);

/** Why a line costs less than its catalogue price: the rule that applied (spec: discountReason). */
export const discountReasonSchema = z.object({
  /** The price rule id (or 0 for the employee discount). */
  id: z.number().int(),
  name: z.string(),
  /** The amount taken off this line, in the basket's currency. */
  value: money,
  /** The promo code that carried the rule, or null for an automatic promotion. */
  actionId: z.string().nullable(),
});
export type DiscountReason = z.infer<typeof discountReasonSchema>;

/** A basket line (spec 3 §3 "Basket product"). `id` is the basket item id every item call names. */
export const basketProductSchema = z.object({
  id: z.number().int(),
  /** The offer id: `article` or `article#size` for sized products. */
  externalId: z.string(),
  article: z.string(),
  urlCode: z.string(),
  /** '' for a product without sizes. */
  size: z.string(),
  quantity: z.number().int(),
  /** Units of this article and size in stock for the shopper's country (0 = not in stock). */
  quantityAvailable: z.number().int(),
  isSelected: z.boolean(),
  isFavorites: z.boolean(),
  title: z.string(),
  photo: z.string(),
  /** Unit price after the catalogue discount and the basket's rules. */
  price: money,
  /** Catalogue unit price before any basket rule. */
  basePrice: money,
  /** Crossed-out unit price (the catalogue's old price, or basePrice when a rule lowered it); null when none. */
  oldPrice: money.nullable(),
  /** price × quantity. */
  sum: money,
  discountReason: discountReasonSchema.nullable(),
  /** Names from the top category down. */
  categoryHierarchy: z.array(z.string()),
  brand: z.string(),
  badges: z.array(z.string()),
  /** CRC32 of the article (analytics item id). */
  articleCrc: z.number().int(),
  discountPercent: z.number(),
  /** A warning for this line ('Доступное количество товара для заказа уменьшилось', …) or null. */
  warning: z.string().nullable(),
});
export type BasketProduct = z.infer<typeof basketProductSchema>;

/** A present a 'gift' rule adds to the basket (not a line the shopper can change). */
export const basketGiftSchema = z.object({
  ruleId: z.number().int(),
  article: z.string(),
  urlCode: z.string(),
  title: z.string(),
  photo: z.string(),
  quantity: z.number().int(),
});

/** The gift packaging product (get-pack-link points at it); `inBasket` when a line holds it. */
export const basketPackageSchema = z.object({
  article: z.string(),
  urlCode: z.string(),
  title: z.string(),
  photo: z.string(),
  price: money,
  link: z.string(),
  inBasket: z.boolean(),
  /** Packaging is never in stock in KZ (spec 3 §5). */
  isAvailable: z.boolean(),
});

/** A rule applied to this basket: an automatic promotion or a promo code's rule. */
export const basketPromotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'fixed', 'free_delivery', 'gift', 'nth_item_percent']),
  /** The promo code, or null for an automatic promotion. */
  code: z.string().nullable(),
  /** Money taken off (free_delivery: the delivery price saved; gift: 0). */
  discount: money,
});
export type BasketPromotion = z.infer<typeof basketPromotionSchema>;

export const basketUserInfoSchema = z.object({
  id: z.string(),
  isGuest: z.boolean(),
  roles: z.array(z.string()),
  /** The user has an employee_* role (the employee discount may be asked for). */
  isEmployee: z.boolean(),
});

export const timeslotSchema = z.object({ time_slot_id: z.string(), time_from: z.string(), time_to: z.string() });
export type Timeslot = z.infer<typeof timeslotSchema>;

export const deliveryTimeSchema = z.object({
  orderType: orderTypeSchema,
  /** Days until the order can be received: 0 today, 1 tomorrow (domain deliveryText reads it). */
  deliveryTime: z.number().int(),
  /** Opening time 'HH:MM' of a single pickup option today, else null. */
  scheduleDeliveryTime: z.string().nullable(),
  /** The receiving date 'YYYY-MM-DD' in the city's time zone. */
  date: z.string(),
  /** Delivery price of this type for this basket (0 when free). */
  price: money,
  /** Selected units this type can serve; a method is offered only above 0 or when chosen. */
  quantity: z.number().int(),
});
export type DeliveryTime = z.infer<typeof deliveryTimeSchema>;

export const deliveryInfoSchema = z.object({
  /** The chosen order type's price for this basket, after free-delivery rules and thresholds. */
  deliveryPrice: money,
  /** The same price in the country's currency (equal while a city prices in its country's currency). */
  deliveryPriceCountry: money,
  /** Items cost from which delivery is free, or null when it never is. */
  freeDeliveryFrom: money.nullable(),
  freeDeliveryFromCountry: money.nullable(),
  /** 'Бесплатная доставка от {amount}' (domain freeDeliveryText), or null. */
  freeDeliveryText: z.string().nullable(),
  orderType: orderTypeSchema.nullable(),
  deliveryTimes: z.array(deliveryTimeSchema),
  store: z.object({
    storeId: z.number().int().nullable(),
    pvzId: z.string().nullable(),
    deliveryServiceId: z.string().nullable(),
    /** Courier slots keyed by 'YYYY-MM-DD'. */
    timeslots: z.record(z.string(), z.array(timeslotSchema)),
  }),
  deliveryAddressId: z.number().int().nullable(),
  sameDayDelivery: z.object({
    /** The shopper asked for it (deliveryWhole) and it is possible. */
    isEnabled: z.boolean(),
    /** The city's tariffs offer same-day delivery at all. */
    isSystemEnabled: z.boolean(),
    /** Same-day delivery is possible now for this basket (before the cut-off, all in stock). */
    isSameDayDeliveryAvailable: z.boolean(),
  }),
});
export type BasketDeliveryInfo = z.infer<typeof deliveryInfoSchema>;

export const paymentMethodEntrySchema = z.object({
  id: z.string(),
  /** Icon class: card, sbp, installment, kaspi, cash. */
  class: z.string(),
  title: z.string(),
  /** 'От {min} в месяц. Для клиентов банка.' for credit-sber, else ''. */
  description: z.string(),
  /** Order types this method suits. */
  typeOrderSuggest: z.array(orderTypeSchema),
});
export type PaymentMethodEntry = z.infer<typeof paymentMethodEntrySchema>;

export const paymentInfoSchema = z.object({
  paymentMethod: z.string().nullable(),
  /** Methods available for this basket now ('credit-sber' only when installment is available). */
  paymentMethods: z.array(paymentMethodEntrySchema),
  /** Every method of the country with whether it is available for this basket. */
  allPaymentSettings: z.array(z.object({ id: z.string(), title: z.string(), isAvailable: z.boolean() })),
  /** Monthly installment payment for credit-sber, or null when installment is not available. */
  minPaymentSberInstallment: money.nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const promoErrorSchema = z.object({ promoCode: z.string(), code: z.string(), message: z.string() });
export type PromoError = z.infer<typeof promoErrorSchema>;

export const userPromoCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  isApplied: z.boolean(),
  discount: money,
});
export type UserPromoCode = z.infer<typeof userPromoCodeSchema>;

export const bonusInfoSchema = z.object({
  /** Available bonus balance (loyalty_ledger 'bonus'). */
  balance: money,
  /** Most bonuses this basket may take: bonusPaymentCapPercent of the items cost after discounts. */
  maxSpend: money,
  /** Applied now (isUseAllBonuses). */
  spent: money,
  /** Bonuses this order would accrue: bonusAccrualPercent of the items paid without bonuses. */
  accrual: money,
  isUseAllBonuses: z.boolean(),
  capPercent: z.number(),
});
export type BonusInfo = z.infer<typeof bonusInfoSchema>;

export const starsPointsInfoSchema = z.object({
  balance: money,
  maxSpend: money,
  spent: money,
  isUseAllStarsPoints: z.boolean(),
});
export type StarsPointsInfo = z.infer<typeof starsPointsInfoSchema>;

export const cardInfoForUseSchema = z.object({
  number: z.string(),
  balance: money,
  /** Taken from the card for this basket when applyGiftCard. */
  spent: money,
  currency: currencyCodeSchema,
  isApplied: z.boolean(),
  /** Why the card cannot pay (unknown, inactive, expired, other currency), or null. */
  error: z.string().nullable(),
});

export const employeeDiscountSchema = z.object({
  isAvailable: z.boolean(),
  isApplied: z.boolean(),
  percent: z.number(),
  amount: money,
});

/** A warning or error: `pointer` names the line (`/productList/{id}`) or the area (`/deliveryInfo`). */
export const basketMessageSchema = z.object({ pointer: z.string(), message: z.string() });
export type BasketMessage = z.infer<typeof basketMessageSchema>;

export const basketSchema = z.object({
  /** Units in the live lists (productList + not available), the header counter. */
  quantity: z.number().int(),
  productList: z.array(basketProductSchema),
  /** Lines that cannot be delivered to the chosen place or sold in this country. */
  notAvailableList: z.array(basketProductSchema),
  /** Lines with nothing in stock. */
  notAvailableInStock: z.array(basketProductSchema),
  /** Deleted lines, restorable with restore. */
  deletedList: z.array(basketProductSchema),
  gifts: z.array(basketGiftSchema),
  package: basketPackageSchema.nullable(),
  promotions: z.array(basketPromotionSchema),
  userInfo: basketUserInfoSchema,
  deliveryInfo: deliveryInfoSchema,
  paymentInfo: paymentInfoSchema,
  promoErrors: z.array(promoErrorSchema),
  userPromoCodes: z.array(userPromoCodeSchema),
  bonusInfo: bonusInfoSchema,
  starsPointsInfo: starsPointsInfoSchema,
  /** Gift cards cannot be used here (country rule: RU only). */
  giftCardDisable: z.boolean(),
  cardInfoForUseDto: cardInfoForUseSchema.nullable(),
  employeeDiscount: employeeDiscountSchema,
  /** To pay: costWithoutBonuses − bonuses − stars − gift card. */
  cost: money,
  /** Selected items at their catalogue prices (before basket rules), without delivery. */
  allCost: money,
  /** Selected items after every discount, plus delivery, before bonuses, stars and gift card. */
  costWithoutBonuses: money,
  /** Selected items at their crossed-out prices (catalogue old price or price). */
  oldCost: money,
  /** oldCost − items after every discount. */
  discount: money,
  discountPercent: z.number(),
  pricesCurrentCountry: currencyCodeSchema,
  errors: z.array(basketMessageSchema),
  notifications: z.array(basketMessageSchema),
  processingResponse: z.object({
    /** Selected, available lines exist and a store/type and a payment method are resolved. */
    canCreateOrder: z.boolean(),
    calculatedAt: z.string(),
  }),
  /** externalId of the line the last create added, else null. */
  currentExternalId: z.string().nullable(),
  /** A promotion hint ('Добавьте ещё …') or null. */
  promotionNotification: z.string().nullable(),
});
export type Basket = z.infer<typeof basketSchema>;

export const basketResponseSchema = z.object({ data: basketSchema });
export type BasketResponse = z.infer<typeof basketResponseSchema>;
