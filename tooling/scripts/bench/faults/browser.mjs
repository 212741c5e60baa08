// One shopper's browser, as far as the servers can tell: its own loopback source address (so the
// per-IP limits and the X-Forwarded-For the balancer adds see a distinct client), its own keep-alive
// connections, a cookie jar, and the Origin header a browser puts on a state-changing call. Every
// request is timed and handed to the recorder with its kind (page|api|acquirer) and route name.
import http from 'node:http';

const timeoutMs = 15_000;

/** Cookies by name; attributes (Path, Secure, HttpOnly) are ignored: one origin, loopback only. */
export function cookieJar() {
  const cookies = new Map();
  return {
    read: (name) => cookies.get(name),
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(setCookie) {
      for (const line of setCookie ?? []) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        if (at < 1) continue;
        const name = pair.slice(0, at).trim();
        const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
        if (expired) cookies.delete(name);
        else cookies.set(name, pair.slice(at + 1).trim());
      }
    },
  };
}

/**
 * `origin` is the storefront the shopper is on: it goes as Origin on writes, and the pay link and
 * thank-you page the API hands back point at it.
 */
export function createBrowser({ localAddress, origin, recorder }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
  const jar = cookieJar();

  /**
   * One HTTP exchange; resolves { status, headers, body } (status 0 when no answer came). A GET or
   * HEAD on a kept-alive connection the server closed as it was sent (ECONNRESET before any answer)
   * goes again once on a new one, as a browser does: the server never saw it.
   */
  function exchange(method, url, { headers = {}, body } = {}, retried = false) {
    return new Promise((resolve) => {
      const target = new URL(url);
      const cookie = jar.header();
      const request = http.request(
        target,
        { method, agent, headers: { 'user-agent': 'ornament-fault-bench', ...(cookie ? { cookie } : {}), ...headers }, timeout: timeoutMs },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            jar.take(response.headers['set-cookie']);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
          });
          response.on('error', (error) => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        if (!retried && request.reusedSocket && error.code === 'ECONNRESET' && (method === 'GET' || method === 'HEAD')) resolve(exchange(method, url, { headers, body }, true));
        else resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error });
      });
      if (body !== undefined) request.write(body);
      request.end();
    });
  }

  /** A timed exchange, recorded; `accept(status, body)` says whether the answer is a success for this step. */
  async function timed(kind, route, method, url, options = {}, accept = (status) => status >= 200 && status < 400) {
    const at = Date.now();
    const started = performance.now();
    const answer = await exchange(method, url, options);
    const ms = performance.now() - started;
    // Where a page came from: HAProxy's cache (x-cache: 1), else the storefront's shared cache
    // (x-nextjs-cache HIT or STALE) or a render (MISS); the table's cache column counts them.
    const cache = kind !== 'page' ? undefined : answer.headers['x-cache'] === '1' ? 'balancer' : answer.headers['x-nextjs-cache'] ? String(answer.headers['x-nextjs-cache']).toLowerCase() : 'none';
    recorder.request({ at, ms, kind, route, status: answer.status, ok: answer.status !== 0 && accept(answer.status, answer.body), cache, error: answer.error?.message });
    return answer;
  }

  return {
    jar,
    origin,
    localAddress,
    exchange,
    timed,
    /** A storefront page, as the browser's navigation asks for it. */
    page(route, path) {
      return timed('page', route, 'GET', new URL(path, origin).href, { headers: { accept: 'text/html' } }, (status) => status === 200);
    },
    /**
     * A `fetch` for @ornament/api-client: the shopper's connection, cookies and Origin, and the
     * route name the caller set with `as()`. Failures reach the client as fetch's TypeError.
     */
    fetchAs(route, accept) {
      return async (url, init = {}) => {
        const method = (init.method ?? 'GET').toUpperCase();
        const headers = { ...Object.fromEntries(new Headers(init.headers ?? {})) };
        // Browsers send Origin on every non-GET request, same-origin ones too.
        if (method !== 'GET' && method !== 'HEAD') headers.origin = origin;
        const answer = await timed('api', route, method, String(url), { headers, body: init.body }, accept);
        if (answer.status === 0) throw new TypeError(`fetch failed: ${answer.error?.message ?? 'no answer'}`);
        const plain = Object.entries(answer.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, String(value)]]));
        const empty = answer.status === 204 || answer.status === 304;
        return new Response(empty ? null : answer.body, { status: answer.status, headers: plain });
      };
    },
    close: () => agent.destroy(),
  };
}
