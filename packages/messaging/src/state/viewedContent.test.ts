import { describe, expect, it } from 'vitest';
import { readViewedContent, viewedMessageKey, writeViewedContent } from './viewedContent';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('viewedMessage', () => {
  it('keeps the ids once each under the spec key', () => {
    const storage = memory();
    writeViewedContent(['7', '8', '7'], storage);
    expect(storage.getItem(viewedMessageKey)).toBe('["7","8"]');
    expect(readViewedContent(storage)).toEqual(['7', '8']);
  });

  it('reads anything else as nothing viewed', () => {
    for (const stored of ['{broken', '{"a":1}', '[1,"2"]']) {
      const storage = memory();
      storage.setItem(viewedMessageKey, stored);
      expect(readViewedContent(storage)).toEqual(stored === '[1,"2"]' ? ['2'] : []);
    }
  });
});
