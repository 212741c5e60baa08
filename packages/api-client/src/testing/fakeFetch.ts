import type { ClientConfig } from '../config';
import type { RequestContext } from '../context';

export interface RecordedCall {
  url: string;
  init: RequestInit & { next?: unknown };
  headers: Record<string, string>;
}

type Responder = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch that never touches the network: answers with `responder` and records every call. */
export function fakeFetch(responder: Responder = () => json({ ok: true })) {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
    return responder(url, init);
  };
  return { fetch: fetchImpl as typeof fetch, calls, last: () => calls.at(-1) as RecordedCall };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
}

export const testContext: RequestContext = {
  site: 'ornament_ru',
  source: 'site',
  cityId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  regionId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  countryId: '53d5ff21-8d4a-5f6d-bb23-dc9cad26099c',
  countryCode: 'RU',
  regionTimezone: 'UTC+3:00',
  promoCodes: [],
  staffAccess: false,
  currencyCode: 'RUB',
};

export function testConfig(fetchImpl: typeof fetch, overrides: Partial<ClientConfig> = {}): ClientConfig {
  return { baseUrls: {}, defaultBaseUrl: 'http://api.test', fetch: fetchImpl, context: testContext, ...overrides };
}
