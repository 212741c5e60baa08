// The rule engine: which promotions and promo codes apply to the selected lines and what each takes
// off. Every eligible rule is valued alone; the stackable ones together compete with the best
// exclusive one, and the bigger saving wins. Chosen rules then apply in a fixed order (percent,
// n-th item, fixed amount, free delivery, gift), each on what the previous left.
import { promoErrorCodes, type PromoErrorCode } from '@ornament/api-contract';
import { type EngineLine, type RuleScope, eligibility, linesOf } from './eligibility';
import { percentOff, spread } from './money';
import type { PriceRule } from './rule';

export interface RuleOutcome {
  rule: PriceRule;
  /** Cents taken off each line key. */
  perLine: Map<number, number>;
  /** Cents of delivery saved (free_delivery). */
  deliveryCents: number;
}

export interface RuleError {
  /** The promo code, or null for an automatic promotion the basket does not reach. */
  code: string | null;
  name: string;
  error: PromoErrorCode;
  minCost?: number;
}

export interface EngineResult {
  applied: RuleOutcome[];
  /** Line key → cents after the applied rules. */
  totals: Map<number, number>;
  freeDelivery: boolean;
  gifts: { ruleId: number; article: string }[];
  errors: RuleError[];
}

export interface EngineInput {
  lines: readonly EngineLine[];
  /** Automatic promotions (code null) and the rules of the basket's codes. */
  rules: readonly PriceRule[];
  /** The basket's promo codes, upper-case, in the order they were added. */
  codes: readonly string[];
  scope: RuleScope;
  turnOffPromotions: boolean;
  /** The chosen delivery's price, cents (what free_delivery is worth). */
  deliveryCents: number;
}

const kindOrder = ['percent', 'nth_item_percent', 'fixed', 'free_delivery', 'gift'] as const;

function valueOf(rule: PriceRule, lines: readonly EngineLine[], totals: ReadonlyMap<number, number>, scope: RuleScope, deliveryCents: number): RuleOutcome {
  const perLine = new Map<number, number>();
  const eligible = linesOf(rule, lines);
  const params = rule.params;
  if (params.kind === 'percent') {
    for (const line of eligible) perLine.set(line.key, percentOff(totals.get(line.key) ?? 0, line.quantity, params.percent));
  } else if (params.kind === 'fixed') {
    const current = eligible.map((line) => totals.get(line.key) ?? 0);
    // Spread in whole units, so no line is left with kopecks.
    const units = Math.min(Math.round(params.amount[scope.currency] ?? 0), Math.floor(current.reduce((a, b) => a + b, 0) / 100));
    spread(units, current).forEach((share, i) => perLine.set(eligible[i]!.key, share * 100));
  } else if (params.kind === 'nth_item_percent') {
    // Units from the dearest down: every n-th one (the cheapest of each group of n) gets the percent.
    const units = eligible.flatMap((line) => Array.from({ length: line.quantity }, () => ({ key: line.key, cents: (totals.get(line.key) ?? 0) / line.quantity })));
    units.sort((a, b) => b.cents - a.cents || a.key - b.key);
    units.forEach((unit, i) => {
      if ((i + 1) % params.n === 0) perLine.set(unit.key, (perLine.get(unit.key) ?? 0) + percentOff(unit.cents, 1, params.percent));
    });
  }
  return { rule, perLine, deliveryCents: params.kind === 'free_delivery' ? deliveryCents : 0 };
}

function worth(outcome: RuleOutcome): number {
  let sum = outcome.deliveryCents;
  for (const cents of outcome.perLine.values()) sum += cents;
  return sum;
}

function applyInOrder(rules: readonly PriceRule[], input: EngineInput): { applied: RuleOutcome[]; totals: Map<number, number> } {
  const totals = new Map(input.lines.map((line) => [line.key, line.unitCents * line.quantity]));
  const ordered = [...rules].sort((a, b) => kindOrder.indexOf(a.params.kind) - kindOrder.indexOf(b.params.kind) || a.id - b.id);
  const applied = ordered.map((rule) => {
    const outcome = valueOf(rule, input.lines, totals, input.scope, input.deliveryCents);
    for (const [key, cents] of outcome.perLine) totals.set(key, (totals.get(key) ?? 0) - cents);
    return outcome;
  });
  return { applied, totals };
}

export function runRules(input: EngineInput): EngineResult {
  const errors: RuleError[] = [];
  const eligible: PriceRule[] = [];
  for (const code of input.codes) {
    const rule = input.rules.find((candidate) => candidate.code === code);
    if (!rule) errors.push({ code, name: '', error: promoErrorCodes.notFound });
  }
  for (const rule of input.rules) {
    if (rule.code === null && input.turnOffPromotions) continue;
    if (rule.code !== null && !input.codes.includes(rule.code)) continue;
    const verdict = eligibility(rule, input.lines, input.scope);
    if (verdict.ok) eligible.push(rule);
    else if (rule.code !== null || verdict.code === promoErrorCodes.minCost) {
      errors.push({ code: rule.code, name: rule.name, error: verdict.code, ...(verdict.minCost !== undefined ? { minCost: verdict.minCost } : {}) });
    }
  }
  const base = new Map(input.lines.map((line) => [line.key, line.unitCents * line.quantity]));
  const stackable = eligible.filter((rule) => rule.stackable);
  const exclusive = eligible
    .filter((rule) => !rule.stackable)
    .map((rule) => ({ rule, value: worth(valueOf(rule, input.lines, base, input.scope, input.deliveryCents)) }))
    .sort((a, b) => b.value - a.value || a.rule.id - b.rule.id);
  const stacked = applyInOrder(stackable, input);
  const stackedValue = stacked.applied.reduce((sum, outcome) => sum + worth(outcome), 0);
  const best = exclusive[0];
  const chosen = best && (stackable.length === 0 || best.value > stackedValue) ? applyInOrder([best.rule], input) : stacked;
  const chosenIds = new Set(chosen.applied.map((outcome) => outcome.rule.id));
  for (const rule of eligible) {
    if (rule.code !== null && !chosenIds.has(rule.id)) errors.push({ code: rule.code, name: rule.name, error: promoErrorCodes.notCombinable });
  }
  return {
    applied: chosen.applied,
    totals: chosen.totals,
    freeDelivery: chosen.applied.some((outcome) => outcome.rule.params.kind === 'free_delivery'),
    gifts: chosen.applied.flatMap(({ rule }) => (rule.params.kind === 'gift' ? [{ ruleId: rule.id, article: rule.params.article }] : [])),
    errors,
  };
}
