// Which content areas the product page's information list shows, in order (spec 2 §7, §9).
import type { ContentArea } from '@ornament/api-contract';
import type { ProductAreaCode } from './loadProductExtras';

export interface InfoBlock {
  code: ProductAreaCode;
  title: string;
  html: string;
  items: { title: string; link: string | null }[];
}

export interface InfoBlockRules {
  /** Payment and refund texts: one item per index, RU 0, KZ 1, other 2, diamond brand 3. */
  brandIndex: 0 | 1 | 2 | 3;
  /** Split and pay-later entries: Russia only (tenant link rules). */
  splitPayment: boolean;
  /** Entries about installment credit are hidden unless installment is available (spec 2 §5). */
  installment: boolean;
}

const order: readonly ProductAreaCode[] = ['payment-info-kt', 'refund-info-kt', 'installment-pay', 'bnpl', 'split', 'personal-price', 'quality-garantee-media'];

function shown(code: ProductAreaCode, rules: InfoBlockRules): boolean {
  if (code === 'bnpl' || code === 'split') return rules.splitPayment;
  if (code === 'installment-pay') return rules.installment;
  return true;
}

export function infoBlocksOf(areas: Partial<Record<ProductAreaCode, ContentArea>>, rules: InfoBlockRules): InfoBlock[] {
  return order.flatMap((code): InfoBlock[] => {
    const area = areas[code];
    if (!area || !shown(code, rules)) return [];
    if (code === 'payment-info-kt' || code === 'refund-info-kt') {
      const variant = area.items[rules.brandIndex];
      return [{ code, title: area.title, html: variant?.html ?? area.html, items: [] }];
    }
    return [{ code, title: area.title, html: area.html, items: area.items.map((item) => ({ title: item.title, link: item.link })) }];
  });
}
