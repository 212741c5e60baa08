// A validated body → the stored row: ids checked against the reference cities, names defaulting to
// the reference city's, the one-line address composed when the shopper did not type one.
import type { deliveryAddressBodySchema } from '@ornament/api-contract';
import { composeAddressLine } from '@ornament/domain';
import type { z } from 'zod';
import type { AddressValues } from './repository';
import { resolveAddressCity } from './referenceCity';

export function addressValuesOf(body: z.output<typeof deliveryAddressBodySchema>): AddressValues {
  const city = resolveAddressCity(body);
  const cityName = body.city || city.name;
  return {
    countryFiasId: body.country_fias_id,
    regionFiasId: body.region_fias_id,
    cityFiasId: body.city_fias_id,
    address: body.address || composeAddressLine({ city: cityName, street: body.street, house: body.house, apartment: body.apartment }),
    region: body.region || city.regionName,
    city: cityName,
    street: body.street,
    house: body.house,
    apartment: body.apartment,
    floor: body.floor,
    porch: body.porch,
    intercom: body.intercom,
  };
}
