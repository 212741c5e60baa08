// Order creation in one transaction (ARCHITECTURE "Safe by construction"; issue 6): claim the
// idempotency key, lock the shopper's basket, recompute it (calculateBasket is the only source of
// prices, discounts and spends), check the spec 3 §5 rules, lock and take stock in a fixed order,
// write the orders split by shipping shop with their reservations, spend bonuses, stars, gift card
// and promo uses, clear the bought lines, start the payment, and store the answer for replays.
// Any failure rolls all of it back, the key's claim included.
import { type OrderCreateInput, type OrderCreateResponse, checkoutErrorCodes, orderFieldPointer, orderFields } from '@ornament/api-contract';
import type { Db } from '../../db';
import { FieldErrors, type FieldError, HttpError } from '../../plugins/httpError';
import { type BasketCalculation, type BasketRequestContext, type CalculateOptions, calculateBasket } from '../basket/calculate';
import { lockBasket } from '../basket/repository/settings';
import { orderOwnerOf } from './orderOwner';
import { allocateStock } from './allocate';
import { clearBought, selectedItemsOf } from './basketCleanup';
import { type Contacts, checkContacts, operatorRole } from './contacts';
import { type DeliveryPlan, planDelivery } from './delivery';
import { savedAddressFor } from './addresses';
import { claimKey, recordAnswer, storedAnswer } from './idempotency';
import { checkoutServerMessages as messages } from './messages';
import { writeOrders } from './orderRows';
import type { PaymentProvider } from './payments/provider';
import { startPayment } from './payments/start';
import { purchasePayload } from './purchase';
import { countRuleUses, spendGiftCard, spendLoyalty } from './spends';
import { splitOrders } from './split';
import { beginStockMoves, endStockMoves } from '../../plugins/stockMoves';
import { lockProducts, lockStock, takeStock } from './stock';

export interface PlaceOrderInput {
  ctx: BasketRequestContext;
  body: OrderCreateInput;
  key: string;
  requestHash: string;
  /** An allowed storefront origin, or ''. */
  origin: string;
  /** Where an online payment goes (app.paymentProvider). */
  paymentProvider: PaymentProvider | null;
}

function fail(errors: FieldError[]): never {
  throw new FieldErrors(422, errors as [FieldError, ...FieldError[]]);
}

export function notAvailable(basketItemIds: readonly number[]): HttpError {
  return new HttpError(422, checkoutErrorCodes.notAvailable, messages.notAvailable, orderFieldPointer(orderFields.availableRows)).withMeta({
    not_available: [...new Set(basketItemIds)].sort((a, b) => a - b),
  });
}

/** The selected lines the calculation can sell in full; anything else is 'not available'. */
function checkLines(calc: BasketCalculation, selected: readonly { id: number; quantity: number }[]): void {
  const lines = new Map(calc.lines.map((line) => [line.basketItemId, line]));
  const missing = selected.filter((item) => (lines.get(item.id)?.quantity ?? 0) < item.quantity).map((item) => item.id);
  if (missing.length > 0) throw notAvailable(missing);
}

async function reserve(tx: Db, calc: BasketCalculation, plan: DeliveryPlan) {
  const productIds = calc.lines.map((line) => line.productId);
  await lockProducts(tx, productIds);
  const inStoreOnly = plan.orderType === 'in_stock' || plan.orderType === 'express_zvm';
  const rows = await lockStock(tx, productIds, inStoreOnly ? plan.pickupStoreId : null);
  const needs = calc.lines.map((line) => ({ basketItemId: line.basketItemId, productId: line.productId, size: line.size, quantity: line.quantity }));
  const result = allocateStock(needs, rows, { onlyStoreId: inStoreOnly ? plan.pickupStoreId : null, preferredStoreId: plan.pickupStoreId });
  if (!result.ok) throw notAvailable(result.notAvailable);
  // Bracketed for the storefronts: only these products' pages are stale (plugins/stockMoves.ts).
  const moves = await beginStockMoves(tx, productIds);
  for (const allocation of result.allocations) {
    if (!(await takeStock(tx, allocation.stockId, allocation.quantity))) throw notAvailable([allocation.basketItemId]);
  }
  await endStockMoves(tx, moves);
  return result.allocations;
}

