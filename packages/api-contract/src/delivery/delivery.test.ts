import { describe, expect, it } from 'vitest';
import { deliveryAddressBodySchema } from './addresses';
import { offerPointsClusterQuerySchema, offerPointsQuerySchema } from './points';

describe('map queries', () => {
  it('parse bounds, lists, flags and offers', () => {
    const query = offerPointsQuerySchema.parse({
      'filter[bounds]': '55.5, 37.3,55.9,37.9',
      'filter[point_type]': 'pvz,pvz',
      'filter[pvz_types]': 'postamat,pvz',
      'filter[partial_redemption]': 'Y',
      'filter[offer]': 'A-1#17,A-2#',
      'filter[city]': '0C5B2444-70A0-4932-980C-B4DC0D3F02B5',
    });
    expect(query).toMatchObject({
      'filter[bounds]': { south: 55.5, west: 37.3, north: 55.9, east: 37.9 },
      'filter[point_type]': ['pvz'],
      'filter[pvz_types]': ['postamat', 'pvz'],
      'filter[offer]': ['A-1#17', 'A-2#'],
      'filter[city]': '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      limit: 300,
    });
  });

  it('refuse reversed or partial bounds, unknown kinds and a missing zoom', () => {
    expect(offerPointsQuerySchema.safeParse({ 'filter[bounds]': '56,37,55,38' }).success).toBe(false);
    expect(offerPointsQuerySchema.safeParse({ 'filter[bounds]': '55,37,56' }).success).toBe(false);
    expect(offerPointsQuerySchema.safeParse({ 'filter[bounds]': '55,,56,38' }).success).toBe(false);
    expect(offerPointsQuerySchema.safeParse({ 'filter[pvz_types]': 'kiosk' }).success).toBe(false);
    expect(offerPointsClusterQuerySchema.safeParse({ 'filter[bounds]': '55,37,56,38' }).success).toBe(false);
  });
});

describe('address body', () => {
  const base = { country_fias_id: 'a'.repeat(8) + '-0000-4000-8000-' + '0'.repeat(12), region_fias_id: 'b'.repeat(8) + '-0000-4000-8000-' + '0'.repeat(12), city_fias_id: 'c'.repeat(8) + '-0000-4000-8000-' + '0'.repeat(12), street: ' ул. Ленина ', house: '5' };

  it('trims, defaults the optional fields and takes floor and porch as numbers', () => {
    expect(deliveryAddressBodySchema.parse({ ...base, floor: -1, porch: 3 })).toMatchObject({ street: 'ул. Ленина', apartment: '', floor: '-1', porch: '3', intercom: '' });
  });

  it('refuses empty required fields, words for numbers and control characters', () => {
    expect(deliveryAddressBodySchema.safeParse({ ...base, house: '  ' }).success).toBe(false);
    expect(deliveryAddressBodySchema.safeParse({ ...base, porch: 'второй' }).success).toBe(false);
    expect(deliveryAddressBodySchema.safeParse({ ...base, street: 'ул.\nЛенина' }).success).toBe(false);
  });
});
