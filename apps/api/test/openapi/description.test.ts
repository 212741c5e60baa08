// Issue 20: the API's published description. The committed apps/api/openapi.json is what the code
// generates, it is valid OpenAPI 3.1, and every profile serves the same one at /openapi.json, with
// Swagger UI at /docs from the API's own files (live production included).
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptionFiles, descriptionText, writeCommand } from '../../scripts/openapi/description';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

let tests: TestApp;
let production: TestApp;
beforeAll(async () => {
  tests = await buildTestApp({ seed: seedFixtures });
  // Live production with a remote acquirer: other payment routes, no development routes.
  production = await buildTestApp({
    seed: seedFixtures,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: 'shop-481516', YOOKASSA_SECRET_KEY: 'test_secret_key' },
  });
});
afterAll(async () => {
  await tests?.close();
  await production?.close();
});

async function servedDescription(app: TestApp['app']): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

describe('the API description', () => {
  it('is committed as generated: apps/api/openapi.json', async () => {
    const committed = readFileSync(descriptionFiles.current, 'utf8');
    expect(descriptionText(await servedDescription(production.app)) === committed, `apps/api/openapi.json is not what the code describes: run \`${writeCommand}\` and commit the file`).toBe(true);
  });

  it('is the same in every profile (development and deployment-specific routes are left out)', async () => {
    expect(tests.app.hasRoute({ method: 'GET', url: '/api/sklv/dev/sms-outbox/' }), 'the tests’ profile has the development routes').toBe(true);
    expect(tests.app.hasRoute({ method: 'GET', url: '/api/sklv/v6/payment/sandbox/:paymentId/' }), 'and the sandbox acquirer').toBe(true);
    expect(await servedDescription(tests.app)).toEqual(await servedDescription(production.app));
  });

  it.each([
    ['the committed description', descriptionFiles.current],
    ['the last released description', descriptionFiles.released],
  ])('%s is valid OpenAPI 3.1', async (_name, file) => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('resolves every reference (a recursive contract schema must be named in plugins/openapi.ts)', () => {
    const text = readFileSync(descriptionFiles.current, 'utf8');
    const { components } = JSON.parse(text) as { components: { schemas: Record<string, unknown> } };
    const references = new Set([...text.matchAll(/"\$ref": "([^"]+)"/g)].map((match) => match[1]!));
    expect([...references].filter((reference) => !(reference.replace('#/components/schemas/', '') in components.schemas) || !reference.startsWith('#/components/schemas/'))).toEqual([]);
  });

  it('names the API and its package version, and describes the storefront calls', async () => {
    const description = (await servedDescription(production.app)) as { info: { title: string; version: string }; paths: Record<string, Record<string, unknown>> };
    const apiPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(description.info).toMatchObject({ title: 'Ornament commerce API', version: apiPackage.version });
    expect(Object.keys(description.paths)).toEqual(expect.arrayContaining(['/api/serviceCatalog/v2/products/{id}/', '/api/sklv/v6/basket/calculate/', '/health']));
    expect(Object.keys(description.paths).filter((path) => path.startsWith('/api/sklv/dev/') || path.startsWith('/api/sklv/v6/payment/') || path.startsWith('/docs'))).toEqual([]);
  });

  it('serves Swagger UI at /docs in live production, from the API itself', async () => {
    const page = await production.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await production.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect((await production.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
    expect(await (await production.app.inject({ method: 'GET', url: '/docs/json' })).json()).toEqual(await servedDescription(production.app));
  });

  it('adds nothing to the other routes’ requests (Swagger UI’s header hook is its own)', async () => {
    const health = await production.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-security-policy']).toBeUndefined();
  });
});
