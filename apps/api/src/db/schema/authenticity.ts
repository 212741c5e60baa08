// Product authentication (spec 2 §3, §7): the barcode of each product, the photos a shopper uploads
// for a complaint, and the complaints themselves (staff read them from the table).
import type { AuthenticityPhotoKind } from '@ornament/domain';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog';
import { users } from './users';

/** The barcode printed on a product's tag; one per product, looked up by the check. */
export const productBarcodes = pgTable(
  'product_barcodes',
  {
    barcode: text('barcode').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [index('product_barcodes_product_idx').on(t.productId)],
);

export const authenticityComplaints = pgTable(
  'authenticity_complaints',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    shopAddress: text('shop_address').notNull(),
    barcode: text('barcode'),
    article: text('article'),
    status: text('status').$type<'new' | 'in_review' | 'closed'>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('authenticity_complaints_created_idx').on(t.createdAt)],
);

/** A complaint photo: uploaded first (complaint_id null), attached when the complaint is sent. */
export const authenticityFiles = pgTable(
  'authenticity_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AuthenticityPhotoKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    complaintId: integer('complaint_id').references(() => authenticityComplaints.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('authenticity_files_key_uq').on(t.storageKey),
    // One cheque photo and one product photo per complaint.
    uniqueIndex('authenticity_files_complaint_kind_uq').on(t.complaintId, t.kind),
    index('authenticity_files_user_idx').on(t.userId),
    check('authenticity_files_kind_ck', sql`${t.kind} in ('cheque_photo', 'product_photo')`),
  ],
);
