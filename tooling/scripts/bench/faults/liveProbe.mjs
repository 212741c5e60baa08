// Live-channel clients for the replica-death scenario: signed-in shoppers holding the storefront's
// own reconnecting client (packages/messaging openLiveChannel: a new token, a 5 s pause, the message
// list re-read whenever a socket opens) through the balancer, while an operator sends each of them a
// message every few hundred milliseconds. The clients spread over both API replicas, so killing one
// drops some sockets; every message the operator's call accepted must reach its client, as a frame
// or in a list read after a reconnect.
import { createBrowser } from './browser.mjs';
import { WebSocket } from './deps.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedInClient({ code, tenant, origin, inbox, phone, localAddress, recorder }) {
  const browser = createBrowser({ localAddress, origin, recorder });
  let route = 'live';
  const client = code.client.createApiClient({
    baseUrls: {},
    defaultBaseUrl: origin,
    fetch: (url, init) => browser.fetchAs(route, (status) => status < 400)(url, init),
    context: () => code.client.contextFromCookies(browser.jar.read, tenant),
  });
  route = 'auth.sendCode';
  await client.auth.sendCode({ phone });
  let smsCode;
  for (let i = 0; i < 40 && !smsCode; i++) {
    smsCode = inbox(phone)?.match(/\d{4,6}/)?.[0];
    if (!smsCode) await sleep(100);
  }
  route = 'auth.login';
  const login = await client.auth.login({ phone, code: smsCode });
  return { browser, client, userId: login.data.data.id, setRoute: (name) => (route = name) };
}

export async function startLiveProbe({ code, tenant, origin, inbox, recorder, phones, addresses }) {
  const wsOrigin = origin.replace(/^http/, 'ws');
  const clients = [];
  for (const [i, phone] of phones.entries()) {
    const session = await signedInClient({ code, tenant, origin, inbox, phone, localAddress: addresses[i], recorder });
    const state = { ...session, phone, seen: new Set(), sent: new Set(), opens: 0, gaveUp: false };
    state.channel = code.openLiveChannel({
      fetchToken: async () => {
        state.setRoute('messaging.wsAuth');
        const answer = await state.client.messaging.wsAuth();
        return answer.type === 'data' ? answer.data.data.token : null;
      },
      socketUrl: (token) => `${wsOrigin}${code.http.messagingPaths.notificationSocket}?token=${encodeURIComponent(token)}`,
      // The browser sends its page's Origin on the upgrade; the API's guard checks it.
      createSocket: (url) => new WebSocket(url, { origin, localAddress: addresses[i] }),
      onFrame: (frame) => {
        if (frame?.type === 'message') state.seen.add(frame.data.view_props.title);
      },
      onOpen: () => {
        state.opens++;
        state.setRoute('messaging.list');
        void state.client.messaging.list().then(
          (answer) => answer.type === 'data' && answer.data.data.forEach((m) => state.seen.add(m.view_props.title)),
          () => undefined,
        );
      },
      onGiveUp: () => (state.gaveUp = true),
    });
    clients.push(state);
  }
  for (let i = 0; i < 100 && clients.some((c) => c.opens === 0); i++) await sleep(100);

  let sequence = 0;
  let sending = true;
  /** The operator's msg:send call, straight to an API replica (operator paths never pass the balancer). */
  const sender = (async () => {
    while (sending) {
      for (const state of clients) {
        const title = `live ${state.phone} #${++sequence}`;
        if (await recorder.sendMessage(state.userId, title)) state.sent.add(title);
      }
      await sleep(300);
    }
  })();

  return {
    clients,
    async finish() {
      sending = false;
      await sender;
      // The last messages' frames, and a reconnect's list read, have time to arrive.
      await sleep(7000);
      for (const state of clients) state.channel.stop();
      const missed = clients.reduce((n, c) => n + [...c.sent].filter((t) => !c.seen.has(t)).length, 0);
      const reconnected = clients.filter((c) => c.opens > 1).length;
      for (const state of clients) state.browser.close();
      return { clients: clients.length, sent: clients.reduce((n, c) => n + c.sent.size, 0), missed, reconnected, gaveUp: clients.filter((c) => c.gaveUp).length };
    },
  };
}
