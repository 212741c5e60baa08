import { describe, expect, it } from 'vitest';
import { countryCodes } from '../tenant/codes';
import { cities, citiesOf, cityByGuid, defaultCityOf, normalizeCityQuery, searchCities } from './cities';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('city reference data', () => {
  it('has the spec counts per country', () => {
    expect(citiesOf('RU').length).toBeGreaterThanOrEqual(28);
    expect(citiesOf('RU').length).toBeLessThanOrEqual(32);
    expect(citiesOf('BY')).toHaveLength(13);
    expect(citiesOf('KZ')).toHaveLength(21);
    for (const country of ['AM', 'MD', 'KG', 'RO'] as const) {
      expect(citiesOf(country).length).toBeGreaterThanOrEqual(1);
      expect(citiesOf(country).length).toBeLessThanOrEqual(3);
    }
  });

  it('all ids are lowercase UUIDs and city GUIDs are unique', () => {
    for (const city of cities) {
      for (const id of [city.guid, city.fiasId, city.regionGuid, city.regionFiasId]) expect(id).toMatch(uuid);
    }
    expect(new Set(cities.map((c) => c.guid)).size).toBe(cities.length);
  });

  it('Russian city GUIDs are their FIAS ids', () => {
    for (const city of citiesOf('RU')) {
      expect(city.fiasId).toBe(city.guid);
      expect(city.regionFiasId).toBe(city.regionGuid);
    }
  });

  it('keeps ids stable', () => {
    expect(cityByGuid('0c5b2444-70a0-4932-980c-b4dc0d3f02b5')?.name).toBe('Москва');
    expect(defaultCityOf('KZ').guid).toBe('6a4f35e1-5606-5c34-bba0-e1c9999a761b');
  });

  it('one region has one GUID', () => {
    const regions = new Map<string, string>();
    for (const city of cities) {
      const key = `${city.countryCode}:${city.regionName}`;
      expect(regions.get(key) ?? city.regionGuid).toBe(city.regionGuid);
      regions.set(key, city.regionGuid);
    }
    const krasnodar = citiesOf('RU').filter((c) => c.regionName === 'Краснодарский край');
    expect(krasnodar.map((c) => c.name).sort()).toEqual(['Краснодар', 'Сочи']);
  });

  it('time zones: Belarus none, Russia UTC+2..UTC+10 in UTC+H:MM form', () => {
    for (const city of citiesOf('BY')) expect(city.timezone).toBeNull();
    const offsets = citiesOf('RU').map((c) => Number(/^UTC\+(\d+):00$/.exec(c.timezone ?? '')?.[1]));
    expect(Math.min(...offsets)).toBe(2);
    expect(Math.max(...offsets)).toBe(10);
    expect(cityByGuid(defaultCityOf('RU').guid)?.timezone).toBe('UTC+3:00');
    for (const city of cities.filter((c) => c.countryCode !== 'BY')) expect(city.timezone).toMatch(/^UTC\+\d{1,2}:00$/);
  });

  it('coordinates are plausible for the country', () => {
    for (const city of cities) {
      expect(city.lat).toBeGreaterThan(35);
      expect(city.lat).toBeLessThan(70);
      expect(city.lon).toBeGreaterThan(19);
      expect(city.lon).toBeLessThan(140);
      expect(city.population).toBeGreaterThan(0);
    }
    expect(cityByGuid(defaultCityOf('RU').guid)!.lat).toBeCloseTo(55.76, 1);
  });

  it('default cities: Moscow, Astana and the capitals', () => {
    expect(defaultCityOf('RU').name).toBe('Москва');
    expect(defaultCityOf('KZ').name).toBe('Астана');
    for (const country of countryCodes) expect(defaultCityOf(country).countryCode).toBe(country);
  });
});

describe('cityByGuid', () => {
  it('ignores case and surrounding blanks', () => {
    expect(cityByGuid(' 0C5B2444-70A0-4932-980C-B4DC0D3F02B5 ')?.name).toBe('Москва');
    expect(cityByGuid('not-a-guid')).toBeUndefined();
  });
});

describe('searchCities', () => {
  const all = countryCodes;

  it('matches case-insensitively', () => {
    expect(searchCities('МОСК', all).map((c) => c.name)).toEqual(['Москва']);
  });

  it("treats 'ё' and 'е' alike both ways", () => {
    expect(searchCities('могилев', all).map((c) => c.name)).toEqual(['Могилёв']);
    expect(searchCities('Кишинёв', all).map((c) => c.name)).toEqual(['Кишинёв']);
    expect(searchCities('кишинев', all).map((c) => c.name)).toEqual(['Кишинёв']);
  });

  it('ranks prefix matches before substring matches, then by population', () => {
    const names = searchCities('ка', all, 20).map((c) => c.name);
    const prefixed = names.filter((n) => n.toLowerCase().startsWith('ка'));
    expect(names.slice(0, prefixed.length)).toEqual(prefixed);
    expect(prefixed[0]).toBe('Казань');
    expect(names).toContain('Усть-Каменогорск');
    const populations = searchCities('ка', all, 20)
      .filter((c) => c.name.toLowerCase().startsWith('ка'))
      .map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('puts a smaller prefix match before a bigger substring match', () => {
    expect(searchCities('бар', all).map((c) => c.name)).toEqual(['Барнаул', 'Барановичи', 'Хабаровск']);
  });

  it('stays within the given countries and the limit', () => {
    expect(searchCities('астана', ['RU'])).toEqual([]);
    expect(searchCities('астана', ['RU', 'KZ']).map((c) => c.name)).toEqual(['Астана']);
    expect(searchCities('а', all, 3)).toHaveLength(3);
    expect(searchCities('а', all, 0)).toEqual([]);
  });

  it('finds words inside compound names', () => {
    expect(searchCities('новгород', ['RU']).map((c) => c.name)).toEqual(['Нижний Новгород']);
  });

  it('suggests nothing for a blank query', () => {
    expect(searchCities('   ', all)).toEqual([]);
  });

  it('normalises queries', () => {
    expect(normalizeCityQuery('  ЁЛКИ ')).toBe('елки');
  });
});
