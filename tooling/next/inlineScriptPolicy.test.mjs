import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { createInlineScriptPolicy, inlineScriptHashesSource, inlineScriptSources, policyForBody } from './inlineScriptPolicy.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const policy = `default-src 'self'; script-src 'self' ${inlineScriptHashesSource}; object-src 'none'`;
const page = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f=self.__next_f||[];</script>',
  '<script type="application/ld+json">{"@type":"Product","name":"Кольцо"}</script>',
  '</head><body>' + '<p>Кольцо из золота</p>'.repeat(100) + '<script>self.__next_f.push([1,"«Цена»"])</script>',
  '<script type="module">import("/x.js")</script><SCRIPT>self.__next_f.push([1,"«Цена»"])</SCRIPT></body></html>',
].join('');

describe('inline script hashes (issue 19 finding 13)', () => {
  it('hashes every inline script the browser would run, once each, and no data block or external script', () => {
    expect(inlineScriptSources(page)).toEqual([sha('self.__next_f=self.__next_f||[];'), sha('self.__next_f.push([1,"«Цена»"])'), sha('import("/x.js")')]);
  });
  it('puts them where the policy asks and leaves no placeholder, nor unsafe-inline', () => {
    const result = policyForBody(policy, page);
    expect(result).toContain(`script-src 'self' ${sha('self.__next_f=self.__next_f||[];')} `);
    expect(result).not.toContain(inlineScriptHashesSource);
    expect(result).not.toContain('unsafe-inline');
    expect(policyForBody(policy, '<p>no scripts</p>')).toContain("script-src 'self' ;");
  });
});

describe('the server layer', () => {
  const servers = [];
  afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

  /** A server as serve.mjs builds it, with `handler` standing in for Next. */
  async function serve(handler) {
    const compress = compression();
    const holdForHashes = createInlineScriptPolicy({ memoLimit: 2 });
    const server = createServer((request, response) => compress(request, response, () => {
      holdForHashes(request, response);
      handler(request, response);
    }));
    servers.push(server);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}`;
  }

  it('holds a streamed page, split even inside a character, until its hashes are in the header; the body arrives compressed and whole', async () => {
    const bytes = Buffer.from(page, 'utf8');
    const cut = bytes.indexOf(Buffer.from('«', 'utf8')) + 1;
    const origin = await serve((request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', policy);
      response.flushHeaders();
      response.write(bytes.subarray(0, cut));
      setTimeout(() => response.end(bytes.subarray(cut)), 5);
    });
    const answer = await fetch(`${origin}/jewelry-catalog/`, { headers: { 'accept-encoding': 'gzip' }, decompress: false });
    expect(answer.headers.get('content-security-policy')).toBe(policyForBody(policy, page));
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const raw = Buffer.from(await answer.arrayBuffer());
    // undici decompresses by itself; either way the text must be the page.
    const text = raw[0] === 0x1f ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
    expect(text).toBe(page);
  });

  it('serves a cached hit (one string) and a changed page each with its own hashes', async () => {
    let body = page;
    const origin = await serve((request, response) => {
      response.setHeader('content-security-policy', policy);
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(body);
    });
    const first = await fetch(`${origin}/product/1/`);
    expect(first.headers.get('content-security-policy')).toBe(policyForBody(policy, page));
    expect(await first.text()).toBe(page);
    expect((await fetch(`${origin}/product/1/`)).headers.get('content-security-policy')).toBe(policyForBody(policy, page));
    body = page.replace('«Цена»', '«Новая цена»');
    const changed = await fetch(`${origin}/product/1/`);
    expect(changed.headers.get('content-security-policy')).toBe(policyForBody(policy, body));
    expect(changed.headers.get('content-security-policy')).not.toBe(policyForBody(policy, page));
  });

  it('passes every other answer through as it is', async () => {
    const origin = await serve((request, response) => {
      if (request.url === '/personal/') response.setHeader('content-security-policy', "script-src 'self' 'nonce-abc' 'strict-dynamic'");
      response.setHeader('content-type', 'application/json');
      response.write('{"a":');
      response.end('1}');
    });
    const personal = await fetch(`${origin}/personal/`);
    expect(personal.headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(await personal.json()).toEqual({ a: 1 });
    expect(await (await fetch(`${origin}/api/x/`)).json()).toEqual({ a: 1 });
  });
});
