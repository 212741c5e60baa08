export { brandIds, countryCodes, currencyCodes, sourceIds, type BrandId, type CountryCode, type CurrencyCode, type SourceId } from './tenant/codes';
