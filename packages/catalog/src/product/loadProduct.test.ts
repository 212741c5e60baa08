import { ApiClientError, type ApiClient } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { loadProduct } from './loadProduct';

function clientFailingWith(status: number): ApiClient {
  const error = new ApiClientError({ kind: 'http', message: 'x', status, method: 'GET', path: '/api/serviceCatalog/v2/products/x/' });
  return { catalog: { product: () => Promise.reject(error) } } as unknown as ApiClient;
}

// next/navigation's notFound() throws an error whose digest names the 404.
const notFoundDigest = /NEXT_HTTP_ERROR_FALLBACK;404/;

describe('loadProduct', () => {
  it('shows the 404 page for an unknown and for a malformed article', async () => {
    for (const status of [404, 400]) {
      await expect(loadProduct(clientFailingWith(status), 'x')).rejects.toMatchObject({ digest: expect.stringMatching(notFoundDigest) });
    }
    for (const malformed of ['%ZZ', 'a'.repeat(3000), 'кольцо/../x']) {
      await expect(loadProduct(clientFailingWith(500), malformed)).rejects.toMatchObject({ digest: expect.stringMatching(notFoundDigest) });
    }
    await expect(loadProduct(clientFailingWith(404), undefined)).rejects.toMatchObject({ digest: expect.stringMatching(notFoundDigest) });
  });

  it('lets other failures reach the error boundary', async () => {
    await expect(loadProduct(clientFailingWith(503), 'x')).rejects.toBeInstanceOf(ApiClientError);
  });
});
