import { describe, expect, it } from 'vitest';
import { contextHeaders, currencyHeader } from './headers';
import { testContext } from './testing/fakeFetch';

describe('contextHeaders', () => {
  it('sends every context value under its header name', () => {
    const headers = contextHeaders({
      ...testContext,
      promoCodes: ['SALE10', 'GIFT'],
      staffAccess: true,
      abGroup: 'b',
      abTestId: 'new-search',
    });
    expect(headers).toEqual({
      'x-site': 'ornament_ru',
      'x-source': 'site',
      'x-city-uuid': testContext.cityId,
      'x-region-uuid': testContext.regionId,
      'x-country-uuid': testContext.countryId,
      'x-country-code': 'RU',
      'x-region-timezone': 'UTC+3:00',
      'x-promocodes': 'SALE10,GIFT',
      'x-staff-access': 'Y',
      'x-ab-group': 'b',
      'x-ab-test-id': 'new-search',
    });
  });

  it('leaves out empty values instead of sending them blank', () => {
    const headers = contextHeaders({
      site: 'diamant_ru',
      source: 'diamant',
      countryCode: 'RU',
      cityId: '',
      regionTimezone: '  ',
      promoCodes: [],
      staffAccess: false,
    });
    expect(headers).toEqual({ 'x-site': 'diamant_ru', 'x-source': 'diamant', 'x-country-code': 'RU' });
  });

  it('does not send the currency with every call', () => {
    expect(contextHeaders(testContext)).not.toHaveProperty('x-currency-code');
    expect(currencyHeader(testContext)).toEqual({ 'x-currency-code': 'RUB' });
    expect(currencyHeader({ ...testContext, currencyCode: undefined })).toEqual({});
  });
});
