// A virtual shopper: a closed loop of the journeys the storefronts serve, with think time between
// steps, through the balancer from its own loopback address. Pages are fetched as a browser's
// navigation would; the API is called with the storefront's own client (@ornament/api-client), so the
// paths, bodies, context headers and response checks are the browser's. Signing in reads the code
// from the SMS gateway's stand-in, as the shopper's phone would.
//
// Why not autocannon's request-sequence mode: its sequences are fixed lists replayed per connection,
// with no per-shopper state between steps (the session cookie, the basket's line ids, the code read
// from the database, the Idempotency-Key kept across a retry, the acquirer's redirect chain) and one
// source address for every connection; the shoppers need all of those, so they drive node:http
// themselves and only the percentiles come from autocannon's histogram library (hdr-histogram-js).
import { randomUUID } from 'node:crypto';
import { createBrowser } from './browser.mjs';

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 422 the shop answers in normal trade (sold out, basket full) is a success of the step, not an error. */
const businessAnswer = (status) => (status >= 200 && status < 400) || status === 422;

export async function runShopper(options) {
  const { code, fixtures, recorder, inbox, origin, localAddress, phone, until, thinkMs, payOnline } = options;
  const browser = createBrowser({ localAddress, origin, recorder });
  let route = 'unnamed';
  let accept = businessAnswer;
  const tenant = options.tenant;
  const client = code.client.createApiClient({
    baseUrls: {},
    defaultBaseUrl: origin,
    fetch: (url, init) => browser.fetchAs(route, accept)(url, init),
    context: () => code.client.contextFromCookies(browser.jar.read, tenant),
  });
  // Without storefronts (the development topology) the pages are left out and the API is called directly.
  const page = options.pages ? browser.page : async () => null;
  const me = { userId: null, lines: new Map(), phone, orders: 0, loginInDoubt: false };
  recorder.shoppers.push(me);

  /** One API call under a route name; resolves its data, or null when it failed (already recorded). */
  async function call(name, run, accepts = businessAnswer) {
    route = name;
    accept = accepts;
    try {
      const answer = await run();
      return answer.type === 'data' ? answer.data : null;
    } catch (error) {
      return { failed: error };
    }
  }
  const ok = (result) => result !== null && !('failed' in result);
  const think = () => sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
  const alive = () => Date.now() < until;

  async function browse() {
    await page('home', '/');
    await think();
    const listing = pick(fixtures.listings);
    await page('listing (2 facets)', listing);
    await call('catalog.listing page 2', () => client.catalog.listing(listing, { page: 2 }));
    await think();
    const search = pick(fixtures.searches);
    await call('search.autocomplete', () => client.search.autocomplete(search.query));
    await page('search results', `/products-search/text/text-${search.slug}/`);
    await think();
  }

  async function addProduct() {
    const product = pick(fixtures.products);
    await page('product', `/product/${encodeURIComponent(product.article)}/`);
    await think();
    const added = await call('basket.create', () => client.basket.create({ article: product.article, size: product.size, quantity: 1 }));
    if (ok(added)) {
      const key = `${product.article}|${product.size}`;
      me.lines.set(key, (me.lines.get(key) ?? 0) + 1);
      me.userId = added.data?.userInfo?.id ?? me.userId;
    }
    return ok(added);
  }

  async function signIn() {
    const sent = await call('auth.sendCode', () => client.auth.sendCode({ phone }), (status) => status === 200);
    if (!ok(sent)) return false;
    let text = null;
    for (let i = 0; i < 40 && !text; i++) {
      text = inbox(phone);
      if (!text) await sleep(100);
    }
    const smsCode = text?.match(/\d{4,6}/)?.[0];
    if (!smsCode) return false;
    await think();
    const login = await call('auth.login', () => client.auth.login({ phone, code: smsCode }), (status) => status === 200);
    // No answer (a timeout, a 5xx): the login may have happened, moving the guest's lines into the
    // phone's account, while this browser kept its guest cookies. The check then also looks there.
    const status = login?.failed?.status;
    if (login && 'failed' in login && (status === undefined || status >= 500 || login.failed.kind !== 'http')) me.loginInDoubt = true;
    if (!ok(login) || login.data.type !== 'user') return false;
    // The guest's basket is the account's now (the login merges it).
    me.userId = login.data.id;
    return true;
  }

  /** Pickup in the first Moscow shop that holds the whole basket, paid online or on receipt. */
  async function checkout() {
    await page('basket', '/basket/');
    const basket = await call('basket.calculate', () => client.basket.calculate({}));
    if (!ok(basket)) return;
    me.userId = basket.data?.userInfo?.id ?? me.userId;
    await think();
    const points = await call('delivery.points', () => client.delivery.points({ pointTypes: ['retail'], limit: 20 }));
    const point = ok(points) ? points.data.find((p) => p.is_available && p.store_id !== null && p.deliveryInformation.order_type) : undefined;
    if (!point) return;
    const chosen = await call('basket.setStore', () => client.basket.setStore({ orderType: point.deliveryInformation.order_type, storeId: point.store_id }));
    if (!ok(chosen)) return;
    const methods = chosen.data?.paymentInfo?.paymentMethods?.map((m) => m.id) ?? [];
    const method = payOnline ? methods.find((id) => id === 'card-online') : methods.find((id) => id === 'cash');
    const paying = await call('basket.setPaymentMethod', () => client.basket.setPaymentMethod(method ?? methods[0] ?? 'cash'));
    if (!ok(paying)) return;
    await think();
    const body = { buyerName: 'Покупатель', buyerSurname: `Нагрузочный${options.index}`, buyerPhone: phone, buyerEmail: `shopper${options.index}@example.ru` };
    // One key per attempt, kept while no answer came (useOrderSubmit): a retry replays, never orders twice.
    const key = randomUUID();
    const doubts = recorder.inDoubt.get(me) ?? new Set();
    recorder.inDoubt.set(me, doubts);
    doubts.add(key);
    let created = null;
    for (let attempt = 0; attempt < 6 && alive(); attempt++) {
      const answer = await call('order.create', () => client.checkout.createOrder(body, key));
      const status = answer?.failed?.status;
      if (ok(answer)) {
        created = answer.data;
        break;
      }
      // An answer from the API (a 4xx with its JSON) ends the attempt; no answer or a 5xx keeps the key.
      if (status !== undefined && status < 500 && answer.failed.kind === 'http') {
        doubts.delete(key);
        return;
      }
      await sleep(1000);
    }
    if (!created) return;
    doubts.delete(key);
    me.userId = created.userId;
    me.orders++;
    recorder.accepted.set(created.masterOrderId, { key, userId: created.userId, orders: created.orders, online: payOnline });
    for (const line of me.lines.keys()) me.lines.set(line, 0);
    await call('orders.reportCreated', () => client.orders.reportCreated(created.orders[0].id));
    const back = new URL(created.backUrl, origin);
    if (/\/payment\/[^/]+\/pay\/$/.test(back.pathname)) await pay(back.href, created.masterOrderId);
    else await thankYou(back.pathname + back.search, created.masterOrderId);
  }

  /** The thank-you page: its shell, then the orders its island reads with the shopper's session. */
  async function thankYou(path, masterOrderId) {
    await page('thank-you', path);
    await call('orders.ofMaster', () => client.orders.ofMaster(masterOrderId), (status) => status === 200);
  }

  /** The pay link → the acquirer's page → its "pay" button → back to the thank-you page. */
  async function pay(backUrl, masterOrderId) {
    const link = await browser.timed('api', 'payment.pay', 'GET', new URL(backUrl, origin).href, {}, (status) => status === 303);
    const provider = link.headers.location;
    if (!provider) return;
    await browser.timed('acquirer', 'acquirer page', 'GET', provider);
    await think();
    const form = 'decision=succeeded';
    const paid = await browser.timed('acquirer', 'acquirer pay', 'POST', provider, { headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(form.length) }, body: form }, (status) => status === 303);
    const back = paid.headers.location;
    if (back) await thankYou(new URL(back).pathname + new URL(back).search, masterOrderId);
  }

  try {
    // Arrivals spread over the run's arrival ramp (5 s unless it names one), as real visits are.
    await sleep(Math.random() * Math.min(options.arrivalMs ?? 5000, Math.max(0, until - Date.now()) / 4));
    let signedIn = false;
    let signInTries = 0;
    while (alive()) {
      await browse();
      if (!alive()) break;
      const added = await addProduct();
      if (!alive()) break;
      if (added && Math.random() < 0.5) await addProduct();
      if (!alive()) break;
      // A shopper whose code never comes gives up after two tries and keeps browsing as a guest.
      if (!signedIn && signInTries < 2) {
        signInTries++;
        signedIn = await signIn();
      }
      if (!alive() || !signedIn) continue;
      // Some shoppers leave their basket for later: those lines must still be there after the run.
      if (Math.random() < 0.75) await checkout();
      await think();
    }
  } finally {
    browser.close();
  }
}
