// A personal promocode handed out by a promotion or the wheel (prefix + random tail). When the
// price rules hold an inactive template named after the prefix ('WHEEL5-' → 'WHEEL5'), the code
// becomes a basket promo code of its own on those terms: active, for one order, for 30 days (never
// past the template's end). Without a template the code is redeemed elsewhere (in a shop, at a
// partner) and only the participation keeps it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { priceRules } from '../../db/schema';
import { personalPromocode } from './promocode';

const validDays = 30;

export const templateCodeOf = (prefix: string): string => prefix.replace(/-+$/, '').toUpperCase();

/** Issues a code inside the caller's transaction, so a refused spin or join leaves no rule behind. */
export async function issuePersonalCode(tx: Db, prefix: string, now: Date): Promise<string> {
  const code = personalPromocode(prefix);
  const [template] = await tx
    .select()
    .from(priceRules)
    .where(and(eq(priceRules.code, templateCodeOf(prefix)), eq(priceRules.isActive, false)))
    .limit(1);
  if (!template) return code;
  const monthAhead = new Date(now.getTime() + validDays * 86_400_000);
  const until = template.validUntil && template.validUntil < monthAhead ? template.validUntil : monthAhead;
  await tx.insert(priceRules).values({
    code,
    name: template.name,
    description: template.description,
    kind: template.kind,
    params: template.params,
    conditions: template.conditions,
    stackable: template.stackable,
    validFrom: now,
    validUntil: until,
    maxUses: 1,
    maxUsesPerUser: 1,
    isActive: true,
  });
  return code;
}
