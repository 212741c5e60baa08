// Editorial content (spec 1 §7 content areas and pages). The HTML is sanitised when it is written
// (seed, future admin), so routes can hand it to a page as is (ARCHITECTURE "Safe by construction").
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A titled block of HTML with optional items (banners, links, list entries), looked up by code. */
export const contentAreas = pgTable(
  'content_areas',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull().default(''),
  },
  (t) => [uniqueIndex('content_areas_code_uq').on(t.code)],
);

export const contentAreaItems = pgTable(
  'content_area_items',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => contentAreas.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Plain text; the 'area' call sends this one. */
    text: text('text'),
    /** Formatted text; only the 'area-with-formatting' call sends it. */
    html: text('html'),
    link: text('link'),
    image: text('image'),
    /** The picture shown while the pointer is over the item (the header's promo button, spec 1 §2). */
    hoverImage: text('hover_image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('content_area_items_area_idx').on(t.areaId, t.sort)],
);

/** A content page (delivery terms, bonus programme): SEO fields and ordered areas as its blocks. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
  },
  (t) => [uniqueIndex('content_pages_code_uq').on(t.code)],
);

export const contentPageAreas = pgTable(
  'content_page_areas',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => contentAreas.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.areaId] })],
);
