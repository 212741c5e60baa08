import type { CountryCode, CurrencyCode } from './codes';
import { type Phone, supportPhones } from './phones';

export interface Country {
  readonly code: CountryCode;
  /** Sent as the country id header; lowercase like every GUID (spec 1 §3). */
  readonly guid: string;
  /** Russian display name. */
  readonly name: string;
  readonly currency: CurrencyCode;
  readonly phone: Phone;
  /** Country-wide offset in the 'UTC+3:00' form (spec 1 §9). */
  readonly timezone: string;
  /** A GUID from the city reference data (src/geo). */
  readonly defaultCityGuid: string;
  /** Only Kazakhstan has a host of its own (spec 1 §1); the other editions live on the Russian one. */
  readonly host: string;
}

const russianHost = 'ornament.ru';

export const countries: Readonly<Record<CountryCode, Country>> = {
  RU: {
    code: 'RU',
    guid: '53d5ff21-8d4a-5f6d-bb23-dc9cad26099c',
    name: 'Россия',
    currency: 'RUB',
    phone: supportPhones.mainRussia,
    timezone: 'UTC+3:00',
    defaultCityGuid: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', // Москва
    host: russianHost,
  },
  KZ: {
    code: 'KZ',
    guid: '0ec71b36-ae0b-5dc2-b35c-cc6a9eb06ee5',
    name: 'Казахстан',
    currency: 'KZT',
    phone: supportPhones.mainKazakhstan,
    timezone: 'UTC+6:00',
    defaultCityGuid: '6a4f35e1-5606-5c34-bba0-e1c9999a761b', // Астана
    host: 'ornament.kz',
  },
  BY: {
    code: 'BY',
    guid: 'b6125ce4-53b9-59b5-a121-3363ff6bb50b',
    name: 'Беларусь',
    currency: 'BYN',
    phone: supportPhones.mainInternational,
    timezone: 'UTC+3:00',
    defaultCityGuid: '2ffe9b81-768d-50c3-9669-51bc018ddae3', // Минск
    host: russianHost,
  },
  AM: {
    code: 'AM',
    guid: '177ebeaa-0809-5a47-aef6-782dc08092da',
    name: 'Армения',
    currency: 'RUB',
    phone: supportPhones.mainInternational,
    timezone: 'UTC+4:00',
    defaultCityGuid: '889fad9d-29d1-5862-8fb1-12065cd059ac', // Ереван
    host: russianHost,
  },
  KG: {
    code: 'KG',
    guid: '63ddad93-d907-5b16-90e0-c2030e16dfc3',
    name: 'Кыргызстан',
    currency: 'RUB',
    phone: supportPhones.mainInternational,
    timezone: 'UTC+6:00',
    defaultCityGuid: '93e65ffb-ad4d-5cc5-a8d8-6505c49e9483', // Бишкек
    host: russianHost,
  },
  RO: {
    code: 'RO',
    guid: '1e22c4dd-158a-5f45-a3fa-64650927eac6',
    name: 'Румыния',
    currency: 'RUB',
    phone: supportPhones.mainInternational,
    timezone: 'UTC+2:00',
    defaultCityGuid: '4e0172ae-6de2-5aab-80d6-8c31fc05a101', // Бухарест
    host: russianHost,
  },
  MD: {
    code: 'MD',
    guid: 'f8a79629-590e-57b7-9eb8-fde6b766de39',
    name: 'Молдова',
    currency: 'RUB',
    phone: supportPhones.mainInternational,
    timezone: 'UTC+2:00',
    defaultCityGuid: '5c8ac3da-7a20-5f9f-8bcb-bffee0c47dba', // Кишинёв
    host: russianHost,
  },
};

/** Finds a country by its GUID, whatever its case. */
export function countryByGuid(guid: string): Country | undefined {
  const wanted = guid.trim().toLowerCase();
  return Object.values(countries).find((country) => country.guid === wanted);
}
