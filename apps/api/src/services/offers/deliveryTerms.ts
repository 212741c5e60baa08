// GET delivery-terms (spec 3 §3, §7): the receiving methods of the shopper's city with their price,
// days, free-delivery threshold and how long a pickup order waits, from delivery_tariffs (the city's
// own rows over its country's).
import { type DeliveryTypeInfo, requestHeaders } from '@ornament/api-contract';
import { type CountryCode, type ReferenceCity, cities, cityByGuid, defaultCityOf, deliveryTypeNames, groupOf, orderTypes, reserveProlongDays } from '@ornament/domain';
import { type Tariff, daysFromNow } from './tariffs';
import type { LocalDay } from './zone';

/** ISO 3166-1 numeric codes of the country editions. */
const isoNumeric: Record<CountryCode, string> = { RU: '643', KZ: '398', BY: '112', AM: '051', KG: '417', RO: '642', MD: '498' };

export function countryInfoOf(country: CountryCode) {
  return { char_code: country, iso_code: isoNumeric[country] };
}

type Headers = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();

/** X-City-Uuid; else the first reference city of X-Region-Uuid; else the country's default city. */
export function termsCityOf(headers: Headers, country: CountryCode): ReferenceCity {
  const city = cityByGuid(single(headers[requestHeaders.cityId]) ?? '');
  if (city) return city;
  const region = single(headers[requestHeaders.regionId]);
  return (region ? cities.find((entry) => entry.regionGuid === region || entry.regionFiasId === region) : undefined) ?? defaultCityOf(country);
}

export function typesInfoOf(tariffs: Map<string, Tariff>, today: LocalDay): DeliveryTypeInfo[] {
  return orderTypes.flatMap((code): DeliveryTypeInfo[] => {
    const tariff = tariffs.get(code);
    if (!tariff) return [];
    const pickup = groupOf(code) === 'pickup';
    // A shop reserve can be prolonged once (orders rules); a delivery service's point keeps its own term.
    const prolongable = pickup && code !== 'pvz';
    return [
      {
        code,
        name: deliveryTypeNames[code],
        delivery_price: tariff.price,
        delivery_time: daysFromNow(tariff.days, tariff.cutoffHour, today),
        free_delivery_from: tariff.freeFrom,
        reservation_period: pickup ? tariff.reservationDays : null,
        retention_period: pickup ? tariff.reservationDays + (prolongable ? reserveProlongDays : 0) : null,
      },
    ];
  });
}
