import { describe, expect, it } from 'vitest';
import { qrPath } from './qrMatrix';

describe('qrPath', () => {
  it('draws a square code with the finder pattern in the corner', () => {
    const { d, size } = qrPath('7700123456789012:abcdef');
    expect(size).toBeGreaterThanOrEqual(21 + 4);
    // The top-left finder pattern starts right after the 2-module quiet zone.
    expect(d.startsWith('M2 2h1v1h-1z')).toBe(true);
    expect(qrPath('7700123456789012:abcdef')).toEqual({ d, size });
    expect(qrPath('other').d).not.toBe(d);
  });
});
