import { describe, expect, it } from 'vitest';
import { cityByGuid } from '../geo/cities';
import { brandIds, countryCodes } from './codes';
import { countries, countryByGuid } from './countries';
import { currencies } from './currencies';
import { tenantSchema } from './tenantSchema';
import { brandIndexOf, findTenant, getTenant, isTenantId, tenantIds, tenants } from './tenants';

describe('tenants', () => {
  it('holds exactly the eight editions', () => {
    expect([...tenantIds].sort()).toEqual(
      ['diamant-RU', 'main-AM', 'main-BY', 'main-KG', 'main-KZ', 'main-MD', 'main-RO', 'main-RU'].sort(),
    );
    expect(Object.keys(tenants).sort()).toEqual([...tenantIds].sort());
  });

  it('every record passes the schema and is keyed by brand-country', () => {
    for (const id of tenantIds) {
      const tenant = tenants[id]!;
      expect(tenantSchema.parse(tenant)).toEqual(tenant);
      expect(tenant.id).toBe(`${tenant.brand}-${tenant.country}`);
    }
  });

  it('the schema rejects a malformed edition', () => {
    const good = getTenant('main', 'RU');
    expect(tenantSchema.safeParse(good).success).toBe(true);
    expect(tenantSchema.safeParse({ ...good, id: 'main-US' }).success).toBe(false);
    expect(tenantSchema.safeParse({ ...good, brandIndex: 4 }).success).toBe(false);
    expect(tenantSchema.safeParse({ ...good, defaultCityGuid: good.defaultCityGuid.toUpperCase() }).success).toBe(false);
    expect(tenantSchema.safeParse({ ...good, deliveryTermsPath: 'delivery' }).success).toBe(false);
    expect(tenantSchema.safeParse({ ...good, cityCountries: [] }).success).toBe(false);
  });

  it('getTenant finds an edition and throws on an unknown pair', () => {
    expect(getTenant('main', 'KZ').id).toBe('main-KZ');
    expect(() => getTenant('diamant', 'KZ')).toThrow(/diamant-KZ/);
    expect(findTenant('diamant', 'BY')).toBeUndefined();
    expect(isTenantId('main-RU')).toBe(true);
    expect(isTenantId('main-US')).toBe(false);
  });

  it('brand index: RU 0, KZ 1, other 2, diamond 3', () => {
    expect(getTenant('main', 'RU').brandIndex).toBe(0);
    expect(getTenant('main', 'KZ').brandIndex).toBe(1);
    for (const country of ['BY', 'AM', 'KG', 'RO', 'MD'] as const) expect(getTenant('main', country).brandIndex).toBe(2);
    expect(getTenant('diamant', 'RU').brandIndex).toBe(3);
    expect(brandIndexOf({ brand: 'diamant', country: 'KZ' })).toBe(3);
    for (const id of tenantIds) expect(brandIndexOf(tenants[id]!)).toBe(tenants[id]!.brandIndex);
  });

  it('takes brand facts from the brand', () => {
    const main = getTenant('main', 'RU');
    const diamant = getTenant('diamant', 'RU');
    expect(main).toMatchObject({ source: 'site', shopName: 'Орнамент', wordmark: 'ORNAMENT', catalogPrefix: 'jewelry-catalog', deliveryTermsPath: '/delivery-terms/' });
    expect(diamant).toMatchObject({ source: 'diamant', shopName: 'Diamant', wordmark: 'DIAMANT', catalogPrefix: 'diamant-jewelry-catalog', deliveryTermsPath: '/delivery/' });
    expect(main.phone).toEqual({ display: '8 800 1000 750', tel: '88001000750' });
    expect(diamant.phone).toEqual({ display: '8 800 600 01 10', tel: '88006000110' });
  });

  it('takes currency, time zone and default city from the country', () => {
    expect(getTenant('main', 'RU')).toMatchObject({ currency: 'RUB', timezone: 'UTC+3:00' });
    expect(getTenant('main', 'KZ')).toMatchObject({ currency: 'KZT', timezone: 'UTC+6:00', wordmarkSuffix: 'Казахстан', host: 'ornament.kz' });
    expect(getTenant('main', 'BY')).toMatchObject({ currency: 'BYN', timezone: 'UTC+3:00' });
    for (const country of ['AM', 'KG', 'RO', 'MD'] as const) expect(getTenant('main', country).currency).toBe('RUB');
    expect(cityByGuid(getTenant('main', 'RU').defaultCityGuid)?.name).toBe('Москва');
    expect(cityByGuid(getTenant('main', 'KZ').defaultCityGuid)?.name).toBe('Астана');
    expect(getTenant('main', 'RU').wordmarkSuffix).toBeNull();
  });

  it('city search covers all countries on main and Russia only on diamant', () => {
    expect(getTenant('main', 'RU').cityCountries).toEqual(['RU', 'KZ', 'BY', 'AM', 'MD', 'RO', 'KG']);
    expect(getTenant('diamant', 'RU').cityCountries).toEqual(['RU']);
  });

  it('gift card and split payment only on the Russian main edition', () => {
    for (const id of tenantIds) {
      const { links } = tenants[id]!;
      const expected = id === 'main-RU';
      expect(links.giftCard).toBe(expected);
      expect(links.splitPayment).toBe(expected);
    }
  });

  it('RU links the KZ site and KZ links the RU site', () => {
    expect(getTenant('main', 'RU').links.otherCountrySite).toEqual({ label: 'Казахстан', url: 'https://ornament.kz/' });
    expect(getTenant('main', 'KZ').links.otherCountrySite).toEqual({ label: 'Россия', url: 'https://ornament.ru/' });
  });

  it('journal, atelier and partner cabinet only for the main brand', () => {
    for (const id of tenantIds) {
      const tenant = tenants[id]!;
      const isMain = tenant.brand === 'main';
      expect([tenant.links.journal, tenant.links.atelier, tenant.links.partnerCabinet]).toEqual([isMain, isMain, isMain]);
    }
  });

  it('vacancies: own page for diamant and KZ, external site for main elsewhere', () => {
    expect(getTenant('diamant', 'RU').links.vacancies).toEqual({ url: '/vacancies/', external: false });
    expect(getTenant('main', 'KZ').links.vacancies).toEqual({ url: '/vacancies/', external: false });
    expect(getTenant('main', 'RU').links.vacancies.external).toBe(true);
    expect(getTenant('main', 'BY').links.vacancies.external).toBe(true);
  });
});

