// Loads the category tree and the facet values once per app: a few hundred rows that every listing
// request needs to parse its path. The seed runs before the first request, so a memo is enough.
import { asc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { categories, productInserts, products } from '../../db/schema';
import type { CatalogDictionary, CategoryNode, FacetValue } from './selection';

function byCode(rows: { code: string | null; name: string; color: string | null }[]): Map<string, FacetValue> {
  const sorted = rows
    .filter((row): row is FacetValue => row.code !== null && row.code !== '')
    .sort((a, b) => a.code.localeCompare(b.code));
  return new Map(sorted.map((row) => [row.code, row]));
}

export async function loadDictionary(db: Db): Promise<CatalogDictionary> {
  const [categoryRows, materialRows, insertRows, collectionRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.sort), asc(categories.id)),
    db
      .select({ code: products.materialCode, name: sql<string>`min(${products.materialName})`, color: sql<string | null>`min(${products.materialColor})` })
      .from(products)
      .groupBy(products.materialCode),
    db
      .select({ code: productInserts.code, name: sql<string>`min(${productInserts.name})`, color: sql<string | null>`min(${productInserts.colorCode})` })
      .from(productInserts)
      .groupBy(productInserts.code),
    db
      .select({ code: products.collectionCode, name: sql<string>`min(${products.collectionName})`, color: sql<string | null>`null` })
      .from(products)
      .where(isNotNull(products.collectionCode))
      .groupBy(products.collectionCode),
  ]);

  const categoriesById = new Map<number, CategoryNode>(categoryRows.map((row) => [row.id, { ...row, children: [] }]));
  const topCategories = new Map<string, CategoryNode[]>();
  for (const node of categoriesById.values()) {
    const parent = node.parentId === null ? undefined : categoriesById.get(node.parentId);
    if (parent && parent.depth >= 2) {
      parent.children.push(node);
    } else if (node.depth >= 2 || (node.depth === 1 && node.code !== node.section)) {
      // A direct child of a section: under the section's root node, or a root of its own when the
      // tree carries no node for the section itself.
      const list = topCategories.get(node.section) ?? [];
      list.push(node);
      topCategories.set(node.section, list);
    }
  }
  return {
    categoriesById,
    topCategories,
    facetValues: { material: byCode(materialRows), insert: byCode(insertRows), collection: byCode(collectionRows) },
  };
}

/** Memoises the dictionary; `invalidate` after writing categories or products outside a request. */
export function dictionaryCache(db: Db): { get(): Promise<CatalogDictionary>; invalidate(): void } {
  let pending: Promise<CatalogDictionary> | null = null;
  return {
    get() {
      pending ??= loadDictionary(db).catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    invalidate() {
      pending = null;
    },
  };
}
