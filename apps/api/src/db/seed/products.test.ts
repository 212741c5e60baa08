import { describe, expect, it } from 'vitest';
import { generateCategories } from './categories';
import { catalogTree } from './categoryTree';
import { defaultSeedNow } from './index';
import { generateProducts } from './products';
import { generateStores } from './stores';
import { generateStock } from './stock';

const categories = generateCategories();
const generate = (count: number) => generateProducts({ count, now: defaultSeedNow, categories });

describe('generateProducts', () => {
  it('is deterministic for the same count', () => {
    expect(generate(300)).toEqual(generate(300));
  });

  it('covers every section with 200 products, most of them jewellery', () => {
    const products = generate(200);
    const sections = new Set(products.map((p) => p.row.section));
    expect([...sections].sort()).toEqual(catalogTree.map((s) => s.code).sort());
    const big = generate(3000);
    const jewellery = big.filter((p) => p.row.section === 'jewelry-catalog').length;
    expect(jewellery / big.length).toBeGreaterThan(0.5);
  });

  it('writes unique articles and url codes, Russian names and sane prices', () => {
    const products = generate(2000);
    expect(new Set(products.map((p) => p.row.article)).size).toBe(2000);
    expect(new Set(products.map((p) => p.row.urlCode)).size).toBe(2000);
    for (const p of products) {
      expect(p.row.name).toMatch(/^[А-ЯЁ]/);
      expect(p.row.urlCode).toMatch(/^[a-z0-9-]+-\d{7}$/);
      expect(p.prices.map((x) => x.currency)).toEqual(['RUB', 'KZT', 'BYN']);
      if (p.row.materialCode === 'silver-925') expect(p.rubPrice).toBeGreaterThanOrEqual(990);
      if (p.row.materialCode.includes('gold') && !p.row.materialCode.includes('silver')) expect(p.rubPrice).toBeGreaterThanOrEqual(8990);
      if (p.row.isSizeable) expect(p.sizes.length).toBeGreaterThan(0);
    }
    const discounted = products.filter((p) => p.prices[0]?.oldPrice !== null).length / products.length;
    expect(discounted).toBeGreaterThan(0.25);
    expect(discounted).toBeLessThan(0.35);
  });

  it("marks about 15 % of the jewellery as made-to-order 'catalog' goods, the rest by section", () => {
    const jewellery = generate(3000).filter((p) => p.row.section.endsWith('jewelry-catalog'));
    const madeToOrder = jewellery.filter((p) => p.row.catalog === 'catalog').length / jewellery.length;
    expect(madeToOrder).toBeGreaterThan(0.12);
    expect(madeToOrder).toBeLessThan(0.18);
    for (const p of jewellery) expect(['catalog', p.row.section]).toContain(p.row.catalog);
    expect(generate(300).filter((p) => !p.row.section.endsWith('jewelry-catalog')).every((p) => p.row.catalog === p.row.section)).toBe(true);
  });

  it('keeps the diamond brand to its section, always with diamonds', () => {
    for (const p of generate(1000)) {
      expect(p.row.brand === 'diamant').toBe(p.row.section === 'diamant-jewelry-catalog');
      if (p.row.brand === 'diamant') expect(p.inserts.some((i) => i.code === 'diamond')).toBe(true);
    }
  });

  it('names pieces from type, metal and stones', () => {
    const names = generate(2000).map((p) => p.row.name);
    expect(names).toContain('Кольцо из красного золота с бриллиантами');
    expect(names.some((n) => n.startsWith('Серьги-пусеты из серебра с фианит'))).toBe(true);
  });

  it('stocks products in a few shops, per size, some at zero', () => {
    const products = generate(300);
    const stock = generateStock(products, generateStores());
    const withStock = new Set(stock.filter((s) => s.quantity > 0).map((s) => s.productId));
    expect(withStock.size / products.length).toBeGreaterThan(0.8);
    expect(stock.some((s) => s.quantity === 0)).toBe(true);
    const sized = products.find((p) => p.sizes.length > 1);
    expect(stock.filter((s) => s.productId === sized?.row.id).every((s) => sized?.sizes.includes(s.size))).toBe(true);
  });
});

describe('generateStores', () => {
  it('opens several shops in big cities with coordinates near them', () => {
    const stores = generateStores();
    const moscow = stores.filter((s) => s.address.startsWith('г. Москва'));
    expect(moscow.length).toBeGreaterThanOrEqual(5);
    expect(new Set(stores.map((s) => s.type))).toEqual(new Set(['retail', 'franchise', 'premium']));
    for (const s of moscow) expect(Math.abs(s.lat - 55.7558)).toBeLessThan(0.1);
  });
});
