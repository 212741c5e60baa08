/**
 * One write at a time until the browser holds a session. The API makes a guest for the first write
 * that needs an owner (a basket line, a favourite, a viewed product); two such writes sent together
 * without a session would each make one, and the cookie that arrives last would leave the other's
 * write with a guest nobody is any more (the first article added to the basket, lost). The session
 * cookie is HttpOnly, so `hasSession` reads its readable marker. Reads never make a session and are
 * never held; once a session is there nothing is. A write whose answer is slower than `holdLimitMs`
 * stops holding the next one: a stalled connection must not freeze every button on the page.
 */
export function sessionGatedFetch(send: typeof fetch, hasSession: () => boolean, holdLimitMs = 5_000): typeof fetch {
  let previous: Promise<unknown> = Promise.resolve();
  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD' || hasSession()) return send(input, init);
    // The response's headers carry the cookies, so the next write may go once they have arrived.
    const sent = previous.then(() => send(input, init));
    previous = Promise.race([sent.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, holdLimitMs))]);
    return sent;
  };
}
