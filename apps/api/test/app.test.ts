import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/plugins/httpError';
import { type TestApp, buildTestApp } from './helpers/build';
import { seedFixtures } from './helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

describe('app basics', () => {
  it('answers GET /health with the release it was built as (issue 20: the package version changesets sets)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(response.json()).toEqual({ status: 'ok', version, release: `api@${version}` });
  });

  it('starts no background warm-up unless asked for (the server asks; see test/search/imageSearchWarmUp)', () => {
    expect(t.app.warmUp).toBeNull();
  });

  it('answers an unknown route with a JSON:API 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ status: '404', code: 'not_found' }] });
  });

  it.each([
    ['malformed percent-encoding', '/api/serviceCatalog/v2/products/%E0%A4%A/'],
    ['invalid UTF-8', '/api/serviceCatalog/v2/catalog/jewelry-catalog/%FF%FE/'],
    ['a huge path', `/api/serviceCatalog/v2/catalog/${'a'.repeat(5000)}/`],
  ])('never fails with a 500 on %s', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].status).toBe(String(response.statusCode));
  });

  it('answers a huge query string with a 4xx', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/serviceCatalog/v2/catalog/jewelry-catalog/?x=${'y'.repeat(100_000)}` });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('errors plugin', () => {
  it('turns thrown errors, bad JSON and wrong content types into JSON:API bodies without stack traces', async () => {
    const { buildApp } = await import('../src/app');
    const { loadEnv } = await import('../src/env');
    const { openDatabase } = await import('../src/db');
    const database = await openDatabase({ PGLITE_DATA_DIR: 'memory://' });
    const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://' }), database });
    app.get('/boom', async () => {
      throw new Error('secret internals');
    });
    app.get('/teapot', async () => {
      throw new HttpError(418, 'teapot', 'I am a teapot', '/query/tea');
    });
    app.post('/echo', async (request) => ({ got: request.body }));
    await app.ready();

    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret');
    expect(boom.json()).toMatchObject({ errors: [{ status: '500', code: 'internal_error', detail: 'Internal server error' }] });

    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json().errors[0]).toMatchObject({ code: 'teapot', source: { pointer: '/query/tea', parameter: 'tea' } });

    const badJson = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors[0].status).toBe('400');

    const wrongType = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
    expect(wrongType.statusCode).toBe(415);

    const foreign = await app.inject({ method: 'POST', url: '/echo', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}' });
    expect(foreign.statusCode).toBe(403);
    const local = await app.inject({ method: 'POST', url: '/echo', headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' }, payload: '{}' });
    expect(local.statusCode).toBe(200);

    await app.close();
    await database.close();
  });
});

describe('NUL bytes in the address', () => {
  it.each([
    ['a product id', '/api/serviceCatalog/v2/products/%00/'],
    ['a sizes article', '/api/serviceCatalog/v2/products/sizes/%00/'],
    ['a listing query value', '/api/serviceCatalog/v2/catalog/jewelry-catalog/?sort=%00'],
  ])('answer 400 for %s, never a 500 from the database', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: '400', code: 'invalid_parameter' });
  });
});
