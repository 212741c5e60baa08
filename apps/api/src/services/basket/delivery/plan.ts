// How the basket can be received: for each order type with a tariff, the selected lines it can serve
// and when; the chosen type (baskets.order_type) with the lines it cannot serve, its courier slots,
// and same-day delivery. Prices come later (price.ts), once the items cost is known.
import type { Timeslot } from '@ornament/api-contract';
import { type OrderType, groupOf, orderTypes, pickupReadyTime } from '@ornament/domain';
import { type LocalClock, timeslotsFrom } from './schedule';
import type { TariffRow } from './tariffs';

export interface DeliveryLine {
  key: number;
  quantity: number;
  /** Units everywhere, in the city's shops, and in the chosen shop (null = no shop chosen). */
  stock: number;
  cityStock: number;
  storeStock: number | null;
}

export interface DeliveryOption {
  orderType: OrderType;
  tariff: TariffRow;
  days: number;
  date: string;
  scheduleTime: string | null;
  served: Set<number>;
  quantity: number;
}

export interface DeliveryPlan {
  options: DeliveryOption[];
  chosen: DeliveryOption | null;
  /** The stored order type exists no more (no tariff, or it serves nothing now). */
  chosenLost: boolean;
  /** Selected lines the chosen type cannot serve. */
  unserved: number[];
  timeslots: Record<string, Timeslot[]>;
  sameDay: { isEnabled: boolean; isSystemEnabled: boolean; isSameDayDeliveryAvailable: boolean };
}

export interface PlanInput {
  tariffs: ReadonlyMap<OrderType, TariffRow>;
  lines: readonly DeliveryLine[];
  orderType: OrderType | null;
  hasPvz: boolean;
  clock: LocalClock;
  /** Central-warehouse offers (RU, main brand, asked for): adds express_zvm. */
  useEzvm: boolean;
  deliveryWhole: boolean;
}

/** Days of courier slots offered. */
const slotDays = 3;

function serves(type: OrderType, line: DeliveryLine): boolean {
  switch (type) {
    case 'in_stock':
      return (line.storeStock ?? line.cityStock) >= line.quantity;
    case 'express':
    case 'express_zvm':
      return line.cityStock >= line.quantity;
    default:
      return line.stock >= line.quantity;
  }
}

function optionOf(type: OrderType, tariff: TariffRow, input: PlanInput, sameDayOn: boolean): DeliveryOption {
  const afterCutoff = input.clock.minutes >= tariff.cutoffHour * 60;
  let days = tariff.days + (afterCutoff ? 1 : 0);
  if (type === 'sim' && sameDayOn) days = 0;
  // Pickup from the city's shop today: ready two hours from now.
  const scheduleTime = type === 'in_stock' && days === 0 ? pickupReadyTime(input.clock.minutes / 60) : null;
  const served = new Set(input.lines.filter((line) => serves(type, line)).map((line) => line.key));
  const quantity = input.lines.filter((line) => served.has(line.key)).reduce((sum, line) => sum + line.quantity, 0);
  return { orderType: type, tariff, days, date: input.clock.dateAfter(days), scheduleTime, served, quantity };
}

export function planDelivery(input: PlanInput): DeliveryPlan {
  const sim = input.tariffs.get('sim');
  const express = input.tariffs.get('express');
  const beforeCutoff = (tariff: TariffRow | undefined) => tariff !== undefined && input.clock.minutes < tariff.cutoffHour * 60;
  const isSystemEnabled = (sim !== undefined && sim.days === 0) || express !== undefined;
  const allInCity = input.lines.length > 0 && input.lines.every((line) => line.cityStock >= line.quantity);
  const isSameDayDeliveryAvailable = isSystemEnabled && allInCity && (beforeCutoff(sim) || beforeCutoff(express));
  const sameDayOn = input.deliveryWhole && isSameDayDeliveryAvailable;

  const options = orderTypes.flatMap((type) => {
    const tariff = input.tariffs.get(type);
    if (!tariff || (type === 'express_zvm' && !input.useEzvm)) return [];
    return [optionOf(type, tariff, input, sameDayOn)];
  });
  const stored = input.orderType ? options.find((option) => option.orderType === input.orderType) : undefined;
  const chosen = stored && stored.quantity > 0 ? stored : null;
  const unserved = chosen ? input.lines.filter((line) => !chosen.served.has(line.key)).map((line) => line.key) : [];
  const courier = chosen && groupOf(chosen.orderType) === 'courier' && !input.hasPvz;
  return {
    options,
    chosen,
    chosenLost: input.orderType !== null && chosen === null && input.lines.length > 0,
    unserved,
    timeslots: courier && chosen.orderType === 'sim' ? timeslotsFrom(input.clock, chosen.days, slotDays, chosen.tariff.slots) : {},
    sameDay: { isEnabled: sameDayOn, isSystemEnabled, isSameDayDeliveryAvailable },
  };
}

/**
 * The chosen type's price for an items cost (cents): free from its threshold, or by a free_delivery
 * rule (then `saved` is what the rule took off).
 */
export function deliveryPriceOf(option: DeliveryOption | null, itemsCents: number, freeByRule: boolean): { cents: number; savedByRule: number } {
  if (!option) return { cents: 0, savedByRule: 0 };
  const price = Math.round(option.tariff.price * 100);
  const thresholdFree = option.tariff.freeFrom !== null && itemsCents >= Math.round(option.tariff.freeFrom * 100);
  if (thresholdFree || price === 0) return { cents: 0, savedByRule: 0 };
  return freeByRule ? { cents: 0, savedByRule: price } : { cents: price, savedByRule: 0 };
}
