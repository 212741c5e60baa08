// One map point as the checkout sees it (spec 3 §3 "Shop point and map"): for a shop, whether it holds
// every line (in_stock, received today) or gets the rest from other shops (zvm, the tariff's days);
// for a pickup point, its service's days on top of the country's pvz tariff. A line nobody in the
// country holds cannot be received anywhere.
import type { DeliveryPoint, PointOffer, PointOrderType } from '@ornament/api-contract';
import { type CountryCode, type OrderType, cityByGuid, isStockShown, pickupReadyTime, workTimeText } from '@ornament/domain';
import { deliveryServiceOf, servicePrice } from './deliveryServices';
import { type Line, offerKey } from './lines';
import type { PointRow } from './pointQuery';
import type { LineStock } from './pointStock';
import { type Tariff, type TariffBook, daysFromNow } from './tariffs';
import type { LocalDay } from './zone';

export interface PointContext {
  lines: readonly Line[];
  stock: LineStock;
  tariffs: TariffBook;
  /** The local day of a point's city. */
  dayOf(cityGuid: string): LocalDay;
  fallbackCountry: CountryCode;
}

/** Picking up what a shop holds needs no tariff row: it is there today, free, kept a week. */
const shopShelf: Tariff = { orderType: 'in_stock', currency: '', price: 0, freeFrom: null, days: 0, cutoffHour: 24, reservationDays: 7 };

interface Terms {
  orderType: PointOrderType;
  tariff: Tariff;
  extraDays: number;
  priceFactor: number;
}

export function buildPoint(row: PointRow, context: PointContext): DeliveryPoint {
  const country = cityByGuid(row.city_guid)?.countryCode ?? context.fallbackCountry;
  const tariffs = context.tariffs.of(country, row.city_guid);
  const today = context.dayOf(row.city_guid);
  const days = (terms: Terms | null) => (terms ? daysFromNow(terms.tariff.days + terms.extraDays, terms.tariff.cutoffHour, today) : null);

  const offers: PointOffer[] = context.lines.map((line) => {
    const held = row.kind === 'retail' && isStockShown(line.catalog, country) && context.stock.atStore(row.store_id!, line) >= line.quantity;
    const elsewhere = context.stock.inCountry(country, line) >= line.quantity;
    const terms = held ? shopTerms(tariffs, 'in_stock') : elsewhere ? termsOf(row, tariffs) : null;
    const time = days(terms);
    return { offer: offerKey(line), article: line.article, size: line.size, quantity: line.quantity, in_stock: held, available: time !== null, delivery_time: time };
  });

  const isAvailable = offers.every((offer) => offer.available);
  const allHeld = row.kind === 'retail' && offers.every((offer) => offer.in_stock);
  const terms = allHeld ? shopTerms(tariffs, 'in_stock') : termsOf(row, tariffs);
  const time = isAvailable && terms ? Math.max(days(terms)!, ...offers.map((offer) => offer.delivery_time ?? 0)) : null;
  const price = terms ? servicePrice(terms.tariff.price, terms) : 0;

  return {
    id: row.id,
    type: row.kind,
    name: row.name,
    address: row.address,
    city_guid: row.city_guid,
    lat: row.lat,
    lon: row.lon,
    work_time: row.kind === 'retail' ? workTimeText(weekOf(row.opening_hours)) : row.work_time,
    store_id: row.store_id,
    store_type: row.store_type,
    pvz_code: row.pvz_code,
    pvz_type: row.pvz_type,
    delivery_service_id: row.service_id,
    delivery_service_name: row.service_name,
    partial_redemption: row.partial_redemption,
    return_option: row.return_option,
    is_available: isAvailable && terms !== null,
    deliveryInformation: {
      isToday: time === 0,
      // A shop holding everything has it ready today from a set hour (spec 3 §4 'Забрать сегодня с {time}').
      schedule_time: allHeld && time === 0 ? pickupReadyTime(today.hour) : null,
      delivery_time: time,
      delivery_date: time === null ? null : today.dateAfter(time),
      order_type: isAvailable && terms ? terms.orderType : null,
      price,
      free_delivery_from: terms?.tariff.freeFrom ?? null,
      reservation_period: terms?.tariff.reservationDays ?? shopShelf.reservationDays,
    },
    offers,
  };
}

function shopTerms(tariffs: Map<OrderType, Tariff>, orderType: 'in_stock'): Terms {
  return { orderType, tariff: tariffs.get(orderType) ?? shopShelf, extraDays: 0, priceFactor: 1 };
}

/** How a point gets what it does not hold: a shop by zvm, a pickup point by its service. */
function termsOf(row: PointRow, tariffs: Map<OrderType, Tariff>): Terms | null {
  if (row.kind === 'retail') {
    const zvm = tariffs.get('zvm');
    return zvm ? { orderType: 'zvm', tariff: zvm, extraDays: 0, priceFactor: 1 } : null;
  }
  const pvz = tariffs.get('pvz');
  const service = row.service_id ? deliveryServiceOf(row.service_id) : undefined;
  return pvz ? { orderType: 'pvz', tariff: pvz, extraDays: service?.extraDays ?? 0, priceFactor: service?.priceFactor ?? 1 } : null;
}

/** Opening hours keyed '1' (Monday) … '7' (Sunday) → the week, Monday first. */
export function weekOf(hours: PointRow['opening_hours']): ({ open: string; close: string } | null)[] {
  return ['1', '2', '3', '4', '5', '6', '7'].map((day) => hours?.[day] ?? null);
}
