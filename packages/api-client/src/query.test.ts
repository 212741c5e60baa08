import { describe, expect, it } from 'vitest';
import { serializeQuery, withQuery } from './query';

describe('serializeQuery', () => {
  it('joins arrays as comma lists and keeps filter[x] keys readable', () => {
    expect(serializeQuery({ url_codes: ['a-1', 'b-2'], 'filter[article]': '01-0001', page: 2 })).toBe(
      'url_codes=a-1,b-2&filter[article]=01-0001&page=2',
    );
  });
  it('leaves out undefined, null, empty strings and empty arrays', () => {
    expect(serializeQuery({ a: undefined, b: null, c: '', d: [], e: false, f: 0 })).toBe('e=false&f=0');
    expect(serializeQuery(undefined)).toBe('');
  });
  it('encodes values, including commas inside one value', () => {
    expect(serializeQuery({ suggest: 'Нижний Новгород', q: 'a,b&c=d' })).toBe(
      'suggest=%D0%9D%D0%B8%D0%B6%D0%BD%D0%B8%D0%B9%20%D0%9D%D0%BE%D0%B2%D0%B3%D0%BE%D1%80%D0%BE%D0%B4&q=a%2Cb%26c%3Dd',
    );
  });
});

describe('withQuery', () => {
  it('appends with ? or & as the path needs', () => {
    expect(withQuery('/p/', { a: 1 })).toBe('/p/?a=1');
    expect(withQuery('/p/?x=1', { a: 1 })).toBe('/p/?x=1&a=1');
    expect(withQuery('/p/', {})).toBe('/p/');
  });
});
