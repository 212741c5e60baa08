import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const token = '0f8fad5b-d9cb-469f-a165-70867728950e:ab3k';

describe('product authentication calls', () => {
  it('verify and identify send the captcha header and a JSON:API body', async () => {
    const fake = fakeFetch(() =>
      json({ data: { type: 'product-authentication', attributes: { genuine: false, barcode: '4600000000011', article: 'A-1', product: null, message: 'нет' } } }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    await client.authenticity.verify({ barcode: ' 4600000000011 ', article: 'A-1', captchaToken: token });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/product/authentication/verify/');
    expect(fake.last().headers['x-captcha-token']).toBe(token);
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ data: { type: 'product-authentication', attributes: { barcode: '4600000000011', article: 'A-1' } } });
  });

  it('uploads a photo in the field of its kind and deletes by fileId', async () => {
    const fileId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const fake = fakeFetch((url) =>
      url.includes('delete')
        ? json({ data: { fileId, deleted: true } })
        : json({ data: { fileId, kind: 'cheque_photo', mime: 'image/png', size: 10, previewUrl: '/p', expires: 1 } }, { status: 201 }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    await client.authenticity.upload('cheque_photo', new Blob([new Uint8Array([1, 2])], { type: 'image/png' }));
    const form = fake.last().init.body as FormData;
    expect(form.get('cheque_photo')).toBeInstanceOf(Blob);
    await client.authenticity.deleteFile(fileId);
    expect(fake.last().init.method).toBe('DELETE');
    expect(fake.last().url).toBe(`http://api.test/api/sklv/v3/file/product-authentication-delete/?fileId=${fileId}`);
  });
});
