// A price rule as the engine reads it: the stored row with its `params` and `conditions` parsed.
// A row whose params do not parse is skipped (logged by the caller), never half-applied.
//
//   kind              params                                   effect
//   percent           { percent }                              percent off every eligible line
//   fixed             { amount: { RUB?, KZT?, BYN? } }          amount off, spread over eligible lines
//   free_delivery     {}                                       delivery costs 0
//   gift              { article }                              that product added as a present
//   nth_item_percent  { n, percent }                           every n-th unit (cheapest of each n) percent off
//
// conditions: { brands?, countries?, sections?, minCost?: { RUB?, KZT?, BYN? } } — all optional.
import { type CurrencyCode, brandIds, countryCodes } from '@ornament/domain';
import { z } from 'zod';

const perCurrency = z.object({ RUB: z.number().positive(), KZT: z.number().positive(), BYN: z.number().positive() }).partial();

const paramsByKind = {
  percent: z.object({ percent: z.number().gt(0).max(100) }),
  fixed: z.object({ amount: perCurrency }),
  free_delivery: z.object({}),
  gift: z.object({ article: z.string().min(1) }),
  nth_item_percent: z.object({ n: z.number().int().min(2).max(10), percent: z.number().gt(0).max(100) }),
} as const;

export type RuleKind = keyof typeof paramsByKind;

export const ruleConditionsSchema = z
  .object({
    brands: z.array(z.enum(brandIds)),
    countries: z.array(z.enum(countryCodes)),
    sections: z.array(z.string()),
    minCost: perCurrency,
  })
  .partial();
export type RuleConditions = z.infer<typeof ruleConditionsSchema>;

export type RuleParams =
  | { kind: 'percent'; percent: number }
  | { kind: 'fixed'; amount: Partial<Record<CurrencyCode, number>> }
  | { kind: 'free_delivery' }
  | { kind: 'gift'; article: string }
  | { kind: 'nth_item_percent'; n: number; percent: number };

export interface PriceRule {
  id: number;
  code: string | null;
  name: string;
  description: string;
  params: RuleParams;
  conditions: RuleConditions;
  stackable: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  usedCount: number;
  /** Orders of this user that already used the rule's code. */
  usedByUser: number;
}

export interface PriceRuleRow {
  kind: string;
  params: Record<string, unknown>;
  conditions: Record<string, unknown>;
}

export function parseRule<T extends PriceRuleRow>(row: T): { params: RuleParams; conditions: RuleConditions } | null {
  const kind = row.kind as RuleKind;
  const schema = paramsByKind[kind] as z.ZodType | undefined;
  if (!schema) return null;
  const params = schema.safeParse(row.params);
  const conditions = ruleConditionsSchema.safeParse(row.conditions);
  if (!params.success || !conditions.success) return null;
  return { params: { kind, ...(params.data as object) } as RuleParams, conditions: conditions.data };
}
