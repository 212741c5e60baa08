import { type JsonPath, patternOf, pointerOf } from './jsonPath';

/** The call an answer came from, named in the log. */
export interface CallSite {
  method: string;
  path: string;
}

/** One change the tolerant parse made to an answer before it matched the contract. */
export type Repair =
  | { kind: 'fallback'; at: JsonPath; value: string; fallback: string }
  | { kind: 'removed' | 'nulled' | 'dropped'; at: JsonPath; valueAt: JsonPath; value: string }
  | { kind: 'extraKey'; at: JsonPath; key: string };

// Per response schema, so the set stays as small as the contract: calls differ by path (product codes
// in it), not by schema.
let logged = new WeakMap<object, Set<string>>();

function firstTime(schema: object, key: string): boolean {
  const seen = logged.get(schema) ?? new Set<string>();
  logged.set(schema, seen);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

function describe(repair: Repair): string {
  const where = pointerOf(repair.at);
  switch (repair.kind) {
    case 'fallback':
      return `read as ${JSON.stringify(repair.fallback)}`;
    case 'removed':
      return where === pointerOf(repair.valueAt) ? 'left out' : `left out ${where}`;
    case 'nulled':
      return `${where} read as null`;
    case 'dropped':
      return `dropped the element ${where}`;
    case 'extraKey':
      return 'ignored';
  }
}

/**
 * Warns once per (response schema, field, unknown value); an extra key is only worth an info line,
 * since answers may carry more than the contract names.
 */
export function logRepair(schema: object, call: CallSite, repair: Repair): void {
  const source = `${call.method} ${call.path.split('?')[0]}`;
  if (repair.kind === 'extraKey') {
    if (!firstTime(schema, `key ${patternOf(repair.at)} ${repair.key}`)) return;
    console.info(`[api-client] ${source}: field ${JSON.stringify(repair.key)} at ${pointerOf(repair.at) || '/'} is not in the contract; ${describe(repair)}`);
    return;
  }
  const valuePath = repair.kind === 'fallback' ? repair.at : repair.valueAt;
  if (!firstTime(schema, `value ${patternOf(valuePath)} ${repair.value} ${repair.kind}`)) return;
  console.warn(
    `[api-client] ${source}: unknown value ${JSON.stringify(repair.value)} at ${pointerOf(valuePath)} (the API knows more than this build); ${describe(repair)}`,
  );
}

/** For tests: forget what was logged. */
export function resetRepairLog(): void {
  logged = new WeakMap();
}
