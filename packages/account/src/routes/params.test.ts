import { describe, expect, it } from 'vitest';
import { idParam, pageParam, statusParam } from './params';

describe('route params', () => {
  it('reads ids, pages and the status tab, falling back on bad input', () => {
    expect(idParam('42')).toBe(42);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', undefined]) expect(idParam(bad)).toBeNull();
    expect(pageParam(['3', '4'])).toBe(3);
    expect(pageParam('x')).toBe(1);
    expect(statusParam('completed')).toBe('completed');
    expect(statusParam('anything')).toBe('active');
  });
});
