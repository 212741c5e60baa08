// A photo search whose multipart body the parser cannot read is the client's error: 400, not 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
});
afterAll(async () => t?.close());

describe('photo search with a malformed multipart body', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'abc'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'abc'],
    ['a part header cut off', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n'],
  ])('answers 400 for %s', async (_name, contentType, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sklv/v3/search/image/', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: '400' });
  });
});
