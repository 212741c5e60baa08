// The ids of a saved address must name a reference city (packages/domain geo data), its region and
// its country: courier tariffs and the basket's delivery are looked up by them. A client may send a
// city's GUID or its FIAS id (they differ outside Russia), and a region's GUID or FIAS id likewise.
import { type DeliveryAddressBody, deliveryErrorCodes } from '@ornament/api-contract';
import { type ReferenceCity, cities, cityByGuid, countries, deliveryAddressMessages } from '@ornament/domain';
import { HttpError } from '../../plugins/httpError';

const byFiasId = new Map(cities.map((city) => [city.fiasId, city]));

export function referenceCityOf(id: string): ReferenceCity | undefined {
  const key = id.trim().toLowerCase();
  return cityByGuid(key) ?? byFiasId.get(key);
}

type AddressIds = Pick<Required<DeliveryAddressBody>, 'country_fias_id' | 'region_fias_id' | 'city_fias_id'>;

/** The reference city the ids name, or a 422 pointing at the id that does not fit. */
export function resolveAddressCity(ids: AddressIds): ReferenceCity {
  const city = referenceCityOf(ids.city_fias_id);
  if (!city) throw new HttpError(422, deliveryErrorCodes.unknownCity, deliveryAddressMessages.unknownCity, '/city_fias_id');
  if (ids.region_fias_id !== city.regionGuid && ids.region_fias_id !== city.regionFiasId) {
    throw new HttpError(422, deliveryErrorCodes.unknownCity, deliveryAddressMessages.regionMismatch, '/region_fias_id');
  }
  if (ids.country_fias_id !== countries[city.countryCode].guid) {
    throw new HttpError(422, deliveryErrorCodes.unknownCity, deliveryAddressMessages.countryMismatch, '/country_fias_id');
  }
  return city;
}
