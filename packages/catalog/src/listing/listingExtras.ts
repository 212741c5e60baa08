// Extra information of a listing page that loads after its products (spec 2 §4): fresh prices, sale
// labels and the review summaries (comment-info). Each part falls back silently to nothing when it
// fails or is late.
import type { ApiClient, PricesResponse } from '@ornament/api-client';
import type { CommentInfo, Product, SaleLabel } from '@ornament/api-contract';

/** How long a page waits for its extras before it renders without them. */
export const extrasTimeoutMs = 400;

export interface ListingExtras {
  prices: ReadonlyMap<string, PricesResponse['data'][number]>;
  saleLabels: ReadonlyMap<string, SaleLabel>;
  comments: ReadonlyMap<string, CommentInfo>;
}

export const noExtras: ListingExtras = { prices: new Map(), saleLabels: new Map(), comments: new Map() };

function withTimeout<T>(promise: Promise<T>, fallback: T, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

async function pricesOf(client: ApiClient, codes: string[]): Promise<ListingExtras['prices']> {
  if (codes.length === 0) return new Map();
  const response = await client.catalog.prices(codes);
  return response.type === 'data' ? new Map(response.data.data.map((price) => [price.url_code, price])) : new Map();
}

/** S2.4.4: the review summaries of the page's products (GET v5/products/comment-info/?url_codes=). */
async function commentsOf(client: ApiClient, codes: string[]): Promise<ListingExtras['comments']> {
  if (codes.length === 0) return new Map();
  const response = await client.reviews.commentInfo(codes);
  return response.type === 'data' ? new Map(response.data.data.map((info) => [info.url_code, info])) : new Map();
}

/** Sale labels exist only for products on sale, so only those are asked for. */
async function saleLabelsOf(client: ApiClient, products: readonly Product[]): Promise<ListingExtras['saleLabels']> {
  const onSale = products.filter((product) => product.old_price !== null);
  const answers = await Promise.allSettled(onSale.map((product) => client.catalog.saleLabel(product.url_code)));
  const labels = new Map<string, SaleLabel>();
  answers.forEach((answer, index) => {
    const product = onSale[index];
    if (product && answer.status === 'fulfilled' && answer.value.type === 'data' && answer.value.data.data) labels.set(product.url_code, answer.value.data.data);
  });
  return labels;
}

export async function loadListingExtras(client: ApiClient, products: readonly Product[], timeoutMs = extrasTimeoutMs): Promise<ListingExtras> {
  const codes = products.map((product) => product.url_code);
  const [prices, saleLabels, comments] = await Promise.all([
    withTimeout(pricesOf(client, codes), noExtras.prices, timeoutMs),
    withTimeout(saleLabelsOf(client, products), noExtras.saleLabels, timeoutMs),
    withTimeout(commentsOf(client, codes), noExtras.comments, timeoutMs),
  ]);
  return { prices, saleLabels, comments };
}

/** The products with their fresh prices, review summaries and sale stickers (as the first badge). */
export function applyExtras(products: readonly Product[], extras: ListingExtras): Product[] {
  return products.map((product) => {
    const price = extras.prices.get(product.url_code);
    const label = extras.saleLabels.get(product.url_code);
    const comments = extras.comments.get(product.url_code);
    const withPrice = price ? { ...product, price: price.price, old_price: price.old_price, discount: price.discount } : product;
    const priced = comments ? { ...withPrice, rating: { rating: comments.rating, rating_float: comments.rating_float, sum_comments: comments.sum_comments } } : withPrice;
    if (!label) return priced;
    const badge = { code: 'sale-label', text: label.sticker_text, background: label.sticker_background_color, color: '#FFFFFF' };
    return { ...priced, badges: [badge, ...priced.badges.filter((existing) => existing.code !== badge.code)] };
  });
}
