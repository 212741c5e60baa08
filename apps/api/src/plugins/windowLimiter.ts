// A fixed-window counter per key (an address, a user), kept in the database every API replica
// shares (table rate_limit_windows): one upsert a hit, so two replicas enforce one limit between
// them, not one each (issue 19 §4). Finished windows are pruned now and then by the hits themselves.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimitWindows } from '../db/schema';

export interface WindowLimiter {
  /** Counts a hit; false once the key has used up its window. */
  hit(key: string, now?: number): Promise<boolean>;
}

export interface WindowLimit {
  /** The limit's name, unique among the limiters ('review-send-ip'). */
  scope: string;
  limit: number;
  windowMs: number;
}

/** About one hit in this many also deletes finished windows: the table stays the size of the live ones. */
const pruneEvery = 500;

export function createWindowLimiter(db: Db, { scope, limit, windowMs }: WindowLimit): WindowLimiter {
  return {
    async hit(key, now = Date.now()) {
      const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ scope, key, windowStart, expiresAt: new Date(windowStart.getTime() + windowMs), hits: 1 })
        .onConflictDoUpdate({ target: [rateLimitWindows.scope, rateLimitWindows.key, rateLimitWindows.windowStart], set: { hits: sql`${rateLimitWindows.hits} + 1` } })
        .returning({ hits: rateLimitWindows.hits });
      if (Math.random() * pruneEvery < 1) await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, new Date(now)));
      return (row?.hits ?? 1) <= limit;
    },
  };
}
