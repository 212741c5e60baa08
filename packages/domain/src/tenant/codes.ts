// The closed sets every other module keys on. Adding a country edition means adding its code here
// and its record in countries.ts; nothing else switches on these literals.
export const brandIds = ['main', 'diamant'] as const;
export type BrandId = (typeof brandIds)[number];

export const countryCodes = ['RU', 'KZ', 'BY', 'AM', 'KG', 'RO', 'MD'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const currencyCodes = ['RUB', 'KZT', 'BYN'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The `source` request header: which brand's storefront asks (spec 1 §7). */
export const sourceIds = ['site', 'diamant'] as const;
export type SourceId = (typeof sourceIds)[number];
