import type { z } from 'zod';

/**
 * A call's answer schema, loaded with the one contract module that defines it. Building zod schemas
 * is costly (the whole contract is some 4,000 of them), so a browser page builds only those its
 * calls answer with, when the first answer arrives; a server pays one module lookup per process.
 */
export type SchemaSource<T> = () => z.ZodType<T> | Promise<z.ZodType<T>>;

/** JSON:API error items of an error body, checked with the contract's shared error schema. */
export const errorSchemas = () => import('@ornament/api-contract/common/errors');
