import { createApiClient } from '@ornament/api-client';
import { testContext as context } from '@ornament/api-client/testing';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sampleProduct';
import { applyExtras, loadListingExtras } from './listingExtras';

function clientAnswering(answer: (url: string) => Response | Promise<Response>) {
  const fetchImpl = async (input: RequestInfo | URL) => answer(String(input));
  return createApiClient({ baseUrls: {}, defaultBaseUrl: 'http://api.test', fetch: fetchImpl as typeof fetch, context: { ...context, promoCodes: [] } });
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const onSale = sampleProduct;
const fullPrice = { ...sampleProduct, id: 8, url_code: 'sergi-8', old_price: null, discount: 0 };

describe('listing extras', () => {
  it('merges fresh prices and puts the sale sticker first among the badges', async () => {
    const client = clientAnswering((url) => {
      if (url.includes('/prices/')) return json({ data: [{ url_code: onSale.url_code, article: onSale.article, price: 40000, old_price: 52990, discount: 25, currency: onSale.currency }] });
      if (url.includes('sale-label')) return json({ data: { sticker_text: '−25%', sticker_background_color: '#B0122B', sticker_description: 'Скидка 25% от прежней цены' } });
      return json({}, 404);
    });
    // A generous wait: the first answer loads the response schemas, which can take longer than a
    // page's 400 ms on a busy test machine; the timeout itself is the second test's subject.
    const extras = await loadListingExtras(client, [onSale, fullPrice], 10_000);
    expect(extras.saleLabels.size).toBe(1);
    const [first, second] = applyExtras([onSale, fullPrice], extras);
    expect(first).toMatchObject({ price: 40000, discount: 25 });
    expect(first?.badges.map((badge) => badge.text)).toEqual(['−25%', 'Хит']);
    expect(second).toEqual(fullPrice);
  });

  it('S2.4.4, S2.7.7: reads the review summaries after the products (GET products/comment-info/) and puts them on the cards', async () => {
    const client = clientAnswering((url) => {
      if (url.includes('/comment-info/')) return json({ data: [{ article: fullPrice.article, url_code: fullPrice.url_code, sum_comments: 12, rating: 5, rating_float: 4.6 }] });
      return json({ errors: [{ status: '404', code: 'x', detail: 'none' }] }, 404);
    });
    const extras = await loadListingExtras(client, [onSale, fullPrice], 10_000);
    const [first, second] = applyExtras([onSale, fullPrice], extras);
    expect(first).toEqual(onSale);
    expect(second?.rating).toEqual({ rating: 5, rating_float: 4.6, sum_comments: 12 });
  });

  it('falls back silently to nothing when the calls fail or are late', async () => {
    const failing = clientAnswering(() => json({ errors: [{ status: '500', code: 'x', detail: 'boom' }] }, 500));
    const failed = await loadListingExtras(failing, [onSale]);
    expect(applyExtras([onSale], failed)).toEqual([onSale]);
    const slow = clientAnswering(() => new Promise<Response>(() => undefined));
    const late = await loadListingExtras(slow, [onSale], 20);
    expect(late.prices.size + late.saleLabels.size + late.comments.size).toBe(0);
  });
});
