// What the server's layers over Next's response share (inlineScriptPolicy.mjs, inlineStylesheets.mjs):
// reading the body Next writes, and remembering what a cached page's one string became.

/** A chunk as Next wrote it (a string in an encoding, or bytes), as bytes. */
export const toBuffer = (chunk, encoding) => (typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));

/** `end()`'s body, if any, and its callback, wherever Node's overloads put them. */
export function endArguments(chunk, encoding, callback) {
  return {
    body: chunk && typeof chunk !== 'function' ? chunk : undefined,
    done: typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback,
  };
}

/**
 * The page as one string when it came whole to `end()`, nothing written before: a cached hit, the very
 * object Next keeps in its cache. Undefined for a streamed render's pieces (split anywhere, even inside
 * a character), which are joined as bytes.
 */
export function wholeString(held, body, encoding) {
  return held.length === 0 && typeof body === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)) ? body : undefined;
}

/**
 * Results by URL, kept while their inputs are the very same values: a cached page is the same string
 * object on every hit, so a hit costs an identity check instead of the work again. Bounded; the oldest
 * goes first.
 */
export class IdentityMemo {
  #entries = new Map();
  /** @param {number} limit */
  constructor(limit) {
    this.limit = limit;
  }
  /**
   * @template T
   * @param {string} url
   * @param {readonly unknown[]} inputs
   * @param {() => T} compute
   * @returns {T}
   */
  get(url, inputs, compute) {
    const entry = this.#entries.get(url);
    if (entry && entry.inputs.length === inputs.length && entry.inputs.every((value, i) => value === inputs[i])) return entry.result;
    const result = compute();
    this.#entries.delete(url);
    this.#entries.set(url, { inputs, result });
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value);
    return result;
  }
}
