import { describe, expect, it } from 'vitest';
import { catalogPath, parseCountHeader, parseListHeader } from './catalogPath';

describe('catalogPath', () => {
  it('keeps an ordinary catalogue path as it is', () => {
    expect(catalogPath('/jewelry-catalog/rings/material-gold-or-silver/')).toBe('/jewelry-catalog/rings/material-gold-or-silver/');
    expect(catalogPath('jewelry-catalog')).toBe('/jewelry-catalog');
    expect(catalogPath('')).toBe('/');
  });
  it('drops dot segments, so a path cannot climb to another endpoint', () => {
    expect(catalogPath('/../../sklv/v5/profile/')).toBe('/sklv/v5/profile/');
    expect(catalogPath('/jewelry-catalog/./rings//')).toBe('/jewelry-catalog/rings/');
  });
  it('cuts off a query or fragment and encodes each segment once', () => {
    expect(catalogPath('/jewelry-catalog/?page=2#top')).toBe('/jewelry-catalog/');
    expect(catalogPath('/кольца/')).toBe('/%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%B0/');
    expect(catalogPath('/%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%B0/')).toBe('/%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%B0/');
    expect(catalogPath('/a%2F..%2Fb/')).toBe('/a%2F..%2Fb/');
  });
});

describe('response header parsing', () => {
  it('reads a count only when it is a plain non-negative integer', () => {
    expect(parseCountHeader('0')).toBe(0);
    expect(parseCountHeader(' 72 ')).toBe(72);
    expect(parseCountHeader('7.5')).toBeUndefined();
    expect(parseCountHeader('')).toBeUndefined();
    expect(parseCountHeader(null)).toBeUndefined();
  });
  it('reads a list as commas or a JSON array', () => {
    expect(parseListHeader('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(parseListHeader('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parseListHeader('[oops')).toEqual([]);
    expect(parseListHeader(null)).toEqual([]);
  });
});
