import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { createInlineScriptPolicy, inlineScriptHashesSource, policyForBody } from './inlineScriptPolicy.mjs';
import { absoluteUrls, buildStylesheets, createStylesheetInliner, inlineStylesheetLinks } from './inlineStylesheets.mjs';

const files = {
  '/_next/static/chunks/a.css': '.a{color:red}',
  '/_next/static/chunks/b.css': '.b{background:url(/_next/static/media/b.png)}',
  '/_next/static/chunks/nf.css': '.nf{gap:4px}',
};
const cssOf = (href) => files[href];
const head = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" nonce="n0nce" data-precedence="next"/>',
  '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/nf.css" as="style"/>',
  '<link rel="preload" href="/api/picture.webp" as="image"/>',
  '</head>',
].join('');
const body = '<body><p>Кольцо «Нежность»</p><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><script>self.__next_f.push([1,"«Цена»"])</script></body></html>';
const page = head + body;
const inlined = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<style>.a{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled/>',
  '<style nonce="n0nce">.b{background:url(/_next/static/media/b.png)}</style><link rel="stylesheet" href="/_next/static/chunks/b.css" nonce="n0nce" data-precedence="next" disabled/>',
  '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<style>.nf{gap:4px}</style><link rel="stylesheet" href="/_next/static/chunks/nf.css" data-precedence="next" disabled/>',
  '<link rel="preload" href="/api/picture.webp" as="image"/>',
  '</head>',
].join('') + body;

describe('stylesheets inlined by the server (instead of Next inlineCss)', () => {
  it("puts each of the build's stylesheets of the head in a <style> before its link, made disabled; a preloaded one too", () => {
    expect(inlineStylesheetLinks(page, cssOf)).toBe(inlined);
  });

  it('leaves alone what it cannot inline: other links, an unreadable file, text that would close the <style>, the body, a page without a head', () => {
    expect(inlineStylesheetLinks(page, () => undefined)).toBe(page);
    expect(inlineStylesheetLinks(page, () => '.x{}</STYLE><script>alert(1)</script>')).toBe(page);
    expect(inlineStylesheetLinks(body, cssOf)).toBe(body);
    expect(inlineStylesheetLinks(inlined, cssOf)).toBe(inlined);
  });

  it("makes a stylesheet's relative url()s absolute, as the file read them", () => {
    const href = '/_next/static/chunks/fonts.css';
    expect(absoluteUrls("@font-face{src:url(../media/inter.woff2) format('woff2')}.m{behavior:url(#default#VML)}", href)).toBe("@font-face{src:url(/_next/static/media/inter.woff2) format('woff2')}.m{behavior:url(#default#VML)}");
    expect(absoluteUrls('.i{background:url("../media/a b.png?v=1")}.d{background:url(data:image/png;base64,AAA=)}.o{background:url(/x.png)}', href)).toBe('.i{background:url("/_next/static/media/a%20b.png?v=1")}.d{background:url(data:image/png;base64,AAA=)}.o{background:url(/x.png)}');
  });

  it("reads the build's own .css files only, once each", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'a.css'), '.a{background:url(../media/a.png)}');
    writeFileSync(path.join(dir, 'chunks', 'a.js'), 'alert(1)');
    writeFileSync(path.join(path.dirname(dir), 'outside.css'), '.x{}');
    const read = buildStylesheets(dir);
    expect(read('/_next/static/chunks/a.css')).toBe('.a{background:url(/_next/static/media/a.png)}');
    writeFileSync(path.join(dir, 'chunks', 'a.css'), '.changed{}');
    expect(read('/_next/static/chunks/a.css')).toBe('.a{background:url(/_next/static/media/a.png)}');
    expect(read('/_next/static/chunks/a.js')).toBeUndefined();
    expect(read('/_next/static/../outside.css')).toBeUndefined();
    expect(read('/_next/static/%2e%2e/outside.css')).toBeUndefined();
    expect(read('/_next/static/chunks/missing.css')).toBeUndefined();
  });
});

describe('the server layer', () => {
  const servers = [];
  afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));
  const policy = `default-src 'self'; script-src 'self' ${inlineScriptHashesSource}`;

  /** A server as serve.mjs builds it, with `handler` standing in for Next. */
  async function serve(handler) {
    const compress = compression();
    const holdForHashes = createInlineScriptPolicy({ memoLimit: 2 });
    const inlineStylesheets = createStylesheetInliner({ cssOf, memoLimit: 2 });
    const server = createServer((request, response) => compress(request, response, () => {
      holdForHashes(request, response);
      inlineStylesheets(request, response);
      handler(request, response);
    }));
    servers.push(server);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}`;
  }
  const text = async (answer) => {
    const raw = Buffer.from(await answer.arrayBuffer());
    return raw[0] === 0x1f ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  };

  it('rewrites a streamed page once its </head> has come, split inside the tag and inside a character after it, and drops the length Next measured', async () => {
    const bytes = Buffer.from(page, 'utf8');
    const inHeadEnd = bytes.indexOf(Buffer.from('</head>')) + 3;
    const inCharacter = bytes.indexOf(Buffer.from('«', 'utf8')) + 1;
    const origin = await serve((request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', String(bytes.length));
      response.write(bytes.subarray(0, inHeadEnd));
      setTimeout(() => {
        response.write(bytes.subarray(inHeadEnd, inCharacter));
        setTimeout(() => response.end(bytes.subarray(inCharacter)), 5);
      }, 5);
    });
    const answer = await fetch(`${origin}/personal/orders/`, { headers: { 'accept-encoding': 'identity' } });
    expect(await text(answer)).toBe(inlined);
    expect(answer.headers.get('content-length')).not.toBe(String(bytes.length));
  });

  it('rewrites a cached page once: every hit passes on the same text, so its script hashes are remembered, and compressed', async () => {
    let served = page;
    const origin = await serve((request, response) => {
      response.setHeader('content-security-policy', policy);
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(served)) });
      if (request.method === 'HEAD') response.end();
      else response.end(served);
    });
    // A HEAD is not told the length of the page before its stylesheets went in.
    expect((await fetch(`${origin}/product/1/`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } })).headers.get('content-length')).toBeNull();
    for (let i = 0; i < 2; i++) {
      const hit = await fetch(`${origin}/product/1/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(hit.headers.get('content-security-policy')).toBe(policyForBody(policy, inlined));
      expect(await text(hit)).toBe(inlined);
    }
    served = page.replace('«Цена»', '«Новая цена»');
    expect(await text(await fetch(`${origin}/product/1/`))).toBe(inlined.replace('«Цена»', '«Новая цена»'));
  });

  it('passes every other answer through as it is', async () => {
    const origin = await serve((request, response) => {
      response.setHeader('content-type', request.url === '/app.css' ? 'text/css' : 'application/json');
      response.write(request.url === '/app.css' ? '</head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' : '{"a":');
      response.end(request.url === '/app.css' ? '' : '1}');
    });
    expect(await (await fetch(`${origin}/api/x/`)).json()).toEqual({ a: 1 });
    expect(await (await fetch(`${origin}/app.css`)).text()).toBe('</head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
  });
});
