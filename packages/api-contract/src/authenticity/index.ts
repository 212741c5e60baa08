export * from './schemas';
export { authenticityPaths } from './paths';
