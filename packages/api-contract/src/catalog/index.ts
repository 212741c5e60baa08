export {
  insertSchema,
  mediaSchema,
  badgeSchema,
  productSchema,
  productDetailSchema,
  productsResponseSchema,
  productResponseSchema,
  productSizeSchema,
  productSizesResponseSchema,
  priceSchema,
  pricesResponseSchema,
  urlCodesQuerySchema,
  type Media,
  type Badge,
  type Product,
  type ProductDetail,
  type ProductSize,
  type Price,
} from './product';
export {
  sortCodes,
  sortOptionSchema,
  perPageValues,
  catalogQuerySchema,
  breadcrumbSchema,
  catalogListingSchema,
  type SortCode,
  type SortOption,
  type CatalogQuery,
  type CatalogListing,
} from './listing';
export { filterFieldSchema, filterSectionSchema, filtersResponseSchema, type FilterField, type FilterSection, type FiltersResponse } from './filters';
export { menuItemSchema, menuResponseSchema, type MenuItem, type MenuResponse } from './menu';
export {
  recommendationKinds,
  recommendationsResponseSchema,
  personalRecommendationsQuerySchema,
  type RecommendationKind,
  type RecommendationsResponse,
} from './recommendations';
export { saleLabelSchema, saleLabelResponseSchema, saleLabelQuerySchema, type SaleLabel, type SaleLabelResponse } from './saleLabel';
export {
  installmentSchema,
  installmentResponseSchema,
  productKitResponseSchema,
  offerQuerySchema,
  offerSchema,
  offerResponseSchema,
  availableRequestBodySchema,
  availableRequestResponseSchema,
  viewedProductBodySchema,
  viewedProductsQuerySchema,
  viewedProductsResponseSchema,
  viewedProductResponseSchema,
  type InstallmentInfo,
  type OfferQuery,
  type Offer,
  type AvailableRequestBody,
  type ViewedProductBody,
} from './productExtras';
export { catalogAdminPaths, productUpdateBodySchema, productUpdateResponseSchema, type ProductUpdateBody, type ProductUpdateResponse } from './productUpdate';
