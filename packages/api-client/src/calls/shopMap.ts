import { shopMapPaths, type StorePointType } from '@ornament/api-contract/http';
import type { CityStoresResponse, GeocodeResponse, StoreDetailResponse, StoresCountResponse, StoresResponse } from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const shopMapStoresSchemas = loadOnce(() => import('@ornament/api-contract/shopMap/stores'));

export interface StoresParams {
  /** [south, west, north, east] in degrees: the map's visible box. */
  bounds?: readonly [number, number, number, number] | undefined;
  cityGuid?: string | undefined;
  pointTypes?: readonly StorePointType[] | undefined;
  /** Active filter names of the shops-map-filter-list area. */
  filterNames?: readonly string[] | undefined;
  text?: string | undefined;
  onMap?: boolean | undefined;
  addressProgramId?: number | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
}

/** Spec 3 §3 and §7: the shop map's points, a point's detail, counts by kind, geocoding and the v5 city list. */
export interface ShopMapCalls {
  stores(params: StoresParams, options?: CallOptions): Promise<ApiResponse<StoresResponse>>;
  store(id: number, options?: CallOptions): Promise<ApiResponse<StoreDetailResponse>>;
  storesCount(params: { cityGuid?: string | undefined; addressProgramId?: number | undefined }, options?: CallOptions): Promise<ApiResponse<StoresCountResponse>>;
  geocode(text: string, lang?: 'ru' | 'kk' | 'en', options?: CallOptions): Promise<ApiResponse<GeocodeResponse>>;
  cityStores(cityGuid: string, options?: CallOptions): Promise<ApiResponse<CityStoresResponse>>;
}

export function shopMapCalls(config: ClientConfig): ShopMapCalls {
  return {
    stores(params, options) {
      const query = {
        'filter[bounds]': params.bounds ? params.bounds.join(',') : undefined,
        'filter[city_guid]': params.cityGuid,
        'filter[point_type]': params.pointTypes,
        'filter[filtersName]': params.filterNames,
        'filter[text]': params.text?.trim(),
        'filter[on_map]': params.onMap === undefined ? undefined : String(params.onMap),
        'address-program-id': params.addressProgramId,
        page: params.page,
        'per-page': params.perPage,
      };
      return request(config, { ...options, path: shopMapPaths.stores, query, schema: async () => (await shopMapStoresSchemas()).storesResponseSchema });
    },
    store(id, options) {
      return request(config, { ...options, path: shopMapPaths.store(id), schema: async () => (await shopMapStoresSchemas()).storeDetailResponseSchema });
    },
    storesCount(params, options) {
      const query = { city_guid: params.cityGuid, 'address-program-id': params.addressProgramId };
      return request(config, { ...options, path: shopMapPaths.storesCount, query, schema: async () => (await shopMapStoresSchemas()).storesCountResponseSchema });
    },
    geocode(text, lang = 'ru', options) {
      return request(config, { ...options, path: shopMapPaths.geocode, query: { lang, geocode: text.trim() }, schema: async () => (await shopMapStoresSchemas()).geocodeResponseSchema });
    },
    cityStores(cityGuid, options) {
      return request(config, { ...options, path: shopMapPaths.cityStores, query: { 'filter[city_guid]': cityGuid }, schema: async () => (await shopMapStoresSchemas()).cityStoresResponseSchema });
    },
  };
}
