// Pure helpers of the trade-in landing: the fineness choices of a metal, an item's one-line label,
// and whether the shops block shows (spec 2 §3: stores true when total-count above 0).
import type { TradeInJewelry, TradeInSettings } from '@ornament/api-contract';
import { formatNumber, tradeInInsertNames, tradeInJewelryTypeNames, tradeInMetalNames, type TradeInMetal } from '@ornament/domain';

export function finenessOptions(settings: TradeInSettings, metal: TradeInMetal): number[] {
  return settings.metals.find((m) => m.code === metal)?.fineness.map((f) => f.value) ?? [];
}

/** The default fineness of a metal: 585 gold, 925 silver, else the first on the list. */
export function defaultFineness(settings: TradeInSettings, metal: TradeInMetal): number | null {
  const options = finenessOptions(settings, metal);
  return options.find((value) => value === 585 || value === 925) ?? options[0] ?? null;
}

export function jewelryLabel(item: TradeInJewelry): string {
  const weight = formatNumber(item.weight);
  return `${tradeInJewelryTypeNames[item.type]} · ${tradeInMetalNames[item.metal]} ${item.fineness} · ${weight} г · ${tradeInInsertNames[item.inserts]}`;
}

/** The weight typed with a comma or a dot, or null when it is not a number. */
export function parseWeight(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

export function showsStores(meta: { 'total-count': number } | null | undefined): boolean {
  return (meta?.['total-count'] ?? 0) > 0;
}
