import { type FiltersResponse, filtersResponseSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../helpers/build';
import { seedFixtures } from '../../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

async function filters(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/serviceCatalog/v2/filters${path}`, headers });
  return { response, body: response.json() as FiltersResponse };
}
const sectionOf = (body: FiltersResponse, code: string) => body.data.find((s) => s.filter_code === code)!;

describe('GET filters{path}', () => {
  it('returns the sections in order with contract-valid fields', async () => {
    const { response, body } = await filters('/jewelry-catalog/');
    expect(response.statusCode).toBe(200);
    expect(filtersResponseSchema.parse(body)).toBeTruthy();
    expect(body.data.map((s) => [s.filter_code, s.display_type, s.source])).toEqual([
      ['category', 'radiobutton', 'path'],
      ['material', 'checkbox', 'path'],
      ['insert', 'checkbox', 'path'],
      ['collection', 'checkbox', 'path'],
      ['size', 'radiobutton_chips', 'get'],
      ['price', 'range', 'get'],
    ]);
    expect(body.meta['total-count']).toBe(4);
  });

  it('counts each value with the other filters applied and links to the toggled canonical URL', async () => {
    const { body } = await filters('/jewelry-catalog/material-gold/');
    const material = sectionOf(body, 'material');
    expect(material.fields.map((f) => [f.value, f.count, f.checked, f.link])).toEqual([
      ['gold', 2, true, '/jewelry-catalog/'],
      ['silver', 2, false, '/jewelry-catalog/material-gold-or-silver/'],
    ]);
    expect(material.has_selected).toBe(true);
    expect(material.clear_all).toBe('/jewelry-catalog/');
    const insert = sectionOf(body, 'insert');
    expect(insert.fields.map((f) => [f.value, f.count])).toEqual([['diamond', 2], ['ruby', 1]]);
    expect(insert.has_selected).toBe(false);
    expect(insert.clear_all).toBeNull();
  });

  it('agrees with the listing: a field count is the product count of its link', async () => {
    const { body } = await filters('/jewelry-catalog/');
    for (const field of sectionOf(body, 'insert').fields) {
      const listing = await t.app.inject({ method: 'GET', url: `/api/serviceCatalog/v2/catalog${field.link}` });
      expect(listing.headers['x-product-count']).toBe(String(field.count));
    }
  });

  it('rolls category counts up the tree and nests subcategories', async () => {
    const { body } = await filters('/jewelry-catalog/rings/wedding-rings/');
    const category = sectionOf(body, 'category');
    const rings = category.fields.find((f) => f.value === 'rings')!;
    expect(rings.count).toBe(2);
    expect(rings.children?.[0]).toMatchObject({ value: 'wedding-rings', checked: true, count: 1, link: '/jewelry-catalog/rings/' });
    expect(category.has_selected).toBe(true);
  });

  it('gives sizes as get chips and the price range with limits', async () => {
    const { body } = await filters('/jewelry-catalog/?size=17&price_min=5000');
    const size = sectionOf(body, 'size');
    expect(size.fields.map((f) => [f.value, f.count, f.checked])).toEqual([['16', 1, false], ['17', 2, true]]);
    expect(size.fields[1]?.link).toBe('/jewelry-catalog/?price_min=5000');
    const price = sectionOf(body, 'price');
    expect(price.fields.map((f) => [f.name, f.value, f.limit, f.checked])).toEqual([
      ['min', '5000', 10000, true],
      ['max', '20000', 20000, false],
    ]);
  });

  it('shares the listing 404 and 400 rules', async () => {
    const unknown = await filters('/jewelry-catalog/material-platinum/');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json().errors[0].detail).toBe('Url is invalid');
    const bad = await t.app.inject({ method: 'GET', url: '/api/serviceCatalog/v2/filters/jewelry-catalog/?per_page=13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.pointer).toBe('/query/per_page');
  });
});
