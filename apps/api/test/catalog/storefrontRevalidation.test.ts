// Cached storefront pages hear of catalogue changes (plugins/storefrontRevalidation.ts): a write to
// the catalogue's tables makes the API post the catalogue tag, with the shared secret, to every
// storefront process it was given; a burst of writes is one post; a storefront that is down is retried;
// the whole catalogue is posted at most once every 3 s.
import { eq, sql } from 'drizzle-orm';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, products, stock } from '../../src/db/schema';
import { beginStockMoves, endStockMoves } from '../../src/plugins/stockMoves';
import { loadEnv } from '../../src/env';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

const secret = 'test-revalidation-secret';

interface Received {
  authorization: string | undefined;
  path: string | undefined;
  body: unknown;
}

/** When each post reached the first stand-in, beside what it said. */
const arrivals: { at: number; body: unknown }[] = [];

/** A stand-in storefront process: records what it is told, and answers 503 to the first `failFirst` posts. */
async function storefront(failFirst = 0): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  let failures = failFirst;
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (failures > 0) {
        failures--;
        response.writeHead(503).end();
        return;
      }
      const body = JSON.parse(text) as unknown;
      received.push({ authorization: request.headers.authorization, path: request.url, body });
      if (failFirst === 0) arrivals.push({ at: Date.now(), body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

let t: TestApp;
let replicaA: Awaited<ReturnType<typeof storefront>>;
let replicaB: Awaited<ReturnType<typeof storefront>>;

beforeAll(async () => {
  replicaA = await storefront();
  replicaB = await storefront(1);
  t = await buildTestApp({ seed: seedFixtures, env: { STOREFRONT_REVALIDATE_URLS: `${replicaA.url},${replicaB.url}/`, REVALIDATE_SECRET: secret } });
});
afterAll(async () => {
  await t?.close();
  replicaA?.server.close();
  replicaB?.server.close();
});

async function setPrices(rub: number): Promise<void> {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.article, 'A-1'));
  await t.db.update(productPrices).set({ price: rub }).where(eq(productPrices.productId, row!.id));
  await t.db.update(productPrices).set({ oldPrice: rub + 1000 }).where(eq(productPrices.productId, row!.id));
}

