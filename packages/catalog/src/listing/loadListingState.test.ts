import { createApiClient } from '@ornament/api-client';
import { testContext as context } from '@ornament/api-client/testing';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sampleProduct';
import { loadListingState } from './loadListing';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const clientAnswering = (response: () => Response) =>
  createApiClient({ baseUrls: {}, defaultBaseUrl: 'http://api.test', fetch: (async () => response()) as typeof fetch, context: { ...context, promoCodes: [] } });
const refused = (pointer: string, status = 400) => json({ errors: [{ status: String(status), code: 'invalid_parameter', detail: 'Too big', source: { pointer } }] }, status);

function listing(canonical: string, page = 1, data = [sampleProduct]) {
  return json({
    data,
    meta: {
      section: 'jewelry-catalog', category: null, h1: 'Кольца', title: 't', description: 'd', canonical, robots: 'index, follow',
      breadcrumbs: [], sort: [], 'current-page': page, 'page-count': 1, 'per-page': 72, 'total-count': data.length,
    },
  });
}

/** What next/navigation threw: its digest names a 404 or a redirect. */
async function digestOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return String((error as { digest?: unknown }).digest ?? error);
  }
}

describe('loadListingState', () => {
  it('shows the 404 page for a page number the catalogue refuses or a page past the last', async () => {
    expect(await digestOf(loadListingState(clientAnswering(() => refused('/query/page')), '/jewelry-catalog/', { page: '99999999' }))).toMatch(/404/);
    const past = clientAnswering(() => listing('/jewelry-catalog/?page=9', 9, []));
    expect(await digestOf(loadListingState(past, '/jewelry-catalog/', { page: '9' }))).toMatch(/404/);
  });

  it('answers another refused query with the bad-request state, and a search 404 likewise', async () => {
    expect(await loadListingState(clientAnswering(() => refused('/query/sort')), '/jewelry-catalog/', { sort: 'x' })).toEqual({ type: 'bad-request', detail: 'Too big' });
    const search = await loadListingState(clientAnswering(() => refused('/query/x', 404)), '/products-search/text/text-x/', {});
    expect(search.type).toBe('bad-request');
  });

  it('redirects a path written in another order to the canonical one, keeping the query', async () => {
    const client = clientAnswering(() => listing('/jewelry-catalog/material-gold/insert-ruby/?size=17'));
    const digest = await digestOf(loadListingState(client, '/jewelry-catalog/insert-ruby/material-gold/', { size: '17' }));
    expect(digest).toContain('/jewelry-catalog/material-gold/insert-ruby/?size=17');
    expect(digest).toContain('308');
  });

  it('gives the listing when the path is canonical', async () => {
    const state = await loadListingState(clientAnswering(() => listing('/jewelry-catalog/')), '/jewelry-catalog/', {});
    expect(state.type === 'listing' && state.listing.data.length).toBe(1);
  });
});
