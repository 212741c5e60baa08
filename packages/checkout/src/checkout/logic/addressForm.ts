// The address modal's form (spec 3 §3 "Delivery address"): RU asks for the region, KZ does not (the
// city names it). Values become the delivery-address body; an unsaved one keeps a local '-new' id.
import type { AddressParts, DeliveryAddress, DeliveryAddressBody } from '@ornament/api-contract';
import { citiesOf, composeAddressLine, countries, type CountryCode, type ReferenceCity } from '@ornament/domain';
import { newAddressSuffix } from './addresses';
import type { OrderAddress } from './orderPayload';

export interface AddressFormValues extends AddressParts {
  cityGuid: string;
}

export type AddressFormField = Exclude<keyof AddressFormValues, 'cityGuid'>;

export function addressFormFields(country: CountryCode): readonly AddressFormField[] {
  return country === 'KZ' ? ['street', 'house', 'apartment', 'floor', 'porch'] : ['street', 'house', 'apartment', 'floor', 'porch', 'intercom'];
}

export function showsRegion(country: CountryCode): boolean {
  return country !== 'KZ';
}

export function cityOfForm(country: CountryCode, cityGuid: string): ReferenceCity | undefined {
  return citiesOf(country).find((city) => city.guid === cityGuid || city.fiasId === cityGuid);
}

export function formValuesOf(address: OrderAddress | null, defaultCityGuid: string): AddressFormValues {
  return {
    cityGuid: address?.city_fias_id ?? defaultCityGuid,
    street: address?.street ?? '',
    house: address?.house ?? '',
    apartment: address?.apartment ?? '',
    floor: address?.floor ?? '',
    porch: address?.porch ?? '',
    intercom: address?.intercom ?? '',
  };
}

/** Street and house are required; floor and porch take digits only (they go as numbers). */
export function addressFormComplete(values: AddressFormValues): boolean {
  return values.street.trim() !== '' && values.house.trim() !== '' && /^-?\d{0,3}$/.test(values.floor.trim()) && /^\d{0,3}$/.test(values.porch.trim());
}

export function addressBodyOf(country: CountryCode, values: AddressFormValues): DeliveryAddressBody | null {
  const city = cityOfForm(country, values.cityGuid);
  if (!city) return null;
  const trimmed = (value: string) => value.trim();
  return {
    country_fias_id: countries[country].guid,
    region_fias_id: city.regionGuid,
    city_fias_id: city.guid,
    region: showsRegion(country) ? city.regionName : '',
    city: city.name,
    address: composeAddressLine({ city: city.name, street: trimmed(values.street), house: trimmed(values.house), apartment: trimmed(values.apartment) }),
    street: trimmed(values.street),
    house: trimmed(values.house),
    apartment: trimmed(values.apartment),
    floor: trimmed(values.floor),
    porch: trimmed(values.porch),
    intercom: country === 'KZ' ? '' : trimmed(values.intercom),
  };
}

/** The unsaved address kept in session storage until the API saves it. */
export function draftAddressOf(body: DeliveryAddressBody, key: string): OrderAddress {
  const text = (value: string | undefined) => value ?? '';
  return {
    id: `${key}${newAddressSuffix}`,
    country_fias_id: body.country_fias_id,
    region_fias_id: body.region_fias_id,
    city_fias_id: body.city_fias_id,
    address: text(body.address),
    region: text(body.region),
    city: text(body.city),
    street: body.street,
    house: body.house,
    apartment: text(body.apartment),
    floor: String(body.floor ?? ''),
    porch: String(body.porch ?? ''),
    intercom: text(body.intercom),
  };
}

export function isOrderAddress(value: unknown): value is OrderAddress {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const strings: (keyof DeliveryAddress)[] = ['country_fias_id', 'region_fias_id', 'city_fias_id', 'address', 'city', 'street', 'house'];
  return (typeof record.id === 'string' || typeof record.id === 'number') && strings.every((key) => typeof record[key] === 'string');
}
