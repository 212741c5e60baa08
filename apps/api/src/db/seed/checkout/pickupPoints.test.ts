import { cities } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { generatePickupPoints } from './pickupPoints';

describe('generatePickupPoints', () => {
  const rows = generatePickupPoints();

  it('is deterministic', () => {
    expect(generatePickupPoints()).toEqual(rows);
  });

  it('puts points of at least two services in every reference city, near its centre', () => {
    for (const city of cities) {
      const mine = rows.filter((row) => row.cityGuid === city.guid);
      expect(new Set(mine.map((row) => row.deliveryServiceId)).size, city.name).toBeGreaterThanOrEqual(2);
      for (const row of mine) {
        expect(Math.abs(row.lat - city.lat)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(row.lon - city.lon)).toBeLessThanOrEqual(0.08);
        expect(row.address.startsWith(`г. ${city.name}, `)).toBe(true);
      }
    }
  });

  it('gives unique codes and ids, both kinds of points and mixed options', () => {
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, i) => i + 1));
    const lockers = rows.filter((row) => row.pvzType === 'postamat');
    expect(lockers.length).toBeGreaterThan(rows.length / 10);
    expect(lockers.every((row) => !row.partialRedemption)).toBe(true);
    for (const flag of ['partialRedemption', 'returnOption'] as const) {
      const share = rows.filter((row) => row[flag]).length / rows.length;
      expect(share, flag).toBeGreaterThan(0.15);
      expect(share, flag).toBeLessThan(0.85);
    }
    expect(new Set(rows.filter((row) => row.cityGuid === '6a4f35e1-5606-5c34-bba0-e1c9999a761b').map((row) => row.deliveryServiceName))).toEqual(new Set(['СДЭК', 'Boxberry', 'Казпочта']));
  });
});
