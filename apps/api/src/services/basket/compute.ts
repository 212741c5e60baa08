// The whole basket computation: lines sorted into lists, delivery options, the rule engine (or the
// employee discount), bonuses, stars, gift card and delivery price, assembled into the contract's
// basket. Reads only; the routes write what the shopper changes.
import type { Basket, BasketMessage, DiscountReason } from '@ornament/api-contract';
import {
  basketMessages,
  cityByGuid,
  countries,
  employeeDiscountName,
  employeeDiscountPercent,
  findTenant,
  formatPrice,
  freeDeliveryText,
  isEmployee,
  isOrderType,
  limits,
  promotionHintText,
  promoCodeMessages,
  promoMinCostText,
} from '@ornament/domain';
import { type Db, gather } from '../../db';
import { type ClassifiedLine, classifyLine, hasChanged } from './classify';
import { type DeliveryLine, deliveryPriceOf, planDelivery } from './delivery/plan';
import { localClock } from './delivery/schedule';
import { tariffsFor, throughService } from './delivery/tariffs';
import { paymentInfoOf } from './payment';
import { type LinePrice, photoOf, presentLine } from './present';
import { type EngineResult, runRules } from './pricing/engine';
import type { EngineLine } from './pricing/eligibility';
import { giftCardOf, giftCardProblem } from './pricing/giftCard';
import { balancesOf, loyaltySpend } from './pricing/loyalty';
import { fromCents, percentOff } from './pricing/money';
import { basketLines } from './repository/lines';
import { packagingProduct, productLink, productsByArticles } from './repository/products';
import { rulesFor } from './repository/rules';
import { ownAddressId, promoCodesOf, settingsOf } from './repository/settings';
import { storeStockOf } from './repository/storeStock';
import type { AppliedRule, BasketCalculation, BasketRequestContext, CalculateOptions, CalculatedLine } from './types';

function promoErrorText(error: EngineResult['errors'][number], format: (amount: number) => string): string {
  switch (error.error) {
    case 'promo_not_found':
      return promoCodeMessages.notFound;
    case 'promo_expired':
      return promoCodeMessages.expired;
    case 'promo_not_started':
      return promoCodeMessages.notStarted;
    case 'promo_used_up':
      return promoCodeMessages.usedUp;
    case 'promo_min_cost':
      return promoMinCostText(format(error.minCost ?? 0));
    case 'promo_not_combinable':
      return promoCodeMessages.notCombinable;
    case 'promo_promotions_off':
      return promoCodeMessages.promotionsOff;
    default:
      return promoCodeMessages.notApplicable;
  }
}

