import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './common/errors';
import { catalogQuerySchema } from './catalog/listing';
import { urlCodesQuerySchema } from './catalog/product';
import { cityByNameQuerySchema, setRegionBodySchema } from './geo/city';

describe('catalogQuerySchema', () => {
  it('defaults to the first page of 72 (spec 2 §9)', () => {
    expect(catalogQuerySchema.parse({})).toMatchObject({ page: 1, per_page: 72 });
  });

  it('accepts only the spec page sizes', () => {
    for (const size of ['10', '20', '24', '72']) expect(catalogQuerySchema.safeParse({ per_page: size }).success).toBe(true);
    expect(catalogQuerySchema.safeParse({ per_page: '13' }).success).toBe(false);
  });

  it('rejects pages that are not positive whole numbers or absurdly large', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '10001']) expect(catalogQuerySchema.safeParse({ page }).success).toBe(false);
  });

  it('keeps unknown query facets for the filter layer', () => {
    expect(catalogQuerySchema.parse({ size: '17' })).toMatchObject({ size: '17' });
  });
});

describe('urlCodesQuerySchema', () => {
  it('splits a comma list and drops blanks', () => {
    expect(urlCodesQuerySchema.parse({ url_codes: 'a-1, b-2,,' }).url_codes).toEqual(['a-1', 'b-2']);
  });

  it('refuses codes with characters a url code never has', () => {
    expect(urlCodesQuerySchema.safeParse({ url_codes: "a-1,b'2" }).success).toBe(false);
    expect(urlCodesQuerySchema.safeParse({ url_codes: ',' }).success).toBe(false);
  });
});

describe('geo schemas', () => {
  it('lowercases GUIDs (spec 1 §3)', () => {
    const guid = '0C5B2444-70A0-4932-980C-B4DC0D3F02B5';
    expect(setRegionBodySchema.parse({ guid_city: guid }).guid_city).toBe(guid.toLowerCase());
  });

  it('reads the country list of a city search and refuses unknown countries', () => {
    expect(cityByNameQuerySchema.parse({ suggest: 'Мос', country: 'ru,kz' }).country).toEqual(['RU', 'KZ']);
    expect(cityByNameQuerySchema.safeParse({ suggest: 'Мос', country: 'US' }).success).toBe(false);
    expect(cityByNameQuerySchema.safeParse({ suggest: '   ' }).success).toBe(false);
  });
});

describe('apiErrorBodySchema', () => {
  it('needs at least one error', () => {
    expect(apiErrorBodySchema.safeParse({ errors: [] }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ errors: [{ status: '404', code: 'not_found', detail: 'Url is invalid' }] }).success).toBe(true);
  });
});
