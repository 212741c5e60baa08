export { shopMapPaths } from './paths';
export * from './constants';
export * from './stores';
