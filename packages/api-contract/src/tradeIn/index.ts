export * from './schemas';
export { tradeInPaths } from './paths';