describe('storefront revalidation', () => {
  it('posts the catalogue tag to every storefront process after a catalogue write, once per burst', async () => {
    await setPrices(77_000);
    const expected = { authorization: `Bearer ${secret}`, path: '/internal/revalidate/', body: { tags: ['catalog'] } };
    await expect.poll(() => replicaA.received, { timeout: 5000 }).toEqual([expected]);
    // The second replica refused the first attempt and got the retry.
    await expect.poll(() => replicaB.received, { timeout: 5000 }).toEqual([expected]);
  });

  it("S22.3: a checkout taking stock expires the pages of its products that read otherwise now, and the listings when one sold out", async () => {
    const shelfOf = async (article: string) => {
      const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.article, article));
      const [held] = await t.db.select({ id: stock.id }).from(stock).where(eq(stock.productId, row!.id));
      return { productId: row!.id, stockId: held!.id };
    };
    const a1 = await shelfOf('A-1');
    const a3 = await shelfOf('A-3');
    /** Each product in one shop only, with these units (an operator's write: the whole catalogue). */
    const shelve = async (units: [typeof a1, number][]) => {
      for (const [shelf, quantity] of units) {
        await t.db.update(stock).set({ quantity: 0 }).where(eq(stock.productId, shelf.productId));
        await t.db.update(stock).set({ quantity }).where(eq(stock.id, shelf.stockId));
      }
    };
    const take = (shelf: typeof a1, quantity = 1) =>
      t.db.transaction(async (tx) => {
        const moves = await beginStockMoves(tx, [shelf.productId]);
        await tx.update(stock).set({ quantity: sql`${stock.quantity} - ${quantity}` }).where(eq(stock.id, shelf.stockId));
        await endStockMoves(tx, moves);
      });
    const posted = () => replicaA.received.map((r) => r.body);

    await shelve([[a1, 12], [a3, 5]]);
    await expect.poll(posted, { timeout: 5000 }).toContainEqual({ tags: ['catalog'] });
    replicaA.received.length = 0;
    // 12 → 11: still 'Осталось мало', the size still in that shop; the page reads the same and stays.
    // 5 → 4: 'Осталось 4 шт' now. Notices arrive in order, so A-1's would have come first, or with A-3's.
    await take(a1);
    await take(a3);
    await expect.poll(posted, { timeout: 5000 }).toEqual([{ tags: ['product:A-3'] }]);
    // 11 → 9: under the label's threshold, the count shows.
    replicaA.received.length = 0;
    await take(a1, 2);
    await expect.poll(posted, { timeout: 5000 }).toEqual([{ tags: ['product:A-1'] }]);
    // The same write without the bracket (an operator, a psql session): the whole catalogue.
    replicaA.received.length = 0;
    await t.db.update(stock).set({ quantity: sql`${stock.quantity} + 1` }).where(eq(stock.id, a1.stockId));
    await expect.poll(posted, { timeout: 5000 }).toEqual([{ tags: ['catalog'] }]);
    // The last unit gone: the listings, which filter and count by stock, change too; no other
    // product's page shows it, so the catalogue as a whole stays.
    await shelve([[a1, 1]]);
    await expect.poll(() => replicaA.received.length, { timeout: 5000 }).toBe(2);
    replicaA.received.length = 0;
    await take(a1);
    await expect.poll(() => posted().length, { timeout: 6000 }).toBe(2);
    expect(posted()).toEqual(expect.arrayContaining([{ tags: ['product:A-1'] }, { tags: ['listings'] }]));
  });

  it("S22.3: a size's own count changing expires only the product's pages with a size picked (sizes:), not its page", async () => {
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.article, 'A-1'));
    const [held] = await t.db.select({ storeId: stock.storeId }).from(stock).where(eq(stock.productId, product!.id));
    // Size 16: 5 units, size 17: 12 (an operator's write: the whole catalogue). The product's 17 read 'Осталось мало'.
    await t.db.delete(stock).where(eq(stock.productId, product!.id));
    const [small, large] = await t.db
      .insert(stock)
      .values([
        { productId: product!.id, size: '16', storeId: held!.storeId, quantity: 5 },
        { productId: product!.id, size: '17', storeId: held!.storeId, quantity: 12 },
      ])
      .returning({ id: stock.id });
    const posted = () => replicaA.received.map((r) => r.body);
    await expect.poll(posted, { timeout: 6000 }).toContainEqual({ tags: ['catalog'] });
    replicaA.received.length = 0;
    const take = (stockId: number) =>
      t.db.transaction(async (tx) => {
        const moves = await beginStockMoves(tx, [product!.id]);
        await tx.update(stock).set({ quantity: sql`${stock.quantity} - 1` }).where(eq(stock.id, stockId));
        await endStockMoves(tx, moves);
      });
    // 17: 12 → 11 reads the same everywhere; 16: 5 → 4 reads 'Осталось 4 шт' on its size's page only
    // (the product still 'Осталось мало', both sizes in stock).
    await take(large!.id);
    await take(small!.id);
    await expect.poll(posted, { timeout: 5000 }).toEqual([{ tags: ['sizes:A-1'] }]);
    // The size's last unit: the page's size picker shows it sold out, so the page itself changes.
    replicaA.received.length = 0;
    await t.db.update(stock).set({ quantity: 1 }).where(eq(stock.id, small!.id));
    await expect.poll(posted, { timeout: 6000 }).toContainEqual({ tags: ['catalog'] });
    replicaA.received.length = 0;
    await take(small!.id);
    await expect.poll(posted, { timeout: 5000 }).toEqual([{ tags: ['product:A-1'] }]);
  });

  it('posts the whole catalogue at most once every 3 s: one more change soon after waits for its turn', async () => {
    await setPrices(78_000);
    await expect.poll(() => arrivals.at(-1)?.body, { timeout: 5000 }).toEqual({ tags: ['catalog'] });
    const first = arrivals.at(-1)!.at;
    await setPrices(79_000);
    await expect.poll(() => arrivals.at(-1)!.at, { timeout: 6000 }).toBeGreaterThan(first);
    expect(arrivals.at(-1)!.body).toEqual({ tags: ['catalog'] });
    expect(arrivals.at(-1)!.at - first).toBeGreaterThanOrEqual(2900);
  });

  it('refuses to start with storefronts to tell and no secret to tell them with', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', STOREFRONT_REVALIDATE_URLS: replicaA.url })).toThrow(/REVALIDATE_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'test', STOREFRONT_REVALIDATE_URLS: 'not a url', REVALIDATE_SECRET: secret })).toThrow(/STOREFRONT_REVALIDATE_URLS/);
  });
});
