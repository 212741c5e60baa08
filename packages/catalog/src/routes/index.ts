// Route factories for the storefronts' app/ folders: each route file calls one with its storefront
// config and API client, and re-exports what Next reads (`default`, `generateMetadata`).
export { catalogRoute, textSearchRoute } from './listingRoute';
export { imageSearchRoute } from './imageSearchRoute';
export { productReviewsRoute, productRoute, type ProductRouteOptions } from './productRoutes';
export type { ListingRouteOptions, ListingRouteStorefront } from './types';
