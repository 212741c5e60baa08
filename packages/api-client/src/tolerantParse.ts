/**
 * The one place the storefront reads an answer tolerantly (issue 20): the API is released on its
 * own, so it may send a value this build's contract does not know yet. The contract stays strict,
 * since the API validates with it; this parse repairs such an answer and parses it again.
 *
 * Policy:
 * - An extra field never fails: objects drop unknown keys as they parse, and the unknown key of a
 *   strict object or of a record keyed by an enum is dropped here (an info line, once).
 * - An unknown value (a string an enum or a literal does not list, or an unknown discriminator) gets
 *   the smallest change the schema accepts, nearest the value first:
 *   1. the enum's declared stand-in (./valueFallbacks), where one is declared;
 *   2. going up from the value: a field that may be absent is left out, one that may be null reads as
 *      null, and an array element is dropped (an unknown kind of item is not shown). Nearest first,
 *      as it gives up the least: an order whose chip colour is new keeps its place in the list with
 *      the neutral colour;
 *   3. the walk stops at the nearest array element (or the answer's top): with no change found (or
 *      for an enum ./valueFallbacks says is never repaired, the wheel's prize kinds), the
 *      answer is rejected as before (a contract error, never a crash), since a guessed required value
 *      could show the shopper something false.
 * - Any other mismatch (a wrong type, a missing field) rejects the answer as before, and the error
 *   carries the answer's original issues.
 * - The repaired answer is parsed again by the same schema, so its data has the contract's type and
 *   holds only values the schema accepts. Each repair is warned about once (./repairLog).
 */
import type { z } from 'zod';
import { isJsonObject, type JsonPath, patternOf, startsWith, valueAt } from './jsonPath';
import { type CallSite, logRepair, type Repair } from './repairLog';
import { fallbackFor, isNeverRepaired } from './valueFallbacks';

type Issue = z.core.$ZodIssue;

/** One round repairs every field zod names; a later one repairs what a repair uncovers. */
const maxRounds = 3;

interface UnknownValue {
  path: JsonPath;
  value: string;
  known: readonly unknown[];
  /** Where the walk up starts: the value itself, or the object a discriminator picks. */
  from: JsonPath;
  mayFallBack: boolean;
}

function unknownValueOf(issue: Issue, root: unknown): UnknownValue | undefined {
  const value = valueAt(root, issue.path);
  if (typeof value !== 'string') return undefined;
  if (issue.code === 'invalid_value') {
    if (!issue.values.every((known) => typeof known === 'string') || issue.values.includes(value)) return undefined;
    return { path: issue.path, value, known: issue.values, from: issue.path, mayFallBack: true };
  }
  // zod 4 reports an unknown discriminator at the discriminator's own path, listing the known ones.
  if (issue.code === 'invalid_union' && issue.discriminator !== undefined && issue.path.at(-1) === issue.discriminator) {
    const known = 'options' in issue ? issue.options : undefined;
    if (!known || known.includes(value)) return undefined;
    return { path: issue.path, value, known, from: issue.path.slice(0, -1), mayFallBack: false };
  }
  return undefined;
}

/** What was done for one kind of field (its pattern and its enum), so a list of 72 products tries once. */
type Decision = { kind: 'fallback'; fallback: string } | { kind: 'removed' | 'nulled' | 'dropped'; depth: number };

const dropMark = Symbol('dropped');

/** One round's changes to the answer; the root is boxed so that every field has a holder. */
class Draft {
  readonly box: { root: unknown };
  /** Pointers of what this round left out, nulled or dropped (a set: a map of 5,000 points may need 5,000). */
  private readonly repairedAt = new Set<string>();
  private readonly marked = new Set<unknown[]>();

  constructor(
    root: unknown,
    private readonly schema: z.ZodType,
    private readonly decisions: Map<string, Decision | null>,
  ) {
    this.box = { root };
  }

  /** Sets the value at `path` (relative to the box); false when the path has no holder. */
  private put(path: JsonPath, value: unknown): boolean {
    const holder = valueAt(this.box, path.slice(0, -1));
    const key = path.at(-1);
    if (Array.isArray(holder) && typeof key === 'number') holder[key] = value;
    else if (isJsonObject(holder) && typeof key === 'string') holder[key] = value;
    else return false;
    return true;
  }

  /** Whether the schema no longer complains at or below `path` (relative to the answer). */
  private accepted(path: JsonPath): boolean {
    const result = this.schema.safeParse(this.box.root);
    return result.success || result.error.issues.every((issue) => !startsWith(issue.path, path));
  }

