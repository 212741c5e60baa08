// The operator commands' shared part (src/operatorCommand.ts): their arguments, and the admin call's
// answer or refusal, against a real HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCall, parseOperatorArgs } from '../../src/operatorCommand';

describe('parseOperatorArgs', () => {
  const usage = 'Usage: tool <article> [--price N]';

  it('takes words and known flags in any order, --api for every command', () => {
    expect(parseOperatorArgs(['--price', '100', '1004467', '--api', 'http://127.0.0.1:4100'], ['price'], usage)).toEqual({
      positional: ['1004467'],
      flags: { price: '100', api: 'http://127.0.0.1:4100' },
    });
  });

  it('refuses an unknown flag or a flag without its value, with the usage', () => {
    expect(() => parseOperatorArgs(['1004467', '--prise', '100'], ['price'], usage)).toThrow(`Unknown or empty flag --prise\n${usage}`);
    expect(() => parseOperatorArgs(['1004467', '--price'], ['price'], usage)).toThrow('Unknown or empty flag --price');
  });
});

describe('operatorCall', () => {
  let server: Server;
  let api: string;
  const seen: { method?: string; authorization?: string; body?: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, authorization: request.headers.authorization, body });
        if (request.url === '/ok/') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { id: '1' } }));
        if (request.url === '/refused/') {
          const errors = [{ status: '409', code: 'a', detail: 'Already paid' }, { status: '409', code: 'b', detail: 'Twice' }];
          return response.writeHead(409, { 'content-type': 'application/json' }).end(JSON.stringify({ errors }));
        }
        response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the body as JSON with the bearer token and returns the answer', async () => {
    const answer = await operatorCall<{ data: { id: string } }>({ api, path: '/ok/', method: 'PATCH', token: 't0ken', body: { price: 5 } });
    expect(answer.data.id).toBe('1');
    expect(seen.at(-1)).toEqual({ method: 'PATCH', authorization: 'Bearer t0ken', body: '{"price":5}' });
  });

  it('turns a JSON:API refusal into an error with every detail', async () => {
    await expect(operatorCall({ api, path: '/refused/', method: 'POST', token: 't', body: {} })).rejects.toThrow('Already paid; Twice');
  });

  it('says so when the answer is not JSON (a proxy in the way)', async () => {
    await expect(operatorCall({ api, path: '/elsewhere/', method: 'POST', token: 't', body: {} })).rejects.toThrow(`${api} answered 502 without a JSON body`);
  });
});
