import { config } from 'zod/v4/core';

/**
 * The browser parses every answer without zod's compiled fast path. The storefronts' production
 * policy allows no eval (the shell's contentSecurityPolicy), so that path could not run there, and
 * zod's probe for eval, made when it builds its first object schema, was a policy violation on every
 * page (Lighthouse's best practices listed it). Set with the browser's fetch (./browserFetch), before
 * any answer's schema is built; servers keep the fast path.
 */
export function parseWithoutEval(): void {
  config({ jitless: true });
}
