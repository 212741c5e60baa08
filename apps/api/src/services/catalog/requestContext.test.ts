import { describe, expect, it } from 'vitest';
import { defaultCityOf } from '@ornament/domain';
import { catalogContextOf, countryOf, currencyOf } from './requestContext';

describe('catalogue request context', () => {
  it('prices Kazakhstan in KZT, Belarus in BYN and everything else in RUB', () => {
    expect(currencyOf('KZ')).toBe('KZT');
    expect(currencyOf('BY')).toBe('BYN');
    expect(currencyOf('AM')).toBe('RUB');
    expect(currencyOf('RU')).toBe('RUB');
  });

  it('falls back to RU for a missing or unknown country code', () => {
    expect(countryOf(undefined)).toBe('RU');
    expect(countryOf('zz')).toBe('RU');
    expect(countryOf('kz')).toBe('KZ');
  });

  it('narrows to the diamond brand only for x-source diamant', () => {
    expect(catalogContextOf({ 'x-source': 'diamant' }).brand).toBe('diamant');
    expect(catalogContextOf({ 'x-source': 'site' }).brand).toBeNull();
  });

  it("uses the country's default city when x-city-uuid is absent or not a GUID", () => {
    expect(catalogContextOf({ 'x-country-code': 'KZ' }).cityGuid).toBe(defaultCityOf('KZ').guid);
    expect(catalogContextOf({ 'x-city-uuid': 'drop table' }).cityGuid).toBe(defaultCityOf('RU').guid);
    const guid = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
    expect(catalogContextOf({ 'x-city-uuid': guid.toUpperCase() }).cityGuid).toBe(guid);
  });
});
