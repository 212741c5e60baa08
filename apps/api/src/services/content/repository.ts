import { asc, eq, inArray } from 'drizzle-orm';
import type { ContentArea } from '@ornament/api-contract';
import type { Db } from '../../db';
import { contentAreaItems, contentAreas, contentPageAreas, contentPages } from '../../db/schema';

type AreaRow = typeof contentAreas.$inferSelect;
type ItemRow = typeof contentAreaItems.$inferSelect;

/** The 'area' call sends plain item text; 'area-with-formatting' adds the formatted HTML. */
export type AreaFormat = 'plain' | 'formatted';

function toArea(area: AreaRow, items: readonly ItemRow[], format: AreaFormat): ContentArea {
  return {
    code: area.code,
    title: area.title,
    html: area.html,
    items: items.map((item) => ({
      id: String(item.id),
      title: item.title,
      text: item.text,
      html: format === 'formatted' ? item.html : null,
      link: item.link,
      image: item.image,
      hover_image: item.hoverImage,
      sort: item.sort,
    })),
  };
}

async function areasWithItems(db: Db, areas: readonly AreaRow[], format: AreaFormat): Promise<Map<number, ContentArea>> {
  if (areas.length === 0) return new Map();
  const items = await db
    .select()
    .from(contentAreaItems)
    .where(inArray(contentAreaItems.areaId, areas.map((a) => a.id)))
    .orderBy(asc(contentAreaItems.sort), asc(contentAreaItems.id));
  return new Map(areas.map((area) => [area.id, toArea(area, items.filter((i) => i.areaId === area.id), format)]));
}

export async function findArea(db: Db, code: string, format: AreaFormat): Promise<ContentArea | null> {
  const [area] = await db.select().from(contentAreas).where(eq(contentAreas.code, code)).limit(1);
  if (!area) return null;
  return (await areasWithItems(db, [area], format)).get(area.id) ?? null;
}

export interface PageRecord {
  code: string;
  title: string;
  seo: { title: string; description: string };
  contents?: ContentArea[];
}

export async function findPage(db: Db, code: string, withContents: boolean): Promise<PageRecord | null> {
  const [page] = await db.select().from(contentPages).where(eq(contentPages.code, code)).limit(1);
  if (!page) return null;
  const record: PageRecord = { code: page.code, title: page.title, seo: { title: page.seoTitle, description: page.seoDescription } };
  if (!withContents) return record;
  const linked = await db
    .select({ area: contentAreas })
    .from(contentPageAreas)
    .innerJoin(contentAreas, eq(contentAreas.id, contentPageAreas.areaId))
    .where(eq(contentPageAreas.pageId, page.id))
    .orderBy(asc(contentPageAreas.sort));
  const areas = linked.map((row) => row.area);
  const byId = await areasWithItems(db, areas, 'formatted');
  return { ...record, contents: areas.flatMap((area) => byId.get(area.id) ?? []) };
}
