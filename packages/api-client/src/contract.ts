import type { z } from 'zod';

/**
 * A call's answer schema, loaded with the one contract module that defines it. Building zod schemas
 * is costly (the whole contract is some 4,000 of them), so a browser page builds only those its
 * calls answer with, when the first answer arrives; a server pays one module lookup per process.
 */
export type SchemaSource<T> = () => z.ZodType<T> | Promise<z.ZodType<T>>;

/**
 * A contract module's loader that imports it once and hands every later call the same promise: an
 * `import()` of a module already loaded still asks the module loader each time, which a call made
 * thousands of times a minute (a server, the load benches) paid on every answer. A failed load (a
 * chunk the browser could not fetch) is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** JSON:API error items of an error body, checked with the contract's shared error schema. */
export const errorSchemas = () => import('@ornament/api-contract/common/errors');