/**
 * A chosen delivery can vanish in a stock race: the basket's unlocked read saw the shop's last units
 * already gone. When that is why, the lines cannot be covered any more, and the honest answer is
 * 'not available' (with the rows), not 'choose another delivery'.
 */
async function assertStillInStock(tx: Db, calc: BasketCalculation): Promise<void> {
  const productIds = calc.lines.map((line) => line.productId);
  await lockProducts(tx, productIds);
  const rows = await lockStock(tx, productIds, null);
  const needs = calc.lines.map((line) => ({ basketItemId: line.basketItemId, productId: line.productId, size: line.size, quantity: line.quantity }));
  const result = allocateStock(needs, rows, { onlyStoreId: null, preferredStoreId: null });
  if (!result.ok) throw notAvailable(result.notAvailable);
}

/** The calculate flags of the order body; ezvm only for RU and the main brand (spec 3 §5). */
function calculateOptionsOf(body: OrderCreateInput, ctx: BasketRequestContext): CalculateOptions {
  return {
    isEmployeeDiscount: body.isEmployeeDiscount,
    isUseAllBonuses: body.isUseAllBonuses,
    isUseAllStarsPoints: body.isUseAllStarsPoints,
    applyGiftCard: body.applyGiftCard,
    turnOffPromotions: body.turnOffPromotions,
    deliveryWhole: body.deliveryWhole,
    ...(body.deliveryCountryGuid ? { deliveryCountryGuid: body.deliveryCountryGuid } : {}),
    ...(body.deliveryRegionGuid ? { deliveryRegionGuid: body.deliveryRegionGuid } : {}),
    ...(body.deliveryCityGuid ? { deliveryCityGuid: body.deliveryCityGuid } : {}),
    deliveryAddress: body.deliveryAddress ?? null,
    useEzvm: body.useEzvm && ctx.country === 'RU' && ctx.brand === 'main',
  };
}

function answerOf(input: PlaceOrderInput, contacts: Contacts, calc: BasketCalculation, written: Awaited<ReturnType<typeof writeOrders>>, backUrl: string): OrderCreateResponse {
  const value = Math.round(written.orders.reduce((sum, order) => sum + order.total, 0) * 100) / 100;
  return {
    data: {
      backUrl,
      ga4: purchasePayload({ masterOrderId: written.masterOrderId, currency: calc.currency, brand: input.ctx.brand, lines: calc.lines, value, shipping: calc.delivery.price, promoCodes: calc.usedPromoCodes }),
      userId: input.ctx.userId,
      userPhone: contacts.buyer.phone,
      userEmail: contacts.buyer.email ?? '',
      userFullName: `${contacts.buyer.name} ${contacts.buyer.surname}`.trim(),
      userName: contacts.buyer.name,
      masterOrderId: written.masterOrderId,
      orders: written.orders.map((order) => ({ id: order.id, orderNumber: order.number })),
    },
  };
}

