import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import { describe, expect, it } from 'vitest';
import { loadOffers } from './loadOffers';

const now = Date.parse('2025-06-01T12:00:00Z');
const offer = (id: string, expires: string) => ({
  id,
  type: 'personal',
  attributes: {
    coupon: 'C',
    'customer-id': 'u',
    'date-expire': expires,
    'discount-type': 'percent',
    'discount-value': 10,
    price: null,
    'promotion-description': '',
    'promotion-id': id,
    'promotion-image': { desktop: '', mobile: '' },
    'promotion-name': id,
    'use-online': true,
    'use-retail': true,
    'promotion-promocode': { value: '', text: '' },
    'promotion-rules': { link: '' },
    'promotion-link': { link: '', text: '' },
  },
});

describe('personal offers load', () => {
  it('asks v3 and keeps only offers living more than 60 s', async () => {
    const fake = fakeFetch(() => json({ data: [offer('soon', '2025-06-01T12:00:30Z'), offer('later', '2025-06-02T00:00:00Z')], meta: { currency: 'KZT' } }));
    const result = await loadOffers(createApiClient(testConfig(fake.fetch)), now);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/bonussystem/personal-offer/');
    expect(result.ok && result.offers.map((item) => item.id)).toEqual(['later']);
    expect(result.ok && result.currency).toBe('KZT');
  });

  it('reports a failed load', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '401', code: 'unauthorized', detail: 'Войдите' }] }, { status: 401 }));
    expect(await loadOffers(createApiClient(testConfig(fake.fetch)), now)).toEqual({ ok: false });
  });
});
