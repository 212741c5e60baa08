// Generates the products with their stones, prices and sizes: pure and deterministic for (count, now).
import type { productInserts, productPrices, products } from '../schema';
import { type BadgeCode, badgeValues } from './badges';
import type { CategoryRow } from './categories';
import { type LeafPlace, leafPlaces } from './categoryTree';
import { type KindSpec, kinds, sizesOf } from './kinds';
import { type MaterialCode, isGold, isPreciousMetal, materials, type StoneCode, stones, stonesByMetal } from './materials';
import { collections, descriptionOf, diamantCollections, type NamedStone, productName, urlCodeOf } from './naming';
import { type CurrencyPrice, pricesOf } from './pricing';
import { createRandom, type Random } from './random';

export type ProductRow = typeof products.$inferInsert & { id: number };
export type InsertRow = Omit<typeof productInserts.$inferInsert, 'id'>;
export type PriceRow = Omit<typeof productPrices.$inferInsert, 'id'>;

export interface SeedProduct {
  row: ProductRow;
  inserts: InsertRow[];
  prices: PriceRow[];
  sizes: string[];
  /** RUB price, used to pick the stores that stock it. */
  rubPrice: number;
}

const dayMs = 86_400_000;
export const newItemsDays = 60;
const historyDays = 730;
const discountSteps = [10, 15, 20, 25, 30, 40, 50] as const;

/** Where product i goes: every leaf gets one first when there is room, then by the leaves' shares. */
function placeOf(random: Random, index: number, count: number, places: readonly LeafPlace[]): LeafPlace {
  if (count >= places.length && index < places.length) return places[index] as LeafPlace;
  return random.weighted(places.map((place) => [place, place.share] as const));
}

function stonesOf(random: Random, kind: KindSpec, material: MaterialCode): NamedStone[] {
  const [min, max] = kind.stoneCount;
  if (kind.stones === 'none' || !isPreciousMetal(material) && kind.stones !== 'always') return [];
  if (kind.stones === 'diamonds') {
    const main: NamedStone = { code: 'diamond', count: random.int(min, max) };
    if (main.count > 1 && random.chance(0.25)) return [{ code: random.weighted(stonesByMetal.diamant), count: random.int(1, 3) }, main];
    return [main];
  }
  if (kind.stones === 'optional' && random.chance(0.4)) return [];
  const pool = isGold(material) || material === 'platinum-950' ? stonesByMetal.gold : stonesByMetal.silver;
  const first = random.weighted(pool);
  const set: NamedStone[] = [{ code: first, count: first === 'enamel' ? 1 : random.int(min, max) }];
  const accent: StoneCode = isGold(material) ? 'diamond' : 'cubic-zirconia';
  if (first !== accent && first !== 'enamel' && random.chance(0.3)) set.push({ code: accent, count: random.int(2, 16) });
  return set;
}

function caratsOf(random: Random, stone: NamedStone, solitaire: boolean): number {
  if (stone.code === 'enamel') return 0;
  if (stone.code === 'diamond' && solitaire) return Math.round(random.float(0.15, 1.05) * 100) / 100;
  const [min, max] = stones[stone.code].caratsPerStone;
  return Math.round(random.float(min, max) * stone.count * 1000) / 1000;
}

function stoneCost(random: Random, stone: NamedStone, carats: number, solitaire: boolean): number {
  // Diamond price grows faster than its weight (a 1 ct stone costs far more than ten 0.1 ct ones).
  if (stone.code === 'diamond' && solitaire) return 380_000 * carats ** 1.7;
  const [min, max] = stones[stone.code].pricePerStone;
  return random.float(min, max) * stone.count;
}

function sizesFor(random: Random, kind: KindSpec): string[] {
  const all = sizesOf(kind.sizes);
  if (all.length === 0) return [];
  const from = random.int(0, Math.max(0, Math.floor(all.length / 3)));
  const to = random.int(Math.ceil((all.length * 2) / 3), all.length);
  return all.slice(from, Math.max(from + 1, to));
}

function badgesOf(random: Random, isNew: boolean, discount: number | null, popularity: number, diamant: boolean): BadgeCode[] {
  const list: BadgeCode[] = [];
  if (isNew && random.chance(0.8)) list.push('new');
  if (discount !== null) list.push('sale');
  if (popularity > 7000 && list.length < 2) list.push('hit');
  if (list.length < 2 && random.chance(diamant ? 0.12 : 0.03)) list.push('exclusive');
  if (list.length === 0 && random.chance(0.02)) list.push('online');
  return list;
}

export interface GenerateOptions {
  count: number;
  now: Date;
  categories: readonly CategoryRow[];
}

