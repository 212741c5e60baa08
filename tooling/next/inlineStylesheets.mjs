// The page's stylesheets go into its HTML here, not through Next's `experimental.inlineCss`. That option
// writes every stylesheet's text into the page's flight payload as well as its <style>, and the root
// layout's a second time under the global-error entry (vercel/next.js#95141, #98079, #98110, all open):
// on a catalogue page 57 kB of CSS the browser never reads, and a render's worth of work to write it.
// With the option off, Next renders a <link rel="stylesheet"> per style module (vanilla-extract gives
// ~20 per page, each a round trip before the first paint on a phone). In an HTML response's <head>,
// each such link of the build's own becomes a <style> holding the file's text, followed by the link
// itself made `disabled`: a disabled stylesheet is neither fetched nor applied, and React, hydrating,
// finds the stylesheet it rendered in the document and neither loads it again nor adds a preload.
// A navigation in the browser gets links in its payload and loads only the stylesheets the page lacks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endArguments, IdentityMemo, toBuffer, wholeString } from './responseBody.mjs';

const headEnd = '</head>';
const staticPrefix = '/_next/static/';
const linkTag = /<link\b[^>]*>/gi;
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
// A url() in a stylesheet is relative to the file; inlined, it would be read relative to the page.
const cssUrl = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^'")\s]+))\s*\)/g;
const isRelativeUrl = (url) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url);

/** `css` with its relative url()s made absolute paths, as they read from `href`. */
export function absoluteUrls(css, href) {
  return css.replace(cssUrl, (whole, doubleQuoted, singleQuoted, bare) => {
    const url = doubleQuoted ?? singleQuoted ?? bare;
    const quote = doubleQuoted !== undefined ? '"' : singleQuoted !== undefined ? "'" : '';
    if (!isRelativeUrl(url)) return whole;
    const resolved = new URL(url, `http://stylesheet${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * `html` with each stylesheet link of its <head> that `cssOf` knows (an href under /_next/static/, a
 * `data-precedence` React gave it) preceded by a <style> holding the text and made `disabled`, and each
 * such stylesheet preload replaced by the same pair. The body is left as it is, and so is a link whose
 * file cannot be read or would end the <style> early.
 * @param {string} html
 * @param {(href: string) => string | undefined} cssOf
 */
export function inlineStylesheetLinks(html, cssOf) {
  const end = html.indexOf(headEnd);
  if (end === -1) return html;
  const head = html.slice(0, end).replace(linkTag, (tag) => {
    const href = attribute(tag, 'href');
    const rel = attribute(tag, 'rel');
    const stylesheet = rel === 'stylesheet' && attribute(tag, 'data-precedence') !== undefined;
    // A boundary's stylesheet (the not-found page's) comes as a preload; React would preload it again
    // from the payload's hint unless the document holds it as a stylesheet.
    const preload = rel === 'preload' && attribute(tag, 'as') === 'style';
    if (!(stylesheet || preload) || !href?.startsWith(staticPrefix) || /\sdisabled\b/i.test(tag)) return tag;
    const css = cssOf(href);
    if (css === undefined || /<\/style/i.test(css)) return tag;
    const nonce = attribute(tag, 'nonce');
    const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
    const link = stylesheet ? tag.replace(/\s*\/?>$/, ' disabled/>') : `<link rel="stylesheet" href="${href}"${nonceAttribute} data-precedence="next" disabled/>`;
    return `<style${nonceAttribute}>${css}</style>${link}`;
  });
  return head + html.slice(end);
}

/** Reads the build's stylesheets (`.next/static` of the app the server runs in) once each, by href. */
export function buildStylesheets(staticDir) {
  const root = path.resolve(staticDir);
  /** @type {Map<string, string | undefined>} */
  const known = new Map();
  return (href) => {
    if (known.has(href)) return known.get(href);
    const file = path.resolve(root, decodeURIComponent(href.slice(staticPrefix.length).split(/[?#]/)[0] ?? ''));
    let css;
    if (file.startsWith(root + path.sep) && file.endsWith('.css')) {
      try {
        css = absoluteUrls(readFileSync(file, 'utf8'), href);
      } catch {
        css = undefined;
      }
    }
    known.set(href, css);
    return css;
  };
}

const isHtml = (response) => /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''));

/**
 * Wraps `response` so that an HTML body has its stylesheets inlined (`inlineStylesheetLinks`) before
 * anything after it sees it. A streamed page is held only until its </head> has come; a cached page,
 * ended with the one string Next keeps for it, is rewritten once and the result remembered, so every
 * hit passes the same string on (inlineScriptPolicy.mjs remembers its hashes by that identity).
 * Install after the layers that must see the result (the hashes, compression).
 */
export function createStylesheetInliner({ staticDir = path.join(process.cwd(), '.next', 'static'), memoLimit = 500, cssOf = buildStylesheets(staticDir) } = {}) {
  const memo = new IdentityMemo(memoLimit);

  return function inlineStylesheets(request, response) {
    const original = { write: response.write, end: response.end };
    /** @type {'undecided' | 'head' | 'passing'} */
    let mode = 'undecided';
    const held = [];
    // The last bytes held before the newest chunk: the </head> may straddle two chunks.
    let tail = Buffer.alloc(0);
    // The rewritten head is longer than the one Next measured (for a HEAD request too, which has no body to rewrite).
    const forgetLength = () => {
      if (!response.headersSent) response.removeHeader('content-length');
    };
    // An HTML page, unless its length is already on the wire (then it must pass as it is: its links
    // still style it, only later).
    const decide = () => {
      if (mode === 'undecided') {
        mode = isHtml(response) && !(response.headersSent && response.hasHeader('content-length')) ? 'head' : 'passing';
        if (mode === 'head' && request.method === 'HEAD') forgetLength();
      }
      return mode;
    };
    // The head is rewritten as text; what follows it passes on as the bytes it came in (a chunk may
    // end inside a character).
    const release = (bytes) => {
      mode = 'passing';
      held.length = 0;
      const at = bytes.indexOf(headEnd);
      if (at === -1) return bytes;
      forgetLength();
      const cut = at + headEnd.length;
      return Buffer.concat([Buffer.from(inlineStylesheetLinks(bytes.subarray(0, cut).toString('utf8'), cssOf), 'utf8'), bytes.subarray(cut)]);
    };

    response.write = function write(chunk, encoding, callback) {
      if (decide() === 'passing') return original.write.call(this, chunk, encoding, callback);
      const bytes = toBuffer(chunk, encoding);
      held.push(bytes);
      const done = typeof encoding === 'function' ? encoding : callback;
      // Only the newest chunk (with the tail before it) is searched; the held ones are joined once.
      if (Buffer.concat([tail, bytes]).includes(headEnd)) return original.write.call(this, release(Buffer.concat(held)), done);
      tail = Buffer.concat([tail, bytes]).subarray(-(headEnd.length - 1));
      done?.();
      return true;
    };
    response.end = function end(chunk, encoding, callback) {
      const { body, done } = endArguments(chunk, encoding, callback);
      if (decide() === 'passing') return original.end.call(this, chunk, encoding, callback);
      mode = 'passing';
      const page = wholeString(held, body, encoding);
      if (page !== undefined) {
        const result = memo.get(request.url ?? '', [page], () => inlineStylesheetLinks(page, cssOf));
        if (result !== page) forgetLength();
        return original.end.call(this, result, done);
      }
      if (body !== undefined) held.push(toBuffer(body, encoding));
      if (held.length === 0) return original.end.call(this, done);
      return original.end.call(this, release(Buffer.concat(held)), done);
    };
  };
}
