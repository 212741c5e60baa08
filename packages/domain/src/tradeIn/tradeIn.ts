// Trade-in (spec 2 §2, §3, §4, §5, §7): the shopper hands in old jewelry (type, metal, fineness,
// weight, inserts) and gets its metal value off the jewelry they buy, up to a cap of the purchase.
import type { CurrencyCode } from '../tenant/codes';

export const tradeInJewelryTypes = ['ring', 'earrings', 'chain', 'bracelet', 'pendant', 'brooch', 'other'] as const;
export type TradeInJewelryType = (typeof tradeInJewelryTypes)[number];

export const tradeInMetals = ['gold', 'silver', 'platinum'] as const;
export type TradeInMetal = (typeof tradeInMetals)[number];

export const tradeInInserts = ['none', 'stones', 'diamonds'] as const;
export type TradeInInsert = (typeof tradeInInserts)[number];

export const tradeInJewelryTypeNames: Record<TradeInJewelryType, string> = {
  ring: 'Кольцо',
  earrings: 'Серьги',
  chain: 'Цепь',
  bracelet: 'Браслет',
  pendant: 'Подвеска',
  brooch: 'Брошь',
  other: 'Другое',
};

export const tradeInMetalNames: Record<TradeInMetal, string> = { gold: 'Золото', silver: 'Серебро', platinum: 'Платина' };

export const tradeInInsertNames: Record<TradeInInsert, string> = { none: 'Без вставок', stones: 'С камнями', diamonds: 'С бриллиантами' };

export const tradeInLimits = {
  /** Old items one shopper may list at once. */
  maxJewelries: 20,
  /** Products to buy one shopper may pick at once. */
  maxProducts: 10,
  /** Grams per item; 0.01 g steps. */
  minWeight: 0.1,
  maxWeight: 500,
} as const;

/** The spec's duplicate marker (spec 2 §5): an add answering with it is a known duplicate, a success. */
export const tradeInDuplicateMarker = 'уже существует';

export const tradeInMessages = {
  pageTitle: 'Трейд-ин',
  jewelryTitle: 'Ваши украшения',
  jewelryHint: 'Добавьте украшения, которые хотите сдать в обмен: тип, металл, пробу и вес',
  jewelryEmpty: 'Вы ещё не добавили украшения',
  typeLabel: 'Тип изделия',
  metalLabel: 'Металл',
  finenessLabel: 'Проба',
  weightLabel: 'Вес, г',
  insertsLabel: 'Вставки',
  addJewelry: 'Добавить украшение',
  removeJewelry: 'Удалить',
  productsTitle: 'Изделия, которые хотите купить',
  productsEmpty: 'Добавьте изделия по артикулу',
  articleLabel: 'Артикул',
  addProduct: 'Добавить изделие',
  removeProduct: 'Удалить',
  calculate: 'Рассчитать',
  resultTitle: 'Расчёт трейд-ин',
  jewelryValue: 'Стоимость ваших украшений',
  productsTotal: 'Стоимость новых изделий',
  credit: 'Зачтём в покупку',
  toPay: 'К оплате',
  capNote: (percent: number) => `Зачёт не больше ${percent}% стоимости новых изделий`,
  storesTitle: 'Магазины, принимающие украшения в трейд-ин',
  loadError: 'Не удалось загрузить данные. Обновите страницу',
  saveError: 'Не удалось сохранить. Попробуйте ещё раз',
  duplicateProduct: (article: string) => `Изделие с артикулом ${article} уже существует в списке`,
  productNotFound: (article: string) => `Изделие с артикулом ${article} не найдено`,
  productAdded: 'Изделие добавлено',
  productAlreadyAdded: 'Это изделие уже в списке',
  tooManyJewelries: `Можно добавить не больше ${tradeInLimits.maxJewelries} украшений`,
  tooManyProducts: `Можно выбрать не больше ${tradeInLimits.maxProducts} изделий`,
  weightInvalid: `Укажите вес от ${String(tradeInLimits.minWeight).replace('.', ',')} до ${tradeInLimits.maxWeight} г`,
  finenessNotAccepted: 'Изделия этого металла и пробы не принимаются в трейд-ин',
  noJewelries: 'Добавьте украшения, которые хотите сдать',
  noProducts: 'Выберите изделия, которые хотите купить',
  itemNotFound: 'Украшение не найдено',
  tooManyRequests: 'Слишком много запросов. Попробуйте через минуту',
} as const;

export interface TradeInPrice {
  metal: TradeInMetal;
  fineness: number;
  /** Per gram of the item's metal, in the settings' currency. */
  pricePerGram: number;
}

export interface TradeInRules {
  currency: CurrencyCode;
  /** The credit is at most this share of the new items' total. */
  maxCreditPercent: number;
  /** The share of an item's weight taken off for its inserts. */
  insertDeductionPercent: Record<TradeInInsert, number>;
}

export interface TradeInJewelryInput {
  metal: TradeInMetal;
  fineness: number;
  weight: number;
  inserts: TradeInInsert;
}

export type TradeInCalculation =
  | { status: true; jewelryValue: number; productsTotal: number; credit: number; toPay: number; capped: boolean }
  | { status: false; message: string };

const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** The value of one old item: its metal weight (inserts taken off) times the price per gram. */
export function tradeInItemValue(item: TradeInJewelryInput, prices: readonly TradeInPrice[], rules: TradeInRules): number | null {
  const price = prices.find((p) => p.metal === item.metal && p.fineness === item.fineness);
  if (!price) return null;
  const metalWeight = item.weight * (1 - rules.insertDeductionPercent[item.inserts] / 100);
  return roundMoney(metalWeight * price.pricePerGram);
}

/** Spec 2 §4 "Trade-in calculate": the credit off the new items, capped; status false says why not. */
export function calculateTradeIn(
  jewelries: readonly TradeInJewelryInput[],
  productPrices: readonly number[],
  prices: readonly TradeInPrice[],
  rules: TradeInRules,
): TradeInCalculation {
  if (jewelries.length === 0) return { status: false, message: tradeInMessages.noJewelries };
  if (productPrices.length === 0) return { status: false, message: tradeInMessages.noProducts };
  let jewelryValue = 0;
  for (const item of jewelries) {
    const value = tradeInItemValue(item, prices, rules);
    if (value === null) return { status: false, message: tradeInMessages.finenessNotAccepted };
    jewelryValue += value;
  }
  jewelryValue = roundMoney(jewelryValue);
  const productsTotal = roundMoney(productPrices.reduce((sum, price) => sum + price, 0));
  const cap = roundMoney((productsTotal * rules.maxCreditPercent) / 100);
  const credit = Math.min(jewelryValue, cap);
  return { status: true, jewelryValue, productsTotal, credit, toPay: roundMoney(productsTotal - credit), capped: jewelryValue > cap };
}

/** Spec 2 §5: an add whose error text holds 'уже существует' is a known duplicate. */
export function isTradeInDuplicate(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.includes(tradeInDuplicateMarker);
}