export function generateProducts({ count, now, categories }: GenerateOptions): SeedProduct[] {
  const random = createRandom(0x5eed + count);
  const places = leafPlaces();
  const categoryIdByUrl = new Map(categories.map((c) => [c.url, c.id]));
  const result: SeedProduct[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const place = placeOf(random, i, count, places);
    const kind: KindSpec = kinds[place.kind];
    const materialCode = random.weighted(kind.materials);
    const material = materials[materialCode];
    const diamant = place.section === 'diamant-jewelry-catalog';
    const set = stonesOf(random, kind, materialCode);
    const solitaire = kind.stoneCount[1] === 1;
    const grams = Math.round(random.float(kind.grams[0], kind.grams[1]) * 100) / 100;
    const inserts: InsertRow[] = set.map((stone) => {
      const carats = caratsOf(random, stone, solitaire);
      return { productId: id, code: stone.code, name: stones[stone.code].name, count: stone.count, weight: carats === 0 ? null : carats, colorCode: stones[stone.code].color };
    });
    const stonesRub = set.reduce((sum, stone, at) => sum + stoneCost(random, stone, inserts[at]?.weight ?? 0, solitaire), 0);
    const rawRub = grams * material.pricePerGram + stonesRub + random.float(kind.craft[0], kind.craft[1]);
    const discount = random.chance(0.3) ? random.pick(discountSteps) : null;
    const prices = pricesOf(Math.max(minimumRub(materialCode), rawRub), discount);
    const ageDays = random.float(0, historyDays);
    const isNew = ageDays < newItemsDays;
    const popularity = Math.floor(10_000 * random.next() ** 2.5);
    const reviewed = random.chance(0.7);
    const collection = kind.namesMaterial && random.chance(0.45) ? random.pick(diamant ? diamantCollections : collections) : null;
    const name = productName(kind, material, set);
    const article = String(1_000_000 + i * 7 + random.int(0, 6));
    const rubPrice = prices[0]?.price ?? 0;
    const badges = badgesOf(random, isNew, discount, popularity, diamant);
    const categoryId = categoryIdByUrl.get(place.url);
    if (categoryId === undefined) throw new Error(`No category row for ${place.url}`);
    const row: ProductRow = {
      id,
      article,
      urlCode: urlCodeOf(name, article),
      name,
      description: descriptionOf(random, name, material, kind.namesMaterial && isPreciousMetal(materialCode)),
      section: place.section,
      catalog: catalogKindOf(place.section, id),
      categoryId,
      brand: diamant ? 'diamant' : 'main',
      materialCode,
      materialName: material.name,
      materialColor: material.color,
      metal: material.metal,
      collectionCode: collection?.[0] ?? null,
      collectionName: collection?.[1] ?? null,
      weight: isPreciousMetal(materialCode) || kind.picture === 'watch' ? grams : null,
      isSizeable: kind.sizes !== undefined,
      isOnRequest: rubPrice > 150_000 && random.chance(0.15),
      isNew,
      badges: badges.map((code) => badgeValues[code]),
      // Reviews lean positive, as in a real shop: most ratings sit between 4.5 and 5.
      rating: reviewed ? Math.round((5 - 1.5 * random.next() ** 2) * 10) / 10 : 0,
      ratingCount: reviewed ? Math.floor(1 + 240 * random.next() ** 3) : 0,
      popularity,
      createdAt: new Date(now.getTime() - Math.floor(ageDays * dayMs)),
      sort: i,
      ...readModelOf(prices, inserts),
    };
    // Drawn after the row, as it always was, so the seed's data stays the same.
    const sizes = sizesFor(random, kind);
    result.push({
      // product_sizes get sort = position in this list, which is the read model's order too.
      row: { ...row, sizes },
      inserts,
      prices: prices.map((p) => ({ productId: id, ...p })),
      sizes,
      rubPrice,
    });
  }
  return result;
}

/**
 * The listing's read-model columns as migration 0004's triggers would compute them from the price
 * and stone rows, written with the product so the triggers find nothing to change (no dead rows).
 */
export function readModelOf(prices: readonly CurrencyPrice[], inserts: readonly InsertRow[]): Partial<ProductRow> {
  const of = (currency: CurrencyPrice['currency']) => prices.find((p) => p.currency === currency);
  // PostgreSQL's string_agg(DISTINCT …) and array_agg(DISTINCT … ORDER BY …) sort in the C order.
  const byteOrder = (a: string, b: string) => (Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0);
  return {
    priceRub: of('RUB')?.price ?? null,
    oldPriceRub: of('RUB')?.oldPrice ?? null,
    priceKzt: of('KZT')?.price ?? null,
    oldPriceKzt: of('KZT')?.oldPrice ?? null,
    priceByn: of('BYN')?.price ?? null,
    oldPriceByn: of('BYN')?.oldPrice ?? null,
    insertCodes: [...new Set(inserts.map((i) => i.code))].sort(byteOrder),
    insertNames: [...new Set(inserts.map((i) => i.name))].sort(byteOrder).join(' '),
    inserts: inserts.map((i) => ({ code: i.code, name: i.name, count: i.count ?? 1, weight: i.weight ?? null, colorCode: i.colorCode })),
  };
}

/** Price floors of a real shop: nothing gold under ~9 000 ₽, nothing silver under 990 ₽. */
function minimumRub(material: MaterialCode): number {
  if (isGold(material) || material === 'platinum-950') return 8990;
  return isPreciousMetal(material) ? 990 : 0;
}

/** Share of jewellery sold made to order from the central warehouse: the spec's 'catalog' kind. */
export const madeToOrderShare = 0.15;

/**
 * The product's `catalog` kind (spec 2 §9). In this retailer 'catalog' marks made-to-order and
 * central-warehouse pieces, which Kazakhstan never has in stock: about 15 % of the jewellery, picked
 * by a hash of the id (not the seed's random stream, so the rest of the data does not move). Other
 * jewellery and goods carry their section, packaging 'packaging'.
 */
export function catalogKindOf(section: string, id: number): string {
  const jewellery = section === 'jewelry-catalog' || section === 'diamant-jewelry-catalog';
  if (jewellery && hashShare(id) < madeToOrderShare) return 'catalog';
  return section;
}

/** A well-spread number in [0, 1) from an integer (Knuth's multiplicative hash). */
function hashShare(id: number): number {
  return (Math.imul(id, 2654435761) >>> 0) / 2 ** 32;
}