  /** Makes the change; with `check`, keeps it only if the schema accepts the field so changed. */
  private attempt(decision: Decision, at: JsonPath, check: boolean): boolean {
    const boxed = ['root', ...at];
    if (decision.kind === 'fallback') return this.put(boxed, decision.fallback);
    const holder = valueAt(this.box, boxed.slice(0, -1));
    const key = boxed.at(-1);
    if (decision.kind === 'dropped') {
      if (!Array.isArray(holder) || typeof key !== 'number') return false;
      holder[key] = dropMark;
      this.marked.add(holder);
      return true;
    }
    if (!isJsonObject(holder) || typeof key !== 'string') return false;
    if (decision.kind === 'nulled') {
      const before = holder[key];
      holder[key] = null;
      if (!check || this.accepted(at)) return true;
      holder[key] = before;
      return false;
    }
    // Left out by a copy without the key, not a delete, so a failed try restores the key's place.
    this.put(boxed.slice(0, -1), Object.fromEntries(Object.entries(holder).filter(([name]) => name !== key)));
    if (!check || this.accepted(at)) return true;
    this.put(boxed.slice(0, -1), holder);
    return false;
  }

  /** Nearest first: the declared stand-in, then each level up to the nearest array element. */
  private decide(unknown: UnknownValue): Decision | null {
    if (isNeverRepaired(unknown.known)) return null;
    const fallback = unknown.mayFallBack ? fallbackFor(unknown.known) : undefined;
    if (fallback !== undefined && unknown.known.includes(fallback)) {
      const decision: Decision = { kind: 'fallback', fallback };
      return this.attempt(decision, unknown.path, false) ? decision : null;
    }
    for (let depth = 0; depth < unknown.from.length; depth += 1) {
      const at = unknown.from.slice(0, unknown.from.length - depth);
      if (Array.isArray(valueAt(this.box.root, at.slice(0, -1)))) {
        const decision: Decision = { kind: 'dropped', depth };
        return this.attempt(decision, at, false) ? decision : null;
      }
      for (const kind of ['removed', 'nulled'] as const) {
        if (this.attempt({ kind, depth }, at, true)) return { kind, depth };
      }
    }
    return null;
  }

  private repairOf(decision: Decision, unknown: UnknownValue): Repair {
    if (decision.kind === 'fallback') return { kind: 'fallback', at: unknown.path, value: unknown.value, fallback: decision.fallback };
    const at = unknown.from.slice(0, unknown.from.length - decision.depth);
    return { kind: decision.kind, at, valueAt: unknown.path, value: unknown.value };
  }

  private insideRepaired(path: JsonPath): boolean {
    if (this.repairedAt.size === 0) return false;
    let pointer = '';
    return path.some((key) => this.repairedAt.has((pointer = `${pointer}/${String(key)}`)));
  }

  /** Repairs the field of one issue; false when the answer cannot be repaired. */
  repair(issue: Issue, repairs: Repair[]): boolean {
    // A field inside what this round already left out or dropped needs nothing more.
    if (this.insideRepaired(issue.path)) return true;
    if (issue.code === 'unrecognized_keys') {
      const holder = valueAt(this.box.root, issue.path);
      if (!isJsonObject(holder)) return false;
      this.put(['root', ...issue.path], Object.fromEntries(Object.entries(holder).filter(([name]) => !issue.keys.includes(name))));
      for (const key of issue.keys) repairs.push({ kind: 'extraKey', at: issue.path, key });
      return true;
    }
    const unknown = unknownValueOf(issue, this.box.root);
    if (!unknown) return false;
    const decisionKey = `${patternOf(unknown.from)} ${unknown.known.join('|')}`;
    let decision = this.decisions.get(decisionKey);
    if (decision === undefined) {
      decision = this.decide(unknown);
      this.decisions.set(decisionKey, decision);
    } else if (decision && !this.attempt(decision, this.repairOf(decision, unknown).at, false)) {
      // Taken for an earlier element and applied unchecked: the next round's parse checks it.
      return false;
    }
    if (!decision) return false;
    const repair = this.repairOf(decision, unknown);
    repairs.push(repair);
    if (repair.kind !== 'fallback') this.repairedAt.add(repair.at.map((key) => `/${String(key)}`).join(''));
    return true;
  }

  /** Dropped elements go only now, so that the indexes of this round's issues stay right. */
  compact(): void {
    for (const list of this.marked) {
      for (let index = list.length - 1; index >= 0; index -= 1) if (list[index] === dropMark) list.splice(index, 1);
    }
    this.marked.clear();
  }
}

/**
 * `schema.safeParse` for an API answer, tolerant of values the API added after this build (see the
 * policy above). A failure carries the answer's original issues.
 */
export function tolerantParse<T>(schema: z.ZodType<T>, value: unknown, call: CallSite): z.ZodSafeParseResult<T> {
  const first = schema.safeParse(value);
  if (first.success) return first;

  let root: unknown = structuredClone(value);
  let issues = first.error.issues;
  const repairs: Repair[] = [];
  const decisions = new Map<string, Decision | null>();
  for (let round = 0; round < maxRounds; round += 1) {
    const draft = new Draft(root, schema, decisions);
    for (const issue of issues) if (!draft.repair(issue, repairs)) return first;
    draft.compact();
    root = draft.box.root;
    const next = schema.safeParse(root);
    if (next.success) {
      for (const repair of repairs) logRepair(schema, call, repair);
      return next;
    }
    issues = next.error.issues;
  }
  return first;
}
