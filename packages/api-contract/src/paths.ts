// Exact paths of the calls (spec 1 §7, spec 2 §7, spec 3 §7). Both the API's routes and the client's
// functions are written against these, so a renamed path breaks the build, not production.
export const paths = {
  catalog: '/api/serviceCatalog/v2/catalog',
  catalogFilters: '/api/serviceCatalog/v2/filters',
  products: '/api/serviceCatalog/v2/products/',
  product: (id: string) => `/api/serviceCatalog/v2/products/${encodeURIComponent(id)}/`,
  productSizes: (article: string) => `/api/serviceCatalog/v2/products/sizes/${encodeURIComponent(article)}/`,
  prices: '/api/serviceCatalog/v2/prices/',
  productImage: (urlCode: string, variant: 'white' | 'black', index: number) =>
    `/api/serviceCatalog/v2/media/${encodeURIComponent(urlCode)}/${variant}-${index}.svg`,
  siteMainMenu: '/api/sklv/v4/content/site-main-menu/get-menu/',
  contentArea: (code: string) => `/api/sklv/v4/content/area/${code}/`,
  contentAreaWithFormatting: (code: string) => `/api/sklv/v4/content/area-with-formatting/${code}/`,
  /** Pictures the content areas point at (the header promo button's icons), drawn by the API. */
  contentPicture: (name: string) => `/api/sklv/v4/content/picture/${name}.svg`,
  contentPage: (code: string) => `/api/sklv/v3/content/page/${code}/`,
  cityByName: '/api/common/ajax/get-city-by-name/',
  setRegion: '/api/common/ajax/set-region/',
  locationCheck: '/api/sklv/v5/location/check/',
  time: '/api/common/time/',
  deliveryInfo: '/api/sklv/v5/handbooks/delivery-info/',
  currencyRates: '/api/sklv/v5/handbooks/currency-rates/',
  /** Autocomplete: v1, or v2 for the 'new search' A/B group b (spec 1 §7). */
  autocomplete: (version: 1 | 2) => `/api/v${version}/search/autocomplete/`,
  /** Text-search results as a catalogue listing; `slug` is `toUrlSlug(query)` from domain. */
  textSearch: (slug: string) => `/api/serviceCatalog/v2/catalog/products-search/text/text-${slug}/`,
  textSearchFilters: (slug: string) => `/api/serviceCatalog/v2/filters/products-search/text/text-${slug}/`,
  imageSearch: '/api/sklv/v3/search/image/',
  imageSearchResult: (id: string) => `/api/sklv/v3/search/image/${encodeURIComponent(id)}/`,
  setCookie: '/api/sklv/v5/set-cookie/',
  metaIp: '/api/serviceMeta/v1/meta/ip/',
  health: '/health',
} as const;
