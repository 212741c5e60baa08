// Russian product names and descriptions from type + material + stones
// ('Кольцо из красного золота с бриллиантами', 'Серьги-пусеты из серебра с фианитами').
import { toUrlSlug } from '@ornament/domain';
import type { KindSpec } from './kinds';
import { type MaterialInfo, type StoneCode, stones } from './materials';
import type { Random } from './random';

export interface NamedStone {
  code: StoneCode;
  count: number;
}

function stonesPhrase(set: readonly NamedStone[]): string {
  const words = set.map(({ code, count }) => stones[code].with[count === 1 ? 0 : 1]);
  return words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} и ${words[words.length - 1] ?? ''}`;
}

export function productName(kind: KindSpec, material: MaterialInfo, set: readonly NamedStone[]): string {
  const parts = [kind.noun];
  if (kind.namesMaterial) parts.push(`из ${material.of}`);
  if (set.length > 0) parts.push(`с ${stonesPhrase(set)}`);
  return parts.join(' ');
}

/** A latin slug of the name's first words plus the article: 'kolco-iz-krasnogo-zolota-1012345'. */
export function urlCodeOf(name: string, article: string): string {
  const slug = toUrlSlug(name).split('-').filter(Boolean).slice(0, 5).join('-');
  return `${slug}-${article}`;
}

const openings = ['Изящное украшение', 'Лаконичная модель', 'Выразительная вещь', 'Нежная модель', 'Классическая модель', 'Современное прочтение классики'];
const occasions = [
  'Подойдёт для повседневной носки и торжественного случая.',
  'Хороший подарок близкому человеку.',
  'Легко сочетается с другими украшениями коллекции.',
  'Изделие поставляется в фирменной коробке.',
  'Подчеркнёт вечерний образ и деловой стиль.',
];
const goodsLines = ['Гарантия качества от «Орнамента».', 'Официальная гарантия производителя.', 'Доставка по всей стране и самовывоз из магазинов.'];

export function descriptionOf(random: Random, name: string, material: MaterialInfo, jewellery: boolean): string {
  if (!jewellery) return `${name}. ${random.pick(goodsLines)}`;
  return `${random.pick(openings)}: ${name.charAt(0).toLowerCase()}${name.slice(1)}. Материал — ${material.name.toLowerCase()}. ${random.pick(occasions)}`;
}

type Collection = readonly [code: string, name: string];

export const collections: readonly Collection[] = [
  ['vesna', 'Весна'],
  ['northern-lights', 'Северное сияние'],
  ['geometry', 'Геометрия'],
  ['romance', 'Романтика'],
  ['starry-night', 'Звёздная ночь'],
  ['minimal', 'Минимализм'],
  ['baroque', 'Барокко'],
  ['nature', 'Природа'],
  ['infinity', 'Бесконечность'],
  ['hearts', 'Сердца'],
];

export const diamantCollections: readonly Collection[] = [
  ['diamant-classic', 'Diamant Classic'],
  ['diamant-etoile', 'Étoile'],
  ['diamant-aurora', 'Аврора'],
];
