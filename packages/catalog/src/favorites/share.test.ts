import { describe, expect, it, vi } from 'vitest';
import { shareNatively, usesNativeShare, wishlistUrl } from './share';

describe('folder sharing', () => {
  it('builds the public wishlist link', () => {
    expect(wishlistUrl('https://shop.test', '6f1c3a8e-1b2c-4d5e-8f90-123456789abc')).toBe('https://shop.test/favorites/wishlist/6f1c3a8e-1b2c-4d5e-8f90-123456789abc/');
  });

  it('uses the native sheet only below 1024 px and only where it exists', () => {
    expect(usesNativeShare(390, true)).toBe(true);
    expect(usesNativeShare(1024, true)).toBe(false);
    expect(usesNativeShare(390, false)).toBe(false);
  });

  it('ignores a failed native share', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    await expect(shareNatively({ share }, { url: 'x' })).resolves.toBeUndefined();
    expect(share).toHaveBeenCalledWith({ url: 'x' });
  });
});
