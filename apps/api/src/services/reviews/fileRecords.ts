// The comment_files rows of uploaded review photos: created on upload, attached when the review is
// sent, deletable by their owner until then.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { commentFiles } from '../../db/schema';

export interface NewFileRecord {
  userId: string;
  storageKey: string;
  mime: string;
  size: number;
  width: number;
  height: number;
}

export async function insertFileRecord(db: Db, file: NewFileRecord): Promise<number> {
  const [row] = await db.insert(commentFiles).values(file).returning({ id: commentFiles.id });
  return row!.id;
}

/** Deletes the user's own unattached photo; answers its storage key, or null when there is none. */
export async function deleteOwnUnattachedFile(db: Db, id: number, userId: string): Promise<string | null> {
  const [row] = await db
    .delete(commentFiles)
    .where(and(eq(commentFiles.id, id), eq(commentFiles.userId, userId), isNull(commentFiles.commentId)))
    .returning({ storageKey: commentFiles.storageKey });
  return row?.storageKey ?? null;
}

export async function fileByKey(db: Db, storageKey: string): Promise<{ mime: string } | null> {
  const [row] = await db.select({ mime: commentFiles.mime }).from(commentFiles).where(eq(commentFiles.storageKey, storageKey)).limit(1);
  return row ?? null;
}
