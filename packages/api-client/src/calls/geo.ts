import { geoPaths, paths, requestHeaders } from '@ornament/api-contract/http';
import type { citiesResponseSchema, cityResponseSchema, locationCheckResponseSchema, timeResponseSchema } from '@ornament/api-contract';
import type { CountryCode } from '@ornament/domain';
import type { z } from 'zod';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const geoCitySchemas = loadOnce(() => import('@ornament/api-contract/geo/city'));

export type CitiesResponse = z.infer<typeof citiesResponseSchema>;
export type CityResponse = z.infer<typeof cityResponseSchema>;
export type LocationCheckResponse = z.infer<typeof locationCheckResponseSchema>;
export type TimeResponse = z.infer<typeof timeResponseSchema>;

export interface GeoCalls {
  /** Cities matching typed text; `countries` narrows the search (spec 1 §5: the brand's coverage). */
  cityByName(suggest: string, countries?: readonly CountryCode[], options?: CallOptions): Promise<ApiResponse<CitiesResponse>>;
  /** The shopper's chosen city; the API answers with it and sets the context cookies. */
  setRegion(guidCity: string, options?: CallOptions): Promise<ApiResponse<CityResponse>>;
  locationCheck(options?: CallOptions): Promise<ApiResponse<LocationCheckResponse>>;
  /** The server clock in `timezone` (sent as the `Timezone` header, spec 1 §7). */
  time(timezone: string, options?: CallOptions): Promise<ApiResponse<TimeResponse>>;
  /** The reference city a FIAS code names (a city's own, or its region's: the region's main city); 404 when none. */
  fias(code: string, options?: CallOptions): Promise<ApiResponse<CityResponse>>;
  /** A reference city by its GUID; 404 when unknown. */
  city(guid: string, options?: CallOptions): Promise<ApiResponse<CityResponse>>;
  /** The city the caller's address suggests (the geo-IP table); 404 when it suggests none. */
  settlementByIp(options?: CallOptions): Promise<ApiResponse<CityResponse>>;
}

export function geoCalls(config: ClientConfig): GeoCalls {
  return {
    cityByName(suggest, countries, options) {
      return request(config, {
        ...options,
        path: paths.cityByName,
        query: { suggest, country: countries },
        schema: async () => (await geoCitySchemas()).citiesResponseSchema,
      });
    },
    setRegion(guidCity, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.setRegion,
        body: { guid_city: guidCity },
        schema: async () => (await geoCitySchemas()).cityResponseSchema,
      });
    },
    locationCheck(options) {
      return request(config, { ...options, path: paths.locationCheck, schema: async () => (await geoCitySchemas()).locationCheckResponseSchema });
    },
    time(timezone, options) {
      return request(config, {
        ...options,
        path: paths.time,
        headers: { [requestHeaders.timezone]: timezone, ...options?.headers },
        schema: async () => (await geoCitySchemas()).timeResponseSchema,
      });
    },
    fias(code, options) {
      return request(config, { ...options, path: geoPaths.fias, query: { code: code.trim() }, schema: async () => (await geoCitySchemas()).cityResponseSchema });
    },
    city(guid, options) {
      return request(config, { ...options, path: geoPaths.city(guid.trim()), schema: async () => (await geoCitySchemas()).cityResponseSchema });
    },
    settlementByIp(options) {
      return request(config, { ...options, path: geoPaths.settlementByIp, schema: async () => (await geoCitySchemas()).cityResponseSchema });
    },
  };
}
