import type { FavoriteListDetailResponse } from '@ornament/api-contract';
import { type ApiClient, isApiClientError } from '@ornament/api-client';
import { notFound } from 'next/navigation';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A shared folder by its link; a guid that cannot exist or is unknown is the 404 page. */
export async function loadWishlist(client: ApiClient, guid: string): Promise<FavoriteListDetailResponse> {
  if (!guidPattern.test(guid)) notFound();
  try {
    const response = await client.favorites.wishlist(guid, { cache: 'no-store' });
    if (response.type === 'redirect') notFound();
    return response.data;
  } catch (error) {
    if (isApiClientError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
