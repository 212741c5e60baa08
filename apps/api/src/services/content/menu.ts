// The site's catalogue menu (spec 1 §2, three levels) from the categories table. The main brand shows
// every section but the diamond brand's; the diamond storefront shows only its own section. The menu
// is the same for everyone, so the staff-only sections (corp-merch) are never in it.
import { staffOnlySections } from '@ornament/domain';
import { asc } from 'drizzle-orm';
import type { MenuItem } from '@ornament/api-contract';
import type { Db } from '../../db';
import { categories } from '../../db/schema';

export type MenuBrand = 'main' | 'diamant';
export const diamantSection = 'diamant-jewelry-catalog';

type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'parentId' | 'name' | 'url' | 'section' | 'depth'>;

const isStaffOnly = (section: string) => (staffOnlySections as readonly string[]).includes(section);

export function buildMenu(rows: readonly CategoryRow[], brand: MenuBrand): MenuItem[] {
  const nodes = new Map<number, MenuItem>(rows.map((row) => [row.id, { id: String(row.id), name: row.name, url: row.url, children: [] }]));
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (row.depth === 1 && (brand === 'diamant') === (row.section === diamantSection) && !isStaffOnly(row.section)) roots.push(node);
  }
  return roots;
}

export async function loadMenu(db: Db, brand: MenuBrand): Promise<MenuItem[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, url: categories.url, section: categories.section, depth: categories.depth })
    .from(categories)
    .orderBy(asc(categories.depth), asc(categories.sort), asc(categories.id));
  return buildMenu(rows, brand);
}

/** Spec 1 §9: the API caches the catalogue menu for 1800 s. */
export const menuCacheSeconds = 1800;

export function menuCache(load: (brand: MenuBrand) => Promise<MenuItem[]>, now: () => number = Date.now) {
  const entries = new Map<MenuBrand, { at: number; menu: Promise<MenuItem[]> }>();
  return async (brand: MenuBrand): Promise<MenuItem[]> => {
    const cached = entries.get(brand);
    if (cached && now() - cached.at < menuCacheSeconds * 1000) return cached.menu;
    const menu = load(brand);
    entries.set(brand, { at: now(), menu });
    // A failed load must not stay cached for half an hour.
    menu.catch(() => entries.delete(brand));
    return menu;
  };
}
