// Hashes instead of 'unsafe-inline' on the cached pages (issue 19 finding 13). A page that is the same
// for every shopper cannot carry a per-request nonce, yet Next puts its bootstrap and the page's data
// in inline scripts. So the proxy writes `'inline-script-hashes'` into such a page's script-src, and
// here, in the server in front of Next, that word is replaced with the SHA-256 of each inline script
// the body holds: the browser runs exactly those scripts and no other inline one. A word no browser
// knows fails closed: a page served without this server runs no inline script at all.
import { createHash } from 'node:crypto';
import { endArguments, IdentityMemo, toBuffer, wholeString } from './responseBody.mjs';

/** The source the proxy writes where the page's inline script hashes go (packages/shell contentSecurityPolicy.ts). */
export const inlineScriptHashesSource = "'inline-script-hashes'";

// Script elements without a src whose type the browser runs as JavaScript (no type, a JavaScript MIME
// type or `module`); data blocks such as JSON-LD are never run, so CSP does not ask for them.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const scriptType = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const runsAsScript = (attributes) => {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = scriptType.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
};

/** The CSP sources (`'sha256-…'`) of every inline script of `html`, each once, in document order. */
export function inlineScriptSources(html) {
  const sources = new Set();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (runsAsScript(attributes)) sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/** `policy` with the placeholder replaced by `html`'s inline script hashes (by nothing when it has none). */
export function policyForBody(policy, html) {
  const sources = inlineScriptSources(html);
  return policy.replace(inlineScriptHashesSource, sources.length ? sources.join(' ') : '');
}

/**
 * Wraps `response` so that, when its Content-Security-Policy asks for inline script hashes, the body
 * is held until it ends and the hashes of its scripts go into the header before anything is sent. Other
 * responses pass through untouched. Call before Next handles the request, after any compression
 * layer is installed (the body must be read before it is compressed).
 */
export function createInlineScriptPolicy({ memoLimit = 500 } = {}) {
  // A cached hit's policy, and its UTF-8 bytes (a Cyrillic page is no cheap copy), computed once: not
  // hashed and encoded again on every hit.
  const memo = new IdentityMemo(memoLimit);
  return function holdForHashes(request, response) {
    const original = { write: response.write, end: response.end, writeHead: response.writeHead, flushHeaders: response.flushHeaders };
    /** @type {'undecided' | 'holding' | 'passing'} */
    let mode = 'undecided';
    const held = [];
    const decide = () => {
      if (mode === 'undecided') {
        const policy = response.getHeader('content-security-policy');
        mode = typeof policy === 'string' && policy.includes(inlineScriptHashesSource) && !response.headersSent ? 'holding' : 'passing';
      }
      return mode;
    };
    response.writeHead = function writeHead(statusCode, ...rest) {
      if (mode === 'passing') return original.writeHead.call(this, statusCode, ...rest);
      // Headers given here join the others, so the policy is seen before anything is sent.
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
      else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
      this.statusCode = statusCode;
      if (typeof rest[0] === 'string') this.statusMessage = rest[0];
      return this;
    };
    response.flushHeaders = function flushHeaders() {
      if (decide() === 'passing') original.flushHeaders.call(this);
    };
    response.write = function write(chunk, encoding, callback) {
      if (decide() === 'passing') return original.write.call(this, chunk, encoding, callback);
      held.push(toBuffer(chunk, encoding));
      (typeof encoding === 'function' ? encoding : callback)?.();
      return true;
    };
    response.end = function end(chunk, encoding, callback) {
      const { body, done } = endArguments(chunk, encoding, callback);
      if (decide() === 'passing') return original.end.call(this, chunk, encoding, callback);
      mode = 'passing';
      const policy = /** @type {string} */ (response.getHeader('content-security-policy'));
      const page = wholeString(held, body, encoding);
      if (page !== undefined) {
        const remembered = memo.get(request.url ?? '', [page, policy], () => ({ policy: policyForBody(policy, page), bytes: Buffer.from(page, 'utf8') }));
        response.setHeader('content-security-policy', remembered.policy);
        return original.end.call(this, remembered.bytes, done);
      }
      if (body !== undefined) held.push(toBuffer(body, encoding));
      const bytes = Buffer.concat(held);
      response.setHeader('content-security-policy', policyForBody(policy, bytes.toString('utf8')));
      return original.end.call(this, bytes, done);
    };
  };
}
