// Issue 19: 10,000 generated bad requests over every registered route answer no 5xx. Each route's
// parameters, query, body, content type and context headers are filled with hostile or malformed
// values (NUL bytes, broken encodings, huge numbers, wrong JSON shapes, multipart without a boundary),
// half as a guest and half signed in, so the handlers past the session check are reached too.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { signedInAccount } from '../profile/accounts';

let t: TestApp;
let signedInCookie: string;

beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
  signedInCookie = (await signedInAccount(t.app, t.db)).cookie;
});
afterAll(async () => t?.close());

interface Route {
  methods: string[];
  path: string;
}

/** The routes Fastify prints as a tree (`printRoutes({ commonPrefix: false })`): children are relative to their parent. */
export function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const segment = match[2]!;
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ''}${segment}`;
    stack[depth] = path;
    const methods = match[3]!.split(',').map((method) => method.trim()).filter((method) => method !== '-' && method !== 'HEAD');
    if (methods.length > 0) routes.push({ methods, path });
  }
  return routes;
}

/** A small seeded generator: the same 10,000 requests every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!, chance: (p: number) => next() < p };
}

const badSegments = ['%00', 'a%00b', '%ZZ', '%C0%AF', `${'9'.repeat(400)}`, '-1', '0', '1e309', 'NaN', 'null', 'undefined', "1' OR '1'='1", '..%2F..%2Fetc%2Fpasswd', '%E2%80%AE', 'ключ', '<script>', '%20', '~', '.', '..'];
const badValues: unknown[] = ['\u0000', 'x'.repeat(20_000), -1, 0, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER, 3.5, true, null, [], {}, ['a', 'b'], { $ne: 1 }, '1 OR 1=1', '<img src=x onerror=alert(1)>', '../../etc/passwd', '\uD800', '79990000001', 'RUB'];
const attributeNames = ['phone', 'code', 'id', 'article', 'quantity', 'page', 'email', 'password', 'text', 'rating', 'files', 'nominal', 'orderId', 'items', 'reason', 'url_code', 'guid', 'name', 'decision', 'vote', 'comment-id', 'cityGuid'];
const queries = ['', '?page=-1&per_page=1e9', '?per_page=%00', '?sort=%00&page=abc', '?phone=%00', '?phone[]=1&phone[]=2', '?url_codes=' + ','.repeat(500), '?q=' + '%FF'.repeat(50), '?article=%ZZ', '?captchaToken=%00:%00', '?page=99999999999999999999', '?filter[x][y][z]=1'];
const contentTypes = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/json; charset=utf-7', 'application/xml'];
const badBodies = ['{"data":', '[]', '"text"', 'null', '{"data":{"type":1,"attributes":[]}}', '\u0000', 'a=1&a=2', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n', '{"__proto__":{"polluted":true}}', '{"data":{"attributes":{"phone":{"$gt":""}}}}', '{"data":{"attributes":{"quantity":1e309,"page":-0}}}'];

function requestFor(route: Route, g: ReturnType<typeof generator>, signedIn: boolean): InjectOptions {
  const method = g.pick(route.methods) as InjectOptions['method'];
  const path = route.path.replace(/:[\w|:]+|\*/g, () => g.pick(badSegments));
  const headers: Record<string, string> = {};
  if (signedIn) headers.cookie = signedInCookie;
  if (g.chance(0.3)) headers['x-country-code'] = g.pick(['ZZ', '%00', 'RU', 'KZ', '']);
  if (g.chance(0.2)) headers['x-currency-code'] = g.pick(['XXX', 'rub', '']);
  if (g.chance(0.2)) headers['x-forwarded-for'] = g.pick(['not-an-ip', '999.999.999.999', '::1, ::2', '']);
  const options: InjectOptions = { method, url: `${path}${g.pick(queries)}`, headers };
  if (method !== 'GET' && method !== 'DELETE') {
    headers['content-type'] = g.pick(contentTypes);
    options.payload = g.chance(0.5)
      ? g.pick(badBodies)
      : JSON.stringify({ data: { type: g.pick(['x', 'login', 'ProductComment']), attributes: Object.fromEntries(Array.from({ length: 3 }, () => [g.pick(attributeNames), g.pick(badValues)])) } });
  }
  return options;
}

describe('bad requests', () => {
  it('finds the routes it fuzzes', () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(150);
    expect(routes).toContainEqual({ methods: ['GET'], path: '/api/serviceCatalog/v2/products/sizes/:article/' });
  });

  it('10,000 generated bad requests over every route answer no 5xx', async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((route) => !route.path.includes('/ws/'));
    const g = generator(19);
    const failures: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const route = routes[i % routes.length]!;
      const request = requestFor(route, g, i % 2 === 1);
      const response = await t.app.inject(request);
      if (response.statusCode >= 500) failures.push(`${response.statusCode} ${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 80)}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
