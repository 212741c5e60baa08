// An order line's «Подробнее о товаре» (spec 2 §7 product-info/{id}/): the product's information
// block as term and value rows. Pure, so what the shopper reads is tested.
import type { ProductInfo } from '@ornament/api-contract';

export interface InfoRow {
  term: string;
  value: string;
}

const terms = { care: 'Уход', certificate: 'Документы', description: 'Описание' } as const;

/** The product page's facts (metal, stones, weight, collection), then care, papers and the description. */
export function productInfoRows(info: ProductInfo): InfoRow[] {
  const rows: InfoRow[] = info.characteristics.map((item) => ({ term: item.name, value: item.value }));
  rows.push({ term: terms.care, value: info.care });
  if (info.certificate) rows.push({ term: terms.certificate, value: info.certificate });
  if (info.description.trim()) rows.push({ term: terms.description, value: info.description.trim() });
  return rows;
}
