import { describe, expect, it, vi } from 'vitest';
import { buildMenu, menuCache } from './menu';

const rows = [
  { id: 1, parentId: null, name: 'Ювелирные украшения', url: '/jewelry-catalog/', section: 'jewelry-catalog', depth: 1 },
  { id: 2, parentId: null, name: 'Украшения с бриллиантами', url: '/diamant-jewelry-catalog/', section: 'diamant-jewelry-catalog', depth: 1 },
  { id: 3, parentId: 1, name: 'Кольца', url: '/jewelry-catalog/rings/', section: 'jewelry-catalog', depth: 2 },
  { id: 4, parentId: 3, name: 'Обручальные кольца', url: '/jewelry-catalog/rings/wedding-rings/', section: 'jewelry-catalog', depth: 3 },
];

describe('buildMenu', () => {
  it('nests three levels and keeps each brand to its sections', () => {
    const main = buildMenu(rows, 'main');
    expect(main.map((m) => m.url)).toEqual(['/jewelry-catalog/']);
    expect(main[0]?.children[0]?.children[0]?.name).toBe('Обручальные кольца');
    expect(buildMenu(rows, 'diamant').map((m) => m.url)).toEqual(['/diamant-jewelry-catalog/']);
  });
});

describe('menuCache', () => {
  it('loads once per brand within 1800 s, then again', async () => {
    let clock = 0;
    const load = vi.fn(async () => []);
    const get = menuCache(load, () => clock);
    await get('main');
    await get('main');
    await get('diamant');
    expect(load).toHaveBeenCalledTimes(2);
    clock = 1_800_000;
    await get('main');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
