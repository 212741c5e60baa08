import { describe, expect, it } from 'vitest';
import { returnStatuses } from './payments';
import { canMoveReturn, returnRefundMethodOf } from './returnMoves';

describe('canMoveReturn', () => {
  it('finding 19.12: a return moves forward only, and is cancelled only before the shop has it', () => {
    const allowed = returnStatuses.flatMap((from) => returnStatuses.filter((to) => canMoveReturn(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['new→sent', 'new→cancelled', 'sent→received', 'sent→cancelled', 'received→refunded']);
  });

  it('an unknown stored status moves nowhere', () => {
    expect(canMoveReturn('lost', 'refunded')).toBe(false);
  });
});

describe('returnRefundMethodOf', () => {
  it('finding 19.12: back to the card when paid online, by transfer otherwise, and no money when points paid it all', () => {
    expect(returnRefundMethodOf(1200, true)).toBe('card');
    expect(returnRefundMethodOf(1200, false)).toBe('transfer');
    expect(returnRefundMethodOf(0, true)).toBe('points');
  });
});
