// Writes the content areas and pages; HTML goes through the sanitiser on the way in.
import type { Db } from '../client';
import { contentAreaItems, contentAreas, contentPageAreas, contentPages } from '../schema/content';
import { sanitizeHtml } from '../../services/content/sanitize';
import { contentAreaSeeds } from './contentAreas';
import { contentPageSeeds } from './contentPages';
import { journalAndBrandAreaSeeds, journalAndBrandPageSeeds } from './journalAndBrandPages';
import { landingAreaSeeds, landingPageSeeds } from './landingPages';
import { storefrontAreaSeeds } from './storefrontAreas';

// Issue 8: the landings and content pages join the shop's own areas and pages.
const areaSeeds = [...contentAreaSeeds, ...storefrontAreaSeeds, ...landingAreaSeeds, ...journalAndBrandAreaSeeds];
const pageSeeds = [...contentPageSeeds, ...landingPageSeeds, ...journalAndBrandPageSeeds];

export async function seedContent(db: Db): Promise<{ areas: number; pages: number }> {
  const areaRows = await db
    .insert(contentAreas)
    .values(areaSeeds.map((area) => ({ code: area.code, title: area.title, html: sanitizeHtml(area.html) })))
    .returning({ id: contentAreas.id, code: contentAreas.code });
  const areaIdByCode = new Map(areaRows.map((row) => [row.code, row.id]));
  const items = areaSeeds.flatMap((area) =>
    (area.items ?? []).map((item, sort) => ({
      areaId: areaIdByCode.get(area.code) ?? 0,
      title: item.title,
      text: item.text ?? null,
      html: item.html === undefined ? null : sanitizeHtml(item.html),
      link: item.link ?? null,
      image: item.image ?? null,
      hoverImage: item.hoverImage ?? null,
      sort,
    })),
  );
  if (items.length > 0) await db.insert(contentAreaItems).values(items);
  const pageRows = await db
    .insert(contentPages)
    .values(pageSeeds.map(({ code, title, seoTitle, seoDescription }) => ({ code, title, seoTitle, seoDescription })))
    .returning({ id: contentPages.id, code: contentPages.code });
  const pageIdByCode = new Map(pageRows.map((row) => [row.code, row.id]));
  const links = pageSeeds.flatMap((page) =>
    page.areas.map((code, sort) => {
      const areaId = areaIdByCode.get(code);
      if (areaId === undefined) throw new Error(`Page ${page.code} names an unknown area ${code}`);
      return { pageId: pageIdByCode.get(page.code) ?? 0, areaId, sort };
    }),
  );
  await db.insert(contentPageAreas).values(links);
  return { areas: areaRows.length, pages: pageRows.length };
}
