import { describe, expect, it, vi } from 'vitest';
import { shareModeOf, shareNatively } from './share';

describe('shareModeOf', () => {
  it('uses the native sheet below 1024 px when there is one', () => {
    expect(shareModeOf(390, true)).toBe('native');
    expect(shareModeOf(1023, true)).toBe('native');
  });
  it('uses the modal from 1024 px or without native share', () => {
    expect(shareModeOf(1024, true)).toBe('modal');
    expect(shareModeOf(390, false)).toBe('modal');
  });
});

describe('shareNatively', () => {
  it('swallows failures', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    await expect(shareNatively({ share }, { url: 'https://x/' })).resolves.toBeUndefined();
    expect(share).toHaveBeenCalledWith({ url: 'https://x/' });
  });
});