export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<OrderCreateResponse> {
  const { ctx, body } = input;
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, ctx.userId, input.key, input.requestHash))) {
      // The key's first request committed meanwhile (it always stores its answer before committing).
      const stored = await storedAnswer(tx, ctx.userId, input.key, input.requestHash);
      if (stored) return stored;
      throw new HttpError(409, checkoutErrorCodes.idempotencyKeyReused, messages.idempotencyKeyReused, orderFieldPointer(orderFields.idempotencyKey));
    }
    await lockBasket(tx, ctx.userId);
    const isOperator = ctx.roles.includes(operatorRole);
    const contacts = checkContacts(body, { country: ctx.country, isOperator });

    // Read on the transaction, so nothing here loads the shared read cache: a load other requests wait
    // on must not fail with this checkout's transaction.
    const calc = await calculateBasket(tx, { ...ctx, catalogCache: undefined }, calculateOptionsOf(body, ctx));
    const selected = await selectedItemsOf(tx, ctx.userId);
    if (selected.length === 0) throw new HttpError(422, checkoutErrorCodes.basketEmpty, messages.basketEmpty, orderFieldPointer(orderFields.basket));
    checkLines(calc, selected);

    const addressId = typeof body.deliveryAddress === 'number' ? body.deliveryAddress : calc.delivery.deliveryAddressId;
    const saved = await savedAddressFor(tx, ctx.userId, addressId);
    const planned = planDelivery({ body, choice: calc.delivery, basket: calc.basket, paymentMethod: calc.paymentMethod, savedAddress: saved.address, hasSavedAddresses: saved.hasAny });
    // Every field of spec 3 §5 at once, so the form can mark each area.
    const fieldErrors = [...(contacts.ok ? [] : contacts.errors), ...(planned.ok ? [] : planned.errors)];
    if (!planned.ok && planned.errors.some((error) => error.detail === messages.deliveryUnavailable)) await assertStillInStock(tx, calc);
    if (fieldErrors.length > 0 || !contacts.ok || !planned.ok) fail(fieldErrors);
    const plan = planned.plan;

    const allocations = await reserve(tx, calc, plan);
    const drafts = splitOrders(calc.lines, allocations, {
      deliveryCost: calc.delivery.price,
      bonusesSpent: calc.bonusesSpent,
      starsSpent: calc.starsSpent,
      giftCardSpent: calc.giftCardSpent,
    });
    const now = new Date();
    const owner = await orderOwnerOf(tx, ctx.userId, isOperator ? contacts.contacts.recipient.phone : null);
    const written = await writeOrders(tx, drafts, {
      userId: owner,
      placedBy: isOperator ? ctx.userId : null,
      recipient: isOperator ? { name: contacts.contacts.recipient.name, surname: contacts.contacts.recipient.surname, phone: contacts.contacts.recipient.phone } : contacts.contacts.recipient,
      currency: calc.currency,
      comment: body.buyerComment || null,
      plan,
      reservationDays: calc.delivery.reservationDays,
      rules: calc.appliedRules,
      giftCardNumber: calc.giftCardNumber,
      employeeDiscount: calc.employeeDiscount > 0,
      callBackRequest: body.callBackRequest,
      idempotencyKey: input.key,
      now,
    });
    const orderIds = written.orders.map((order) => order.id);
    await spendLoyalty(tx, ctx.userId, 'bonus', calc.currency, orderIds, drafts.map((draft) => draft.bonusesSpent), now);
    await spendLoyalty(tx, ctx.userId, 'stars', calc.currency, orderIds, drafts.map((draft) => draft.starsSpent), now);
    await spendGiftCard(tx, calc.giftCardNumber, calc.giftCardSpent, calc.currency);
    await countRuleUses(tx, ctx.userId, calc.appliedRules);
    await clearBought(tx, ctx.userId, { itemIds: calc.lines.map((line) => line.basketItemId), promoCodes: calc.usedPromoCodes, giftCardUsed: calc.giftCardSpent > 0 });

    const amount = Math.round(written.orders.reduce((sum, order) => sum + order.total, 0) * 100) / 100;
    const backUrl = await startPayment(tx, { masterOrderId: written.masterOrderId, userId: ctx.userId, method: plan.paymentMethod, amount, currency: calc.currency, origin: input.origin, provider: input.paymentProvider });
    const answer = answerOf(input, contacts.contacts, calc, written, backUrl);
    await recordAnswer(tx, ctx.userId, input.key, answer);
    return answer;
  });
}
