import type * as Contract from '@ornament/api-contract';
import { type z } from 'zod';

export type ContractModule = typeof Contract;

/** Picks a call's response schema out of the contract module once it has loaded. */
export type SchemaPick<T> = (contract: ContractModule) => z.ZodType<T>;

let loading: Promise<ContractModule> | undefined;

/**
 * The contract's schemas (and zod with them) load on the first answer that needs checking, not with
 * the code that makes the call: a browser page's first load stays small, and the server pays one
 * module lookup per process.
 */
export function loadContract(): Promise<ContractModule> {
  loading ??= import('@ornament/api-contract');
  return loading;
}
