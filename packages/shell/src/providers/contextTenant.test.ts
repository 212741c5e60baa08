import { getTenant } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { contextTenantOf } from './contextTenant';

describe('contextTenantOf', () => {
  it('keeps only the request-context fields of a tenant', () => {
    const tenant = getTenant('diamant', 'RU');
    expect(contextTenantOf(tenant)).toEqual({
      siteCode: tenant.siteCode,
      source: 'diamant',
      country: 'RU',
      defaultCityGuid: tenant.defaultCityGuid,
      currency: 'RUB',
      countryGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      cities: [expect.objectContaining({ guid: tenant.defaultCityGuid.toLowerCase(), countryCode: 'RU' })],
    });
  });
});
