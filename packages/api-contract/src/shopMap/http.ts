// The zod-free part of the shop-map contract (paths and constants) for browser bundles.
export { shopMapPaths } from './paths';
export * from './constants';
