import { cities } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { holidaySeasonsAround, shopMapFilterSeeds, storeHolidayRows, storeMapAttributes } from './shopMap';
import { generateStores } from './stores';

describe('shop map seed', () => {
  const stores = generateStores();

  it('gives every shop its business type as a map kind, one flagship per big city and trade-in points', () => {
    for (const store of stores) expect(store.pointTypes).toContain(store.type);
    const moscow = cities.find((city) => city.name === 'Москва')!;
    const inMoscow = stores.filter((store) => store.cityGuid === moscow.guid);
    expect(inMoscow.filter((store) => store.pointTypes?.includes('flagship'))).toHaveLength(1);
    expect(stores.some((store) => store.pointTypes?.includes('trade_in'))).toBe(true);
    expect(stores.filter((store) => store.isOnMap === false).length).toBeGreaterThan(0);
    expect(inMoscow.every((store) => store.metro)).toBe(true);
    expect(storeMapAttributes(moscow, 0, 'premium')).toEqual(storeMapAttributes(moscow, 0, 'premium'));
  });

  it('writes the New Year and May holidays of the seasons around the seed’s day, a franchise closed on 2 January', () => {
    const today = new Date('2026-11-24T00:00:00Z');
    expect(holidaySeasonsAround(today)).toEqual([2025, 2026, 2027]);
    expect(holidaySeasonsAround(new Date('2031-02-01T00:00:00Z'))).toEqual([2030, 2031, 2032]);
    const rows = storeHolidayRows([{ id: 1, type: 'retail' }, { id: 2, type: 'franchise' }], today);
    expect(rows).toHaveLength(2 * 3 * 7);
    expect(rows).toContainEqual({ storeId: 1, day: '2026-12-31', open: '10:00', close: '18:00', note: 'Новогодний вечер — сокращённый день' });
    expect(rows).toContainEqual({ storeId: 1, day: '2027-01-01', open: null, close: null, note: 'Новый год — выходной' });
    expect(rows).toContainEqual({ storeId: 1, day: '2027-01-02', open: '12:00', close: '20:00', note: 'Новогодние каникулы' });
    expect(rows).toContainEqual({ storeId: 2, day: '2027-01-02', open: null, close: null, note: 'Новогодние каникулы' });
    expect(rows).toContainEqual({ storeId: 2, day: '2027-05-09', open: '11:00', close: '19:00', note: 'День Победы' });
    expect(new Set(rows.map((row) => `${row.storeId}:${row.day}`)).size).toBe(rows.length);
  });

  it('names the map filters with the spec’s defaults first', () => {
    expect(shopMapFilterSeeds.map((filter) => filter.name).slice(0, 2)).toEqual(['Premium магазины', 'Флагманские магазины']);
  });
});
