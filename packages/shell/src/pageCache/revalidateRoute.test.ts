import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const { revalidateRoute } = await import('./revalidateRoute');

const secret = 'storefront-revalidation-secret';
const post = (body: unknown, authorization?: string) =>
  new Request('http://shop.test/internal/revalidate/', { method: 'POST', headers: authorization ? { authorization } : {}, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('revalidation route', () => {
  beforeEach(() => revalidateTag.mockClear());

  it('expires every page carrying a named tag, at once', async () => {
    const response = await revalidateRoute({ secret }).POST(post({ tags: ['catalog', 'product:1004496'] }, `Bearer ${secret}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['catalog', 'product:1004496'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['catalog', { expire: 0 }],
      ['product:1004496', { expire: 0 }],
    ]);
  });

  it('answers 401 without the secret, with a wrong one, and always when none is configured', async () => {
    for (const [configured, given] of [[secret, undefined], [secret, 'Bearer wrong'], [secret, `Bearer ${secret}x`], [undefined, 'Bearer ']] as const) {
      const response = await revalidateRoute({ secret: configured }).POST(post({ tags: ['catalog'] }, given));
      expect(response.status).toBe(401);
      expect((await response.json()).errors[0]).toMatchObject({ status: '401', code: 'unauthorized' });
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 with a pointer for a body that names no proper tags', async () => {
    for (const body of ['not json', { tags: [] }, { tags: 'catalog' }, { tags: ['spaces are not tags'] }, { tags: Array.from({ length: 65 }, (_, i) => `t${i}`) }]) {
      const response = await revalidateRoute({ secret }).POST(post(body, `Bearer ${secret}`));
      expect(response.status).toBe(400);
      const [error] = (await response.json()).errors;
      expect(error.source).toHaveProperty('pointer');
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
