import { describe, expect, it } from 'vitest';
import { afterRelease, nextHold } from './modalSlot';

/** Plays the slot as the provider and two modals' effects would: A opens, then B opens over it. */
describe('S3.4.60: one modal id open at a time, cleared on close', () => {
  it('S3.4.60: a modal opened over another takes the slot and the first one closes', () => {
    let slot: string | null = 'A'; // A opens and claims
    let a = nextHold(false, true, slot, 'A');
    expect(a).toEqual({ held: true, close: false });
    // B opens: in its first render it still sees A in the slot and must not close.
    let b = nextHold(false, true, slot, 'B');
    expect(b.close).toBe(false);
    slot = 'B'; // B's claim lands
    b = nextHold(b.held, true, slot, 'B');
    a = nextHold(a.held, true, slot, 'A');
    expect(a.close).toBe(true);
    expect(b).toEqual({ held: true, close: false });
    // A's release does not clear B's hold; B's own release clears the slot.
    slot = afterRelease(slot, 'A');
    expect(slot).toBe('B');
    expect(afterRelease(slot, 'B')).toBeNull();
  });

  it('S3.4.60: a closed modal holds nothing and never closes again', () => {
    expect(nextHold(true, false, 'B', 'A')).toEqual({ held: false, close: false });
    expect(nextHold(true, true, null, 'A')).toEqual({ held: true, close: false });
  });
});
