// Reads and writes of product authentication: the product a barcode is on, the complaint photos and
// the complaints.
import type { AuthenticityProduct } from '@ornament/api-contract';
import { productImagePath } from '@ornament/api-contract/http';
import type { AuthenticityPhotoKind } from '@ornament/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { authenticityComplaints, authenticityFiles, productBarcodes, products } from '../../db/schema';

export async function productByBarcode(db: Db, barcode: string): Promise<AuthenticityProduct | null> {
  const [row] = await db
    .select({ article: products.article, name: products.name, urlCode: products.urlCode })
    .from(productBarcodes)
    .innerJoin(products, eq(products.id, productBarcodes.productId))
    .where(eq(productBarcodes.barcode, barcode))
    .limit(1);
  if (!row) return null;
  return { article: row.article, name: row.name, url_code: row.urlCode, picture: productImagePath(row.urlCode, 'white', 1), link: `/product/${row.article}/` };
}

export interface NewPhoto {
  userId: string;
  kind: AuthenticityPhotoKind;
  storageKey: string;
  mime: string;
  size: number;
}

export async function insertPhoto(db: Db, photo: NewPhoto): Promise<string> {
  const [row] = await db.insert(authenticityFiles).values(photo).returning({ id: authenticityFiles.id });
  return row!.id;
}

export async function photoById(db: Db, id: string): Promise<{ storageKey: string; mime: string } | null> {
  const [row] = await db.select({ storageKey: authenticityFiles.storageKey, mime: authenticityFiles.mime }).from(authenticityFiles).where(eq(authenticityFiles.id, id)).limit(1);
  return row ?? null;
}

/** Deletes the user's own photo that no complaint holds; its storage key, or null. */
export async function deleteOwnLoosePhoto(db: Db, id: string, userId: string): Promise<string | null> {
  const [row] = await db
    .delete(authenticityFiles)
    .where(and(eq(authenticityFiles.id, id), eq(authenticityFiles.userId, userId), isNull(authenticityFiles.complaintId)))
    .returning({ storageKey: authenticityFiles.storageKey });
  return row?.storageKey ?? null;
}

export interface NewComplaint {
  userId: string;
  shopName: string;
  shopAddress: string;
  barcode: string | null;
  article: string | null;
  chequePhoto: string;
  productPhoto: string;
}

/**
 * Stores the complaint and attaches both photos in one transaction: each must be the user's own,
 * of its kind and loose (a guarded update), or nothing is stored. Answers the complaint id, or the
 * kind of the photo that did not qualify.
 */
export async function insertComplaint(db: Db, complaint: NewComplaint): Promise<{ id: number } | { missing: AuthenticityPhotoKind }> {
  class Missing extends Error {
    constructor(readonly kind: AuthenticityPhotoKind) {
      super(kind);
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(authenticityComplaints)
        .values({ userId: complaint.userId, shopName: complaint.shopName, shopAddress: complaint.shopAddress, barcode: complaint.barcode, article: complaint.article })
        .returning({ id: authenticityComplaints.id });
      const attached = await tx
        .update(authenticityFiles)
        .set({ complaintId: row!.id })
        .where(
          and(
            inArray(authenticityFiles.id, [complaint.chequePhoto, complaint.productPhoto]),
            eq(authenticityFiles.userId, complaint.userId),
            isNull(authenticityFiles.complaintId),
          ),
        )
        .returning({ id: authenticityFiles.id, kind: authenticityFiles.kind });
      const ok = (id: string, kind: AuthenticityPhotoKind) => attached.some((file) => file.id === id && file.kind === kind);
      if (!ok(complaint.chequePhoto, 'cheque_photo')) throw new Missing('cheque_photo');
      if (!ok(complaint.productPhoto, 'product_photo')) throw new Missing('product_photo');
      return { id: row!.id };
    });
  } catch (error) {
    if (error instanceof Missing) return { missing: error.kind };
    throw error;
  }
}

export interface ComplaintRow {
  id: number;
  shopName: string;
  shopAddress: string;
  barcode: string | null;
  article: string | null;
  status: 'new' | 'in_review' | 'closed';
  createdAt: Date;
  chequePhoto: string | null;
  productPhoto: string | null;
}

/** A page of complaints, newest first, with their photos' ids. */
export async function complaintPage(db: Db, page: number, perPage: number): Promise<{ rows: ComplaintRow[]; total: number }> {
  const [complaints, [counted]] = await Promise.all([
    db.select().from(authenticityComplaints).orderBy(desc(authenticityComplaints.createdAt), desc(authenticityComplaints.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(authenticityComplaints),
  ]);
  const files =
    complaints.length === 0
      ? []
      : await db
          .select({ id: authenticityFiles.id, kind: authenticityFiles.kind, complaintId: authenticityFiles.complaintId })
          .from(authenticityFiles)
          .where(inArray(authenticityFiles.complaintId, complaints.map((c) => c.id)));
  const photo = (complaintId: number, kind: AuthenticityPhotoKind) => files.find((f) => f.complaintId === complaintId && f.kind === kind)?.id ?? null;
  return {
    rows: complaints.map((c) => ({
      id: c.id,
      shopName: c.shopName,
      shopAddress: c.shopAddress,
      barcode: c.barcode,
      article: c.article,
      status: c.status,
      createdAt: c.createdAt,
      chequePhoto: photo(c.id, 'cheque_photo'),
      productPhoto: photo(c.id, 'product_photo'),
    })),
    total: counted?.n ?? 0,
  };
}
