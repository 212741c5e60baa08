// The rule engine alone: n-th item, fixed amounts spread over lines, exclusive against stackable.
import { describe, expect, it } from 'vitest';
import type { EngineLine } from '../../src/services/basket/pricing/eligibility';
import { runRules } from '../../src/services/basket/pricing/engine';
import { spread } from '../../src/services/basket/pricing/money';
import type { PriceRule, RuleParams } from '../../src/services/basket/pricing/rule';

const scope = { currency: 'RUB' as const, country: 'RU' as const, brand: 'main' as const, now: new Date('2026-11-01T00:00:00Z') };

function rule(id: number, params: RuleParams, extra: Partial<PriceRule> = {}): PriceRule {
  return { id, code: null, name: `rule ${id}`, description: '', params, conditions: {}, stackable: true, validFrom: null, validUntil: null, maxUses: null, maxUsesPerUser: null, usedCount: 0, usedByUser: 0, ...extra };
}

const line = (key: number, rubles: number, quantity = 1, section = 'jewelry-catalog'): EngineLine => ({ key, section, brand: 'main', unitCents: rubles * 100, quantity });

describe('runRules', () => {
  it('takes the percent off every third unit, the cheapest of each three', () => {
    const result = runRules({ lines: [line(1, 3000), line(2, 1000, 2), line(3, 2000)], rules: [rule(1, { kind: 'nth_item_percent', n: 3, percent: 50 })], codes: [], scope, turnOffPromotions: false, deliveryCents: 0 });
    // Units 3000, 2000, 1000, 1000: the third (1000) is half price.
    expect(result.totals.get(2)).toBe(150_000);
    expect(result.totals.get(1)).toBe(300_000);
  });

  it('spreads a fixed amount over lines by their cost, in whole roubles', () => {
    expect(spread(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    const result = runRules({ lines: [line(1, 1000), line(2, 3000)], rules: [rule(1, { kind: 'fixed', amount: { RUB: 400 } })], codes: [], scope, turnOffPromotions: false, deliveryCents: 0 });
    expect([result.totals.get(1), result.totals.get(2)]).toEqual([90_000, 270_000]);
  });

  it('keeps automatic promotions off when asked and sections narrow a rule', () => {
    const sectioned = rule(1, { kind: 'percent', percent: 10 }, { conditions: { sections: ['watches'] } });
    const result = runRules({ lines: [line(1, 1000, 1, 'watches'), line(2, 1000)], rules: [sectioned], codes: [], scope, turnOffPromotions: false, deliveryCents: 0 });
    expect([result.totals.get(1), result.totals.get(2)]).toEqual([90_000, 100_000]);
    const off = runRules({ lines: [line(1, 1000, 1, 'watches')], rules: [sectioned], codes: [], scope, turnOffPromotions: true, deliveryCents: 0 });
    expect(off.applied).toEqual([]);
  });

  it('values free delivery by the delivery price when it competes as an exclusive rule', () => {
    const free = rule(1, { kind: 'free_delivery' }, { stackable: false, code: 'FREE' });
    const small = rule(2, { kind: 'percent', percent: 1 });
    const result = runRules({ lines: [line(1, 1000)], rules: [free, small], codes: ['FREE'], scope, turnOffPromotions: false, deliveryCents: 39_000 });
    expect(result.freeDelivery).toBe(true);
    expect(result.applied.map((outcome) => outcome.rule.id)).toEqual([1]);
  });

  it('keeps every discounted line in whole roubles, per unit', () => {
    const lines = [line(1, 999, 3), line(2, 1499), line(3, 333)];
    const percent = runRules({ lines, rules: [rule(1, { kind: 'percent', percent: 15 })], codes: [], scope, turnOffPromotions: false, deliveryCents: 0 });
    // 999 − 149.85 → 999 − 150 per unit; 1 499 − 224.85 → 1 499 − 225.
    expect([percent.totals.get(1), percent.totals.get(2)]).toEqual([3 * 84_900, 127_400]);
    const fixed = runRules({ lines, rules: [rule(1, { kind: 'fixed', amount: { RUB: 1000 } })], codes: [], scope, turnOffPromotions: false, deliveryCents: 0 });
    const third = runRules({ lines, rules: [rule(1, { kind: 'nth_item_percent', n: 3, percent: 33 })], codes: [], scope, turnOffPromotions: false, deliveryCents: 0 });
    for (const result of [percent, fixed, third]) {
      for (const cents of result.totals.values()) expect(cents % 100).toBe(0);
    }
    expect([...fixed.totals.values()].reduce((a, b) => a + b, 0)).toBe((3 * 999 + 1499 + 333 - 1000) * 100);
  });
});
