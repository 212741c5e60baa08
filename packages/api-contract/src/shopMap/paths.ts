// The shop map's calls (spec 3 §7 "Meta, reviews, search and shops"): points by bounds or city,
// a point's detail with holiday hours, counts by kind, geocoding, and the v5 city list. Apart from
// `paths`, so pages that never call them do not carry them.
export const shopMapPaths = {
  /** Paged points: filter[bounds], filter[city_guid], filter[point_type], filter[filtersName], filter[text], filter[on_map], address-program-id. */
  stores: '/api/sklv/v4/stores/',
  store: (id: number | string) => `/api/sklv/v4/stores/${id}/`,
  /** ?city_guid=&address-program-id= → flagships, partners, retails. */
  storesCount: '/api/sklv/v4/stores/count/',
  /** ?lang=&geocode= → cities and store addresses matching the text, with coordinates. */
  geocode: '/api/sklv/v4/geocode/',
  /** ?filter[city_guid]= → every map point of a city, unpaged. */
  cityStores: '/api/sklv/v5/store/',
  /** The content area naming the map's filters (item title = filter name, text = point types). */
  filterListArea: 'shops-map-filter-list',
} as const;
