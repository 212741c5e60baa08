import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../errors';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const comment = {
  id: 7,
  article: '1000004',
  author: 'Анна К.',
  rating: 5,
  text: 'Очень довольна покупкой!',
  advantages: 'Красивый дизайн',
  disadvantages: null,
  date: '2026-10-01T10:00:00.000Z',
  photos: [{ id: 3, url: '/api/serviceCatalog/v2/comment-photo/0123456789abcdef0123456789abcdef.png', width: 16, height: 16 }],
  like: 4,
  dislike: 1,
  vote_status: 'like',
};
const meta = { 'current-page': 2, 'page-count': 3, 'per-page': 5, 'total-count': 12 };

describe('review calls', () => {
  it('comments: GET comments/ with the article and paging, parsed with the contract', async () => {
    const fake = fakeFetch(() => json({ data: [comment], meta }));
    const response = await createApiClient(testConfig(fake.fetch)).reviews.comments({ article: '1000004', page: 2, 'page-size': 5 });
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/comments/?article=1000004&page=2&page-size=5');
    expect(response.type === 'data' && response.data.data[0]?.vote_status).toBe('like');
  });

  it('files, comment and commentInfo use their exact paths', async () => {
    const fake = fakeFetch((url) =>
      url.includes('comments-files')
        ? json({ data: [{ ...comment.photos[0], comment_id: 7 }], meta })
        : url.includes('comment-info')
          ? json({ data: [{ article: '1000004', url_code: 'kolco-1000004', sum_comments: 3, rating: 5, rating_float: 4.7 }] })
          : json({ data: comment }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    await client.reviews.files({ article: '1000004', 'per-page': 99 });
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/comments-files/?article=1000004&per-page=99');
    await client.reviews.comment(7);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/comment/7/');
    const info = await client.reviews.commentInfo(['kolco-1000004', 'sergi-1000011']);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/products/comment-info/?url_codes=kolco-1000004,sergi-1000011');
    expect(info.type === 'data' && info.data.data[0]?.rating_float).toBe(4.7);
  });

  it('vote: POSTs a CommentVoting JSON:API body', async () => {
    const fake = fakeFetch(() => json({ data: { 'comment-id': 7, like: 5, dislike: 1, vote_status: 'like' } }));
    const response = await createApiClient(testConfig(fake.fetch)).reviews.vote(7, 'like');
    const { url, init, headers } = fake.last();
    expect(url).toBe('http://api.test/api/serviceCatalog/v2/comment-voting/');
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ data: { type: 'CommentVoting', attributes: { 'comment-id': 7, vote: 'like' } } });
    expect(response.type === 'data' && response.data.data.like).toBe(5);
  });

  it('send: POSTs the review to the product, and a failure carries the first error detail', async () => {
    const fake = fakeFetch(() =>
      json({ errors: [{ status: '400', code: 'invalid_parameter', detail: 'Поставьте оценку от 1 до 5', source: { pointer: '/data/attributes/rating' } }, { status: '400', code: 'x', detail: 'второе' }] }, { status: 400 }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    const failure = await client.reviews.send('1000004', { rating: 0, text: 'Очень довольна покупкой!', files: [3] }).catch((error: unknown) => error);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/catalog/product/1000004/comments/');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ data: { type: 'ProductComment', attributes: { rating: 0, text: 'Очень довольна покупкой!', files: [3] } } });
    expect(failure).toBeInstanceOf(ApiClientError);
    expect((failure as ApiClientError).message).toBe('Поставьте оценку от 1 до 5');
  });

  it('upload: multipart with the file field and no JSON content type; deleteFile: CommentFile body', async () => {
    const fake = fakeFetch((url) =>
      url.endsWith('file-upload/')
        ? json({ data: { id: 3, url: comment.photos[0]!.url, width: 16, height: 16, mime: 'image/png', size: 120 } }, { status: 201 })
        : json({ data: { id: 3, deleted: true } }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    const uploaded = await client.reviews.upload(new File([new Uint8Array([137, 80, 78, 71])], 'ring.png', { type: 'image/png' }));
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/comment/file-upload/');
    expect(fake.last().headers['content-type']).toBeUndefined();
    expect(((fake.last().init.body as FormData).get('file') as File).name).toBe('ring.png');
    expect(uploaded.type === 'data' && uploaded.data.data.id).toBe(3);
    await client.reviews.deleteFile(3);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/comment/file-delete/');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ data: { type: 'CommentFile', id: 3 } });
  });
});
