// The shared page cache's answer to a revalidation (issue 22): a changed price or stock used to
// delete every tagged page from Redis at once, so the next shopper on each of them waited for a whole
// render. Under trade, where every order moves stock, those renders were the page p95 (a product page
// answered in 40 ms from the cache and in 0.5–1 s as a render on two busy cores).
//
// Wrapped around @fortedigital/nextjs-cache-handler's Redis handler, a revalidated tag now
// - drops the tagged API reads at once, as before: whatever renders next reads fresh data;
// - keeps the tagged pages and notes the tag's time in Redis (for every replica). For `graceMs` after
//   that, a page older than the note is handed to Next as past its revalidation time, so Next answers
//   with it (x-nextjs-cache: STALE) and renders the page again behind the answer, once per process;
// - after the grace, such a page is gone: the next request waits for the render, as before.
// A page a shopper sees is thus at most `graceMs` behind the revalidation, which the API posts at
// most 3 s after the change: within issue 18's 10 s. The balancer keeps no STALE answer
// (tooling/scripts/stack/haproxy.mjs), or its seconds would come on top. Without Redis (npm start, the suites)
// Next's own cache expires tagged pages at once (revalidateRoute's `expire: 0`), as it always did.

/** How long a revalidated page may still be served while it is rendered again. */
export const pageGraceMs = 5_000;

/** Next's key for a rendered page (route-cache-key.ts); every other entry is a tagged API read. */
const isPageKey = (key) => key.startsWith('/route-cache/APP_PAGE/');

/** Next's implicit path tags (revalidatePath): left to the handler, which records them itself. */
const isImplicitTag = (tag) => tag.startsWith('_N_T_');

/**
 * @template {{ name: string, get: Function, set: Function, revalidateTag: (tag: string) => Promise<void> }} H
 * @param {H} handler the Redis strings handler (its shared tags map names each key's tags)
 * @param {{ client: any, keyPrefix: string, timeoutMs?: number, graceMs?: number, now?: () => number, scanCount?: number }} options
 * @returns {H}
 */
export function withPageGrace(handler, { client, keyPrefix, timeoutMs = 1_000, graceMs = pageGraceMs, now = Date.now, scanCount = 10_000 }) {
  // As the handler's own calls: a stalled Redis costs a second, then the page is rendered.
  const redis = () => client.withAbortSignal(AbortSignal.timeout(timeoutMs));
  const sharedTagsKey = `${keyPrefix}__sharedTags__`;
  const sharedTagsTtlKey = `${keyPrefix}__sharedTagsTtl__`;
  // One field per tag ever revalidated (products, sizes, listings, content areas): bounded by the catalogue.
  const revalidatedKey = `${keyPrefix}__revalidatedPageTags__`;

  async function forget(keys) {
    if (keys.length === 0) return;
    await Promise.all([redis().unlink(keys.map((key) => keyPrefix + key)), redis().hDel(sharedTagsKey, keys), redis().hDel(sharedTagsTtlKey, keys)]);
  }

  /** The keys whose entries carry `tag`, from the shared tags map. */
  async function keysTagged(tag) {
    const keys = [];
    let cursor = '0';
    do {
      const portion = await redis().hScan(sharedTagsKey, cursor, { COUNT: scanCount });
      for (const { field, value } of portion.entries) if (JSON.parse(value).includes(tag)) keys.push(field);
      cursor = String(portion.cursor);
    } while (cursor !== '0');
    return keys;
  }

  return {
    ...handler,
    name: `${handler.name}+page-grace`,
    async revalidateTag(tag) {
      if (isImplicitTag(tag)) return handler.revalidateTag(tag);
      // The note first: a page read between the two steps is already judged by it.
      await redis().hSet(revalidatedKey, tag, String(now()));
      await forget((await keysTagged(tag)).filter((key) => !isPageKey(key)));
    },
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      if (!entry || !isPageKey(key) || !entry.tags?.length) return entry;
      const notes = await redis().hmGet(revalidatedKey, [...entry.tags]);
      const newest = Math.max(0, ...notes.map(Number).filter(Number.isFinite));
      if (newest <= entry.lastModified) return entry;
      if (now() - newest > graceMs) {
        await forget([key]);
        return null;
      }
      // Next serves an entry as stale, and renders it again, once `revalidate` seconds have passed since lastModified.
      const revalidateMs = (entry.lifespan?.revalidate || 0) * 1000;
      return { ...entry, lastModified: Math.min(entry.lastModified, now() - revalidateMs - 1) };
    },
  };
}
