import type { FormRequestKind } from '@ornament/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { formRequests } from '../../db/schema';

export async function storeRequest(db: Db, kind: FormRequestKind, payload: Record<string, unknown>, ip: string): Promise<number> {
  const [row] = await db.insert(formRequests).values({ kind, payload, ip }).returning({ id: formRequests.id });
  return row!.id;
}

export const formRequestsPerPage = 50;

export async function listRequests(db: Db, kind: FormRequestKind | undefined, page: number) {
  const where = kind ? eq(formRequests.kind, kind) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(formRequests)
      .where(where)
      .orderBy(desc(formRequests.createdAt), desc(formRequests.id))
      .limit(formRequestsPerPage)
      .offset((page - 1) * formRequestsPerPage),
    db.select({ n: sql<number>`count(*)::int` }).from(formRequests).where(where),
  ]);
  return {
    data: rows.map((row) => ({ id: row.id, kind: row.kind as FormRequestKind, payload: row.payload, ip: row.ip, createdAt: row.createdAt.toISOString() })),
    meta: { total: Number(count?.n ?? 0), page, perPage: formRequestsPerPage },
  };
}
