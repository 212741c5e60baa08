// product-info/{id}/ (spec 2 §7): the product page's information block by itself, for places that
// show it on demand (an order line's «Подробнее о товаре»): the facts the page lists, how to look
// after the metal and what papers come with the piece.
import type { ProductInfo } from '@ornament/api-contract';
import { hasDiamondInserts } from '@ornament/domain';
import { characteristicsOf } from './productMapper';
import type { FullProductRow } from './productRows';

const careByMetal: readonly [RegExp, string][] = [
  [/platinum/, 'Платина не темнеет: мойте изделие тёплой мыльной водой с мягкой щёткой и храните отдельно от других украшений.'],
  [/gilded/, 'Снимайте украшение перед душем, бассейном и спортом. Протирайте мягкой сухой тканью, без абразивов и средств для серебра: они стирают позолоту.'],
  [/silver/, 'Серебро темнеет от влаги и косметики: храните его в закрытом футляре, снимайте перед душем и бассейном, чистите специальной салфеткой.'],
  [/gold/, 'Снимайте украшение перед бассейном и уборкой с бытовой химией. Мойте тёплой мыльной водой, сушите мягкой тканью, храните отдельно от других украшений.'],
  [/steel|titanium/, 'Протирайте мягкой тканью; металл не боится воды, но берегите его от хлора и абразивных средств.'],
  [/ceramic/, 'Керамика не царапается, но боится ударов: не роняйте изделие и храните его отдельно.'],
];
const generalCare = 'Храните украшение в футляре, отдельно от других, и протирайте мягкой сухой тканью.';

/** How to look after the piece, by its metal code ('white-gold', 'silver', …). */
export function careOf(metal: string): string {
  return careByMetal.find(([pattern]) => pattern.test(metal))?.[1] ?? generalCare;
}

const preciousMetal = /gold|silver|platinum/;

/** The stones' passport for diamonds; the assay hallmark for precious metal; null otherwise. */
export function certificateOf(row: Pick<FullProductRow, 'metal' | 'inserts'>): string | null {
  if (hasDiamondInserts({ inserts: row.inserts.map((insert) => ({ name: insert.name, url_code: insert.code })) })) {
    return 'К изделию с бриллиантами прилагается паспорт вставки; проба металла подтверждена государственным клеймом.';
  }
  return preciousMetal.test(row.metal) ? 'Проба металла подтверждена государственным клеймом.' : null;
}

export function toProductInfo(row: FullProductRow & { description: string }): ProductInfo {
  return {
    id: row.id,
    article: row.article,
    url_code: row.urlCode,
    name: row.name,
    description: row.description,
    characteristics: characteristicsOf(row),
    material: { code: row.materialCode, name: row.materialName, metal: row.metal },
    inserts: row.inserts.map((insert) => ({ name: insert.name, count: insert.count, weight: insert.weight })),
    weight: row.weight,
    collection: row.collectionCode && row.collectionName ? { code: row.collectionCode, name: row.collectionName } : null,
    care: careOf(row.metal),
    certificate: certificateOf(row),
  };
}
