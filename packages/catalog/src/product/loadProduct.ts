import { type ApiClient, isApiClientError, type ProductResponse } from '@ornament/api-client';
import { notFound, redirect } from 'next/navigation';

export type ProductDetail = ProductResponse['data'];

/** What an article or url code can look like; anything else is a page that cannot exist. */
const productCodePattern = /^[\w.-]{1,128}$/;

/**
 * The product behind `/product/{article}/` (spec 2 §4): no code, no fetch; a 404 answer shows the
 * 404 page, and so does a code no product can have (malformed or too long: not asked, or a 400);
 * a redirect answer is followed, any other failure goes to the route's error boundary.
 */
export async function loadProduct(client: ApiClient, article: string | undefined): Promise<ProductDetail> {
  if (!article || !productCodePattern.test(article)) notFound();
  let response;
  try {
    response = await client.catalog.product(article);
  } catch (error) {
    if (isApiClientError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
  if (response.type === 'redirect') redirect(response.to);
  return response.data.data;
}
