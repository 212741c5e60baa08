import { describe, expect, it } from 'vitest';
import { moveActive } from './navigation';

describe('moveActive', () => {
  it('moves down and up through the items and back to the field', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
  });

  it('stays on the field with no items and ignores other keys', () => {
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(1, 3, 'a')).toBe(1);
  });
});
