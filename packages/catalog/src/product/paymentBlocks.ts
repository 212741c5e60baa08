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
  /** The sale's terms (sale-terms) go with a product on sale only. */
  onSale: boolean;
}

const order: readonly ProductAreaCode[] = [
  'payment-info-kt',
  'refund-info-kt',
  'installment-pay',
  'bnpl',
  'split',
  'sber-buy',
  'sberpay',
  'sbp-short',
  'sberspasibo',
  'sale-terms',
  'personal-price',
  'quality-garantee-media',
  // Asked for diamond pieces of the diamond brand only (showsGia), so present means shown.
  'gia',
];

/** The Russian payment services (spec 1 §7 v4 content: Sber, SBP): with split payment, Russia only. */
const russianPayments: readonly ProductAreaCode[] = ['bnpl', 'split', 'sber-buy', 'sberpay', 'sbp-short', 'sberspasibo'];

function shown(code: ProductAreaCode, rules: InfoBlockRules): boolean {
  if (russianPayments.includes(code)) return rules.splitPayment;
  if (code === 'installment-pay') return rules.installment;
  if (code === 'sale-terms') return rules.onSale;
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
