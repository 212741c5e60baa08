import { describe, expect, it } from 'vitest';
import { popularCities } from './popularCities';

describe('popularCities', () => {
  it('lists only covered countries, home country first, biggest first', () => {
    const list = popularCities('RU', ['RU'], 3);
    expect(list.map((city) => city.name)).toEqual(['Москва', 'Санкт-Петербург', expect.any(String)]);
    expect(list.every((city) => city.countryCode === 'RU')).toBe(true);
  });

  it('puts the storefront country before the rest of its coverage', () => {
    const list = popularCities('KZ', ['RU', 'KZ', 'BY'], 30);
    const firstOther = list.findIndex((city) => city.countryCode !== 'KZ');
    expect(list.slice(0, firstOther).every((city) => city.countryCode === 'KZ')).toBe(true);
    expect(list.slice(firstOther).some((city) => city.countryCode === 'RU')).toBe(true);
  });
});