export async function computeBasket(db: Db, ctx: BasketRequestContext, options: CalculateOptions): Promise<BasketCalculation> {
  const now = ctx.now ?? new Date();
  const cityGuid = options.deliveryCityGuid && cityByGuid(options.deliveryCityGuid)?.countryCode === ctx.country ? options.deliveryCityGuid : ctx.cityGuid;
  const city = cityByGuid(cityGuid);
  const format = (amount: number) => formatPrice(amount, ctx.currency);
  const [settings, codes, rows, balances, cityTariffs, askedAddress] = await gather(db, [
    () => settingsOf(db, ctx.userId),
    () => promoCodesOf(db, ctx.userId),
    () => basketLines(db, ctx.userId, { country: ctx.country, currency: ctx.currency, cityGuid }),
    () => (ctx.isGuest ? Promise.resolve({ bonus: 0, stars: 0 }) : balancesOf(db, ctx.userId, ctx.currency, now)),
    () => tariffsFor(db, ctx.country, cityGuid),
    () => (typeof options.deliveryAddress === 'number' ? ownAddressId(db, ctx.userId, options.deliveryAddress) : Promise.resolve(null)),
  ] as const);
  const tariffs = throughService(cityTariffs, settings.deliveryServiceId);
  const lines = rows.map((row) => classifyLine(row, ctx.brand));
  const live = lines.filter((line) => line.list === 'product');
  const selected = live.filter((line) => line.row.isSelected);
  const orderType = settings.orderType && isOrderType(settings.orderType) ? settings.orderType : null;
  const hasPvz = settings.pvzCode !== null;

  const pickupStore = orderType === 'in_stock' && settings.storeId !== null ? settings.storeId : null;
  const storeStock = pickupStore !== null ? await storeStockOf(db, pickupStore, selected.map((line) => line.row.productId)) : null;
  const deliveryLines: DeliveryLine[] = selected.map((line) => ({
    key: line.row.id,
    quantity: line.quantity,
    stock: line.row.stock,
    cityStock: line.row.cityStock,
    storeStock: storeStock ? (storeStock.get(`${line.row.productId}#${line.row.size}`) ?? 0) : null,
  }));
  const useEzvm = options.useEzvm && ctx.country === 'RU' && ctx.brand === 'main';
  const plan = planDelivery({ tariffs, lines: deliveryLines, orderType, hasPvz, clock: localClock(now, city?.timezone ?? countries[ctx.country].timezone), useEzvm, deliveryWhole: options.deliveryWhole });
  const unserved = new Set(plan.unserved);
  const priced = selected.filter((line) => !unserved.has(line.row.id));

  // Pricing: the employee discount replaces promotions; otherwise the rule engine.
  const employee = isEmployee(ctx.roles);
  const employeeApplied = employee && options.isEmployeeDiscount;
  const engineLines: EngineLine[] = priced.map((line) => ({ key: line.row.id, section: line.row.section, brand: line.row.brand, unitCents: Math.round((line.row.price ?? 0) * 100), quantity: line.quantity }));
  const tariffCents = plan.chosen ? Math.round(plan.chosen.tariff.price * 100) : 0;
  const rules = employeeApplied ? [] : await rulesFor(db, ctx.userId, codes);
  const engine: EngineResult = employeeApplied
    ? { applied: [], totals: new Map(engineLines.map((line) => [line.key, line.unitCents * line.quantity - percentOff(line.unitCents * line.quantity, line.quantity, employeeDiscountPercent)])), freeDelivery: false, gifts: [], errors: codes.map((code) => ({ code, name: '', error: 'promo_promotions_off' as const })) }
    : runRules({ lines: engineLines, rules, codes, scope: { currency: ctx.currency, country: ctx.country, brand: ctx.brand, now }, turnOffPromotions: options.turnOffPromotions, deliveryCents: tariffCents });

  const reasons = new Map<number, DiscountReason>();
  if (employeeApplied) {
    for (const line of engineLines) reasons.set(line.key, { id: 0, name: employeeDiscountName, value: fromCents(line.unitCents * line.quantity - (engine.totals.get(line.key) ?? 0)), actionId: null });
  } else {
    for (const line of engineLines) {
      let best: { cents: number; reason: DiscountReason } | null = null;
      for (const outcome of engine.applied) {
        const cents = outcome.perLine.get(line.key) ?? 0;
        if (cents > 0 && (!best || cents > best.cents)) best = { cents, reason: { id: outcome.rule.id, name: outcome.rule.name, value: fromCents(cents), actionId: outcome.rule.code } };
      }
      if (best) reasons.set(line.key, best.reason);
    }
  }
  const priceOf = (line: ClassifiedLine): LinePrice | null => {
    const unitCents = Math.round((line.row.price ?? 0) * 100);
    const total = engine.totals.get(line.row.id);
    return total === undefined ? null : { unitCents, totalCents: total, reason: reasons.get(line.row.id) ?? null };
  };

  const itemsCents = priced.reduce((sum, line) => sum + (engine.totals.get(line.row.id) ?? 0), 0);
  const allCents = priced.reduce((sum, line) => sum + Math.round((line.row.price ?? 0) * 100) * line.quantity, 0);
  const oldCents = priced.reduce((sum, line) => sum + Math.round((line.row.oldPrice ?? line.row.price ?? 0) * 100) * line.quantity, 0);
  const delivery = deliveryPriceOf(plan.chosen, itemsCents, engine.freeDelivery);
  const itemsCost = fromCents(itemsCents);
  const loyalty = loyaltySpend(itemsCost, balances, options.isUseAllBonuses && !ctx.isGuest, options.isUseAllStarsPoints && !ctx.isGuest);

  // Gift card: after bonuses and stars, up to what is left to pay (delivery included).
  const giftCardAllowed = findTenant(ctx.brand, ctx.country)?.links.giftCard ?? false;
  const card = giftCardAllowed ? await giftCardOf(db, settings.giftCardNumber) : null;
  const cardProblem = settings.giftCardNumber && giftCardAllowed ? giftCardProblem(card, ctx.currency, now, countries[ctx.country].phone.display) : null;
  const beforeCardCents = itemsCents + delivery.cents - Math.round((loyalty.bonusSpent + loyalty.starsSpent) * 100);
  const cardSpentCents = card && !cardProblem && options.applyGiftCard ? Math.min(Math.round(card.balance * 100), Math.max(0, beforeCardCents)) : 0;
  const totalCents = Math.max(0, beforeCardCents - cardSpentCents);

  const appliedRules: AppliedRule[] = engine.applied.map((outcome) => ({
    ruleId: outcome.rule.id,
    code: outcome.rule.code,
    name: outcome.rule.name,
    kind: outcome.rule.params.kind,
    amount: fromCents([...outcome.perLine.values()].reduce((a, b) => a + b, 0) + (outcome.rule.params.kind === 'free_delivery' ? delivery.savedByRule : 0)),
  }));

  // Messages: per-line warnings, the delivery ones, and the changed-order notice.
  const notifications: BasketMessage[] = [];
  const warningOf = (line: ClassifiedLine): string | null => (unserved.has(line.row.id) ? basketMessages.notDeliverableToAddress : line.warning);
  for (const line of lines) {
    const warning = warningOf(line);
    if (warning && line.list !== 'deleted') notifications.push({ pointer: `/productList/${line.row.id}`, message: warning });
  }
  if (lines.some(hasChanged)) notifications.push({ pointer: '/productList', message: basketMessages.orderChanged });
  const errors: BasketMessage[] = [];
  if (plan.chosenLost) errors.push({ pointer: '/deliveryInfo', message: basketMessages.previousDeliveryUnavailable });
  if (selected.length > 0 && plan.options.every((option) => option.quantity === 0)) errors.push({ pointer: '/deliveryInfo', message: basketMessages.noReceivingMethods });

  const present = (line: ClassifiedLine) => presentLine(line, priceOf(line), warningOf(line));
  const [giftProducts, packaging] = await gather(db, [
    () => productsByArticles(db, ctx.currency, engine.gifts.map((gift) => gift.article)),
    () => packagingProduct(db, ctx.currency, ctx.catalogCache),
  ] as const);
  const freeFrom = (plan.chosen ?? plan.options.find((option) => option.orderType === 'sim'))?.tariff.freeFrom ?? null;
  const paymentInfo = paymentInfoOf(ctx.country, ctx.currency, fromCents(totalCents), settings.paymentMethod);
  const discountCents = Math.max(0, oldCents - itemsCents);
  const hint = engine.errors.find((error) => error.code === null && error.error === 'promo_min_cost');
  const usedCodes = engine.applied.flatMap((outcome) => (outcome.rule.code ? [outcome.rule.code] : []));

  const basket: Basket = {
    quantity: lines.filter((line) => line.list !== 'deleted').reduce((sum, line) => sum + line.quantity, 0),
    productList: live.filter((line) => !unserved.has(line.row.id)).map(present),
    notAvailableList: lines.filter((line) => line.list === 'notAvailable' || unserved.has(line.row.id)).map(present),
    notAvailableInStock: lines.filter((line) => line.list === 'notInStock').map(present),
    deletedList: lines.filter((line) => line.list === 'deleted').map(present),
    gifts: engine.gifts.flatMap((gift) => {
      const product = giftProducts.find((candidate) => candidate.article === gift.article);
      return product ? [{ ruleId: gift.ruleId, article: product.article, urlCode: product.urlCode, title: product.name, photo: photoOf(product.urlCode), quantity: 1 }] : [];
    }),
    package: packaging
      ? {
          article: packaging.article,
          urlCode: packaging.urlCode,
          title: packaging.name,
          photo: photoOf(packaging.urlCode),
          price: packaging.price,
          link: productLink(packaging.article),
          inBasket: rows.some((row) => !row.isDeleted && row.productId === packaging.id),
          isAvailable: ctx.country !== 'KZ' && packaging.stock > 0,
        }
      : null,
    promotions: appliedRules.map((rule) => {
      const source = engine.applied.find((outcome) => outcome.rule.id === rule.ruleId)!.rule;
      return { id: rule.ruleId, name: rule.name, description: source.description, kind: source.params.kind, code: rule.code, discount: rule.amount };
    }),
    userInfo: { id: ctx.userId, isGuest: ctx.isGuest, roles: [...ctx.roles], isEmployee: employee },
    deliveryInfo: {
      deliveryPrice: fromCents(delivery.cents),
      deliveryPriceCountry: fromCents(delivery.cents),
      freeDeliveryFrom: freeFrom,
      freeDeliveryFromCountry: freeFrom,
      freeDeliveryText: freeFrom !== null ? freeDeliveryText(format(freeFrom)) : null,
      orderType: plan.chosen?.orderType ?? null,
      deliveryTimes: plan.options.map((option) => ({
        orderType: option.orderType,
        deliveryTime: option.days,
        scheduleDeliveryTime: option.scheduleTime,
        date: option.date,
        price: fromCents(deliveryPriceOf(option, itemsCents, engine.freeDelivery).cents),
        quantity: option.quantity,
      })),
      store: { storeId: settings.storeId, pvzId: settings.pvzCode, deliveryServiceId: settings.deliveryServiceId, timeslots: plan.timeslots },
      deliveryAddressId: askedAddress ?? settings.deliveryAddressId,
      sameDayDelivery: plan.sameDay,
    },
    paymentInfo,
    promoErrors: engine.errors.flatMap((error) => (error.code !== null ? [{ promoCode: error.code, code: error.error, message: promoErrorText(error, format) }] : [])),
    userPromoCodes: codes.map((code) => {
      const applied = appliedRules.find((rule) => rule.code === code);
      const rule = rules.find((candidate) => candidate.code === code);
      return { code, name: rule?.name ?? '', isApplied: applied !== undefined, discount: applied?.amount ?? 0 };
    }),
    bonusInfo: { balance: balances.bonus, maxSpend: loyalty.bonusMax, spent: loyalty.bonusSpent, accrual: ctx.isGuest ? 0 : loyalty.bonusAccrual, isUseAllBonuses: options.isUseAllBonuses, capPercent: limits.bonusPaymentCapPercent },
    starsPointsInfo: { balance: balances.stars, maxSpend: loyalty.starsMax, spent: loyalty.starsSpent, isUseAllStarsPoints: options.isUseAllStarsPoints },
    giftCardDisable: !giftCardAllowed,
    cardInfoForUseDto: settings.giftCardNumber && giftCardAllowed
      ? { number: settings.giftCardNumber, balance: card?.balance ?? 0, spent: fromCents(cardSpentCents), currency: ctx.currency, isApplied: cardSpentCents > 0, error: cardProblem }
      : null,
    employeeDiscount: {
      isAvailable: employee,
      isApplied: employeeApplied,
      percent: employee ? employeeDiscountPercent : 0,
      amount: employeeApplied ? fromCents(allCents - itemsCents) : 0,
    },
    cost: fromCents(totalCents),
    allCost: fromCents(allCents),
    costWithoutBonuses: fromCents(itemsCents + delivery.cents),
    oldCost: fromCents(oldCents),
    discount: fromCents(discountCents),
    discountPercent: oldCents > 0 ? Math.round((discountCents / oldCents) * 100) : 0,
    pricesCurrentCountry: ctx.currency,
    errors,
    notifications,
    processingResponse: { canCreateOrder: priced.length > 0 && plan.chosen !== null && paymentInfo.paymentMethod !== null, calculatedAt: now.toISOString() },
    currentExternalId: null,
    promotionNotification: hint?.minCost !== undefined ? promotionHintText(hint.name, format(Math.max(0, hint.minCost - itemsCost))) : null,
  };

  const calculatedLines: CalculatedLine[] = priced.map((line) => {
    const total = engine.totals.get(line.row.id) ?? 0;
    return {
      basketItemId: line.row.id,
      productId: line.row.productId,
      article: line.row.article,
      urlCode: line.row.urlCode,
      title: line.row.name,
      size: line.row.size,
      quantity: line.quantity,
      basePrice: line.row.price ?? 0,
      oldPrice: line.row.oldPrice,
      unitPrice: fromCents(Math.round(total / line.quantity)),
      sum: fromCents(total),
    };
  });
  return {
    basket,
    currency: ctx.currency,
    lines: calculatedLines,
    appliedRules,
    itemsCost,
    rulesDiscount: employeeApplied ? 0 : fromCents(allCents - itemsCents),
    employeeDiscount: employeeApplied ? fromCents(allCents - itemsCents) : 0,
    bonusesSpent: loyalty.bonusSpent,
    bonusesAccrual: loyalty.bonusAccrual,
    starsSpent: loyalty.starsSpent,
    giftCardNumber: cardSpentCents > 0 ? settings.giftCardNumber : null,
    giftCardSpent: fromCents(cardSpentCents),
    delivery: {
      orderType: plan.chosen?.orderType ?? null,
      storeId: settings.storeId,
      pvzCode: settings.pvzCode,
      deliveryServiceId: settings.deliveryServiceId,
      deliveryAddressId: askedAddress ?? settings.deliveryAddressId,
      price: fromCents(delivery.cents),
      days: plan.chosen?.days ?? null,
      date: plan.chosen?.date ?? null,
      reservationDays: plan.chosen?.tariff.reservationDays ?? null,
    },
    paymentMethod: paymentInfo.paymentMethod,
    total: fromCents(totalCents),
    usedPromoCodes: usedCodes,
    shown: live.filter((line) => line.row.seenQuantity !== line.quantity).map((line) => ({ basketItemId: line.row.id, quantity: line.quantity })),
  };
}
