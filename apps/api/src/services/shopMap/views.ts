// Store rows as the shop map's JSON:API resources (spec 3 §3 "Shop point and map").
import { type StoreDetail, type StoreHolidayHours, type StorePoint, type StorePointType, storePointTypes } from '@ornament/api-contract';
import { cityByGuid } from '@ornament/domain';
import type { stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;

const known = new Set<string>(storePointTypes);
const isPointType = (value: string): value is StorePointType => known.has(value);

export function storePointView(row: StoreRow): StorePoint {
  return {
    id: row.id,
    type: 'store',
    attributes: {
      code: row.code,
      name: row.name,
      address: row.address,
      city: cityByGuid(row.cityGuid)?.name ?? '',
      'city-guid': row.cityGuid,
      lat: row.lat,
      lon: row.lon,
      'store-type': row.type,
      // A kind added to the data before the contract knows it is left out rather than failing the answer.
      'point-types': row.pointTypes.filter(isPointType),
      phone: row.phone,
      metro: row.metro,
      services: row.services,
      'opening-hours': row.openingHours,
      'is-on-map': row.isOnMap,
    },
  };
}

export function storeDetailView(row: StoreRow, holidays: readonly StoreHolidayHours[]): StoreDetail {
  const point = storePointView(row);
  return { ...point, attributes: { ...point.attributes, work_time_holiday: [...holidays] } };
}
