import { describe, expect, it } from 'vitest';
import { flagsOf, initialWheelState, stepOf, targetRotation, type WheelEvent, wheelReducer, wheelStateAfterSpin, type WheelState, wheelStepNames } from './wheelState';

const prize = { id: 3, title: 'Скидка 10%', kind: 'promocode' as const };
const run = (events: WheelEvent[], from: WheelState = initialWheelState) => {
  const steps: string[] = [stepOf(from.flags)];
  let state = from;
  for (const event of events) {
    state = wheelReducer(state, event);
    steps.push(stepOf(state.flags));
  }
  return { state, steps };
};

describe('wheel flags', () => {
  it('are exclusive: exactly one true flag in every set, startPosition by default', () => {
    for (const name of wheelStepNames) {
      const flags = flagsOf(name);
      expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
      expect(flags[name]).toBe(true);
    }
    expect(stepOf(initialWheelState.flags)).toBe('startPosition');
  });
});

describe('wheelReducer', () => {
  it('walks the happy path in order, landing only once the server drew the prize', () => {
    const { state, steps } = run([
      { type: 'open' },
      { type: 'wrapperShown' },
      { type: 'spin' },
      { type: 'landed' },
      { type: 'drawn', prize, promocode: 'WELCOME10' },
      { type: 'landed' },
      { type: 'prizeShown' },
    ]);
    expect(steps).toEqual(['startPosition', 'animateWrapper', 'showWheel', 'startWheel', 'startWheel', 'startWheel', 'showPrize', 'showPromo']);
    expect(state.prize).toEqual(prize);
    expect(state.promocode).toBe('WELCOME10');
  });

  it('ignores events out of order', () => {
    expect(run([{ type: 'spin' }, { type: 'landed' }, { type: 'prizeShown' }, { type: 'refresh' }]).steps).toEqual(Array(5).fill('startPosition'));
    expect(run([{ type: 'open' }, { type: 'drawn', prize, promocode: null }]).state.prize).toBeNull();
  });

  it('fails to showError with the message from any step, then refresh leads back to the start', () => {
    const { state, steps } = run([{ type: 'open' }, { type: 'wrapperShown' }, { type: 'spin' }, { type: 'fail', message: 'Вы уже крутили колесо в этой акции' }]);
    expect(steps.at(-1)).toBe('showError');
    expect(state.error).toBe('Вы уже крутили колесо в этой акции');
    const after = run([{ type: 'refresh' }, { type: 'reset' }], state);
    expect(after.steps).toEqual(['showError', 'refresh', 'startPosition']);
    expect(after.state).toEqual(initialWheelState);
  });

  it('restores an earlier spin found by the refresh, and only then', () => {
    const failed = run([{ type: 'open' }, { type: 'fail', message: 'x' }]).state;
    expect(stepOf(wheelReducer(failed, { type: 'restore', prize, promocode: 'A' }).flags)).toBe('showError');
    const refreshed = wheelReducer(failed, { type: 'refresh' });
    const restored = wheelReducer(refreshed, { type: 'restore', prize, promocode: 'A' });
    expect(restored).toEqual(wheelStateAfterSpin(prize, 'A'));
  });

  it('opens a shopper who already spun on the promo', () => {
    const state = wheelStateAfterSpin(prize, 'WELCOME10');
    expect(stepOf(state.flags)).toBe('showPromo');
    expect(wheelReducer(state, { type: 'spin' })).toBe(state);
  });
});

describe('targetRotation', () => {
  it('puts the middle of the prize sector under the top pointer after whole turns', () => {
    // 8 sectors of 45°: sector 0's centre is at 22.5°, so the wheel turns to −22.5° (337.5°).
    expect(targetRotation(0, 8, 0, 6)).toBe(6 * 360 + 337.5);
    expect(targetRotation(2, 8, 0, 6) % 360).toBe(360 - 112.5);
    for (let i = 0; i < 8; i++) {
      const pointerAt = (360 - (targetRotation(i, 8) % 360)) % 360;
      expect(Math.floor(pointerAt / 45)).toBe(i);
    }
  });

  it('keeps turning forward from an earlier rotation and refuses a missing sector', () => {
    expect(targetRotation(1, 4, 1000, 2)).toBeGreaterThan(1000 + 2 * 360 - 1);
    expect(() => targetRotation(8, 8)).toThrow(RangeError);
  });
});