describe('countries and currencies', () => {
  it('every country has a lowercase GUID, a resolvable default city and a known currency', () => {
    const guids = new Set<string>();
    for (const code of countryCodes) {
      const country = countries[code];
      expect(country.code).toBe(code);
      expect(country.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      guids.add(country.guid);
      expect(cityByGuid(country.defaultCityGuid)?.countryCode).toBe(code);
      expect(currencies[country.currency].code).toBe(country.currency);
      expect(countryByGuid(country.guid.toUpperCase())).toBe(country);
    }
    expect(guids.size).toBe(countryCodes.length);
    expect(countryByGuid('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('capitals are the default cities abroad', () => {
    const capitals = { BY: 'Минск', AM: 'Ереван', KG: 'Бишкек', RO: 'Бухарест', MD: 'Кишинёв' } as const;
    for (const [code, name] of Object.entries(capitals)) {
      expect(cityByGuid(countries[code as keyof typeof capitals].defaultCityGuid)?.name).toBe(name);
    }
  });

  it('currency symbols and words', () => {
    expect(currencies.RUB).toMatchObject({ symbol: '₽', text: 'руб.' });
    expect(currencies.KZT).toMatchObject({ symbol: '₸', text: 'тенге' });
    expect(currencies.BYN).toMatchObject({ symbol: 'Br', text: 'бел. руб.' });
  });

  it('brand ids are all used', () => {
    expect(new Set(tenantIds.map((id) => id.split('-')[0]))).toEqual(new Set(brandIds));
  });
});
