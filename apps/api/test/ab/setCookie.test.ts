// GET /api/sklv/v5/set-cookie/: A/B cookies drawn once, then kept; none of the recommendations
// test for the diamond storefront.
import { contextCookies, paths, setCookieResponseSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

const setCookie = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: paths.setCookie, headers });

function cookiesOf(header: string | string[] | undefined): Map<string, string> {
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return new Map(lines.map((line) => {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
  }));
}

describe('GET /api/sklv/v5/set-cookie/', () => {
  it('sets every A/B cookie for 30 days with a group a or b and the feature flags', async () => {
    const response = await setCookie();
    expect(response.statusCode).toBe(200);
    const { data } = setCookieResponseSchema.parse(response.json());
    const cookies = cookiesOf(response.headers['set-cookie']);
    expect(cookies.get(contextCookies.abTestId)).toBe('kt_reco_new');
    expect(['a', 'b']).toContain(cookies.get(contextCookies.abGroup));
    expect(cookies.get(contextCookies.abGroup)).toBe(data.ab_group);
    expect(cookies.get(contextCookies.abKtNew)).toBe(data.ab_kt_new);
    expect(cookies.get(contextCookies.newSearch)).toBe(data.new_search);
    expect(JSON.parse(cookies.get(contextCookies.featureFlags) ?? '{}')).toEqual({ photoSearch: true });
    const lines = [response.headers['set-cookie']].flat().join('\n');
    expect(lines).toContain('Max-Age=2592000');
    expect(lines).not.toContain('HttpOnly');
  });

  it('keeps the groups a visitor already has, however often it is called', async () => {
    const cookie = `${contextCookies.abGroup}=b; ${contextCookies.abKtNew}=a; ${contextCookies.newSearch}=b`;
    for (let i = 0; i < 10; i++) {
      const { data } = setCookieResponseSchema.parse((await setCookie({ cookie })).json());
      expect(data).toMatchObject({ ab_group: 'b', ab_kt_new: 'a', new_search: 'b' });
    }
  });

  it('draws both groups across new visitors and redraws a tampered value', async () => {
    const groups = new Set<string>();
    for (let i = 0; i < 40; i++) groups.add(setCookieResponseSchema.parse((await setCookie()).json()).data.new_search);
    expect([...groups].sort()).toEqual(['a', 'b']);
    const { data } = setCookieResponseSchema.parse((await setCookie({ cookie: `${contextCookies.newSearch}=zzz` })).json());
    expect(['a', 'b']).toContain(data.new_search);
  });

  it('leaves the diamond storefront out of the kt_reco_new test', async () => {
    const response = await setCookie({ 'x-source': 'diamant' });
    const { data } = setCookieResponseSchema.parse(response.json());
    expect(data.ab_test_id).toBeNull();
    expect(data.ab_group).toBeNull();
    const cookies = cookiesOf(response.headers['set-cookie']);
    expect(cookies.has(contextCookies.abTestId)).toBe(false);
    expect(cookies.has(contextCookies.abKtNew)).toBe(true);
  });
});
