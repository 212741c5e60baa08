// Whether a rule may apply to this basket now, and if not, which promo error says why.
import { promoErrorCodes, type PromoErrorCode } from '@ornament/api-contract';
import type { BrandId, CountryCode, CurrencyCode } from '@ornament/domain';
import type { PriceRule } from './rule';

export interface EngineLine {
  key: number;
  section: string;
  brand: string;
  /** Catalogue unit price, cents. */
  unitCents: number;
  quantity: number;
}

export interface RuleScope {
  currency: CurrencyCode;
  country: CountryCode;
  brand: BrandId;
  now: Date;
}

export type Eligibility = { ok: true; lines: EngineLine[] } | { ok: false; code: PromoErrorCode; minCost?: number };

/** The lines a rule's section condition lets it touch. */
export function linesOf(rule: PriceRule, lines: readonly EngineLine[]): EngineLine[] {
  const { sections } = rule.conditions;
  return sections && sections.length > 0 ? lines.filter((line) => sections.includes(line.section)) : [...lines];
}

export function eligibility(rule: PriceRule, lines: readonly EngineLine[], scope: RuleScope): Eligibility {
  if (rule.validFrom && rule.validFrom > scope.now) return { ok: false, code: promoErrorCodes.notStarted };
  if (rule.validUntil && rule.validUntil < scope.now) return { ok: false, code: promoErrorCodes.expired };
  if (rule.maxUses !== null && rule.usedCount >= rule.maxUses) return { ok: false, code: promoErrorCodes.usedUp };
  if (rule.maxUsesPerUser !== null && rule.usedByUser >= rule.maxUsesPerUser) return { ok: false, code: promoErrorCodes.usedUp };
  const { countries, brands, minCost } = rule.conditions;
  if (countries && !countries.includes(scope.country)) return { ok: false, code: promoErrorCodes.notApplicable };
  if (brands && !brands.includes(scope.brand)) return { ok: false, code: promoErrorCodes.notApplicable };
  if (rule.params.kind === 'fixed' && !rule.params.amount[scope.currency]) return { ok: false, code: promoErrorCodes.notApplicable };
  const eligible = linesOf(rule, lines);
  if (eligible.length === 0) return { ok: false, code: promoErrorCodes.notApplicable };
  if (minCost) {
    // A minimum set for other currencies only: the rule is not meant for this one.
    const minimum = minCost[scope.currency];
    if (minimum === undefined) return { ok: false, code: promoErrorCodes.notApplicable };
    const cost = eligible.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    if (cost < Math.round(minimum * 100)) return { ok: false, code: promoErrorCodes.minCost, minCost: minimum };
  }
  return { ok: true, lines: eligible };
}
