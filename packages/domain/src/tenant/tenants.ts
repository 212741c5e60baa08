import { brands } from './brands';
import type { BrandId, CountryCode } from './codes';
import { countries } from './countries';
import type { Tenant, TenantId, TenantLinks } from './tenantSchema';

/** What an edition states itself; the rest comes from its brand's and country's records. */
interface Edition {
  readonly brand: BrandId;
  readonly country: CountryCode;
  readonly siteCode: string;
  readonly wordmarkSuffix?: string;
  /** Overrides the country's host and phone (the second brand has its own). */
  readonly host?: string;
  readonly phone?: Tenant['phone'];
  readonly cityCountries: readonly CountryCode[];
  readonly links: TenantLinks;
}

const mainCityCountries: readonly CountryCode[] = ['RU', 'KZ', 'BY', 'AM', 'MD', 'RO', 'KG'];
const externalJobsSite = { url: 'https://jobs.ornament.ru/', external: true } as const;
const ownVacanciesPage = { url: '/vacancies/', external: false } as const;

const mainLinks = {
  giftCard: false,
  splitPayment: false,
  otherCountrySite: null,
  journal: true,
  atelier: true,
  partnerCabinet: true,
  vacancies: externalJobsSite,
} as const satisfies TenantLinks;

const mainAbroad = (country: CountryCode, siteCode: string): Edition => ({
  brand: 'main',
  country,
  siteCode,
  cityCountries: mainCityCountries,
  links: mainLinks,
});

// Adding an edition is adding a line here (and, for a new country, its record in countries.ts).
const editions: readonly Edition[] = [
  {
    brand: 'main',
    country: 'RU',
    siteCode: 'ornament_ru',
    cityCountries: mainCityCountries,
    links: {
      ...mainLinks,
      giftCard: true,
      splitPayment: true,
      otherCountrySite: { label: 'Казахстан', url: `https://${countries.KZ.host}/` },
    },
  },
  {
    brand: 'main',
    country: 'KZ',
    siteCode: 'ornament_kz',
    wordmarkSuffix: 'Казахстан',
    cityCountries: mainCityCountries,
    links: {
      ...mainLinks,
      otherCountrySite: { label: 'Россия', url: `https://${countries.RU.host}/` },
      vacancies: ownVacanciesPage,
    },
  },
  mainAbroad('BY', 'ornament_by'),
  mainAbroad('AM', 'ornament_am'),
  mainAbroad('KG', 'ornament_kg'),
  mainAbroad('RO', 'ornament_ro'),
  mainAbroad('MD', 'ornament_md'),
  {
    brand: 'diamant',
    country: 'RU',
    siteCode: 'diamant_ru',
    host: 'diamant-jewelry.ru',
    phone: brands.diamant.supportPhone,
    cityCountries: ['RU'],
    links: {
      giftCard: false,
      splitPayment: false,
      otherCountrySite: null,
      journal: false,
      atelier: false,
      partnerCabinet: false,
      vacancies: ownVacanciesPage,
    },
  },
];

function toTenant(edition: Edition): Tenant {
  const brand = brands[edition.brand];
  const country = countries[edition.country];
  // Checked against tenantSchema in tenants.test.ts rather than at load: zod would otherwise ride
  // along into every browser bundle that formats a price.
  return {
    id: tenantIdOf(edition.brand, edition.country),
    brand: brand.id,
    country: country.code,
    source: brand.source,
    siteCode: edition.siteCode,
    shopName: brand.shopName,
    wordmark: brand.wordmark,
    wordmarkSuffix: edition.wordmarkSuffix ?? null,
    currency: country.currency,
    phone: edition.phone ?? country.phone,
    host: edition.host ?? country.host,
    catalogPrefix: brand.catalogPrefix,
    deliveryTermsPath: brand.deliveryTermsPath,
    brandIndex: brandIndexOf({ brand: edition.brand, country: edition.country }),
    timezone: country.timezone,
    defaultCityGuid: country.defaultCityGuid,
    cityCountries: [...edition.cityCountries],
    links: edition.links,
  };
}

export function tenantIdOf(brand: BrandId, country: CountryCode): TenantId {
  return `${brand}-${country}`;
}

export const tenants: Readonly<Partial<Record<TenantId, Tenant>>> = Object.fromEntries(
  editions.map((edition) => {
    const tenant = toTenant(edition);
    return [tenant.id, tenant];
  }),
);

export const tenantIds: readonly TenantId[] = editions.map((e) => tenantIdOf(e.brand, e.country));

export function findTenant(brand: BrandId, country: CountryCode): Tenant | undefined {
  return tenants[tenantIdOf(brand, country)];
}

/** The edition for a brand and country; asking for one that does not exist is a programming error. */
export function getTenant(brand: BrandId, country: CountryCode): Tenant {
  const tenant = findTenant(brand, country);
  if (!tenant) throw new Error(`No storefront edition ${tenantIdOf(brand, country)}`);
  return tenant;
}

export function isTenantId(value: string): value is TenantId {
  return (tenantIds as readonly string[]).includes(value);
}

/** Payment-info text variant (spec 2 §9, spec 3 §9): RU 0, KZ 1, any other country 2, the diamond brand 3. */
export function brandIndexOf(tenant: Pick<Tenant, 'brand' | 'country'>): Tenant['brandIndex'] {
  if (tenant.brand === 'diamant') return 3;
  if (tenant.country === 'RU') return 0;
  if (tenant.country === 'KZ') return 1;
  return 2;
}
