export { ShopMapPage, type ShopMapPageProps } from './ShopMapPage';
export { shopsMapRoute, type ShopsMapRouteOptions } from './routes/shopsMapRoute';
export { initialFilterNames, tileUrlOf } from './logic/pageInputs';
