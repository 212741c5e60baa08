import { baseTokens } from '../baseTokens';
import { makeTokens } from '../tokens';

/** BRANDS.md, main brand: white, warm-grey surfaces, deep ruby accent, one sans for everything. */
export const mainTokens = makeTokens(baseTokens, {});
