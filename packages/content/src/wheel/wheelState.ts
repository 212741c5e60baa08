// The wheel's animation states (spec 2 §3): exclusive flag sets, one flag true at a time, default
// startPosition. The path: startPosition → animateWrapper → showWheel → startWheel → showPrize →
// showPromo; any step can fail to showError, whose refresh leads back to startPosition.
export const wheelStepNames = ['startPosition', 'animateWrapper', 'showWheel', 'startWheel', 'showPrize', 'showPromo', 'showError', 'refresh'] as const;
export type WheelStep = (typeof wheelStepNames)[number];
export type WheelFlags = Readonly<Record<WheelStep, boolean>>;

export interface WheelPrizeView {
  id: number;
  title: string;
  kind: 'promocode' | 'empty';
}

export interface WheelState {
  flags: WheelFlags;
  /** The prize the server drew (set when the spin answers). */
  prize: WheelPrizeView | null;
  promocode: string | null;
  /** The server's message for showError. */
  error: string | null;
}

export type WheelEvent =
  | { type: 'open' }
  | { type: 'wrapperShown' }
  | { type: 'spin' }
  | { type: 'drawn'; prize: WheelPrizeView; promocode: string | null }
  | { type: 'landed' }
  | { type: 'prizeShown' }
  | { type: 'fail'; message: string }
  | { type: 'refresh' }
  | { type: 'reset' }
  /** The refresh found the shopper's earlier spin: straight to its promo. */
  | { type: 'restore'; prize: WheelPrizeView; promocode: string | null };

/** The flag set where only `step` is true. */
export function flagsOf(step: WheelStep): WheelFlags {
  return Object.fromEntries(wheelStepNames.map((name) => [name, name === step])) as Record<WheelStep, boolean>;
}

/** The one true flag of a set (startPosition for a set with none). */
export function stepOf(flags: WheelFlags): WheelStep {
  return wheelStepNames.find((name) => flags[name]) ?? 'startPosition';
}

export const initialWheelState: WheelState = { flags: flagsOf('startPosition'), prize: null, promocode: null, error: null };

/** A shopper who already spun opens the page on their prize's promo. */
export function wheelStateAfterSpin(prize: WheelPrizeView, promocode: string | null): WheelState {
  return { flags: flagsOf('showPromo'), prize, promocode, error: null };
}

const moves: Partial<Record<WheelEvent['type'], Partial<Record<WheelStep, WheelStep>>>> = {
  open: { startPosition: 'animateWrapper' },
  wrapperShown: { animateWrapper: 'showWheel' },
  spin: { showWheel: 'startWheel' },
  landed: { startWheel: 'showPrize' },
  prizeShown: { showPrize: 'showPromo' },
  refresh: { showError: 'refresh' },
  reset: { refresh: 'startPosition' },
};

export function wheelReducer(state: WheelState, event: WheelEvent): WheelState {
  const step = stepOf(state.flags);
  if (event.type === 'fail') return { ...state, flags: flagsOf('showError'), error: event.message };
  if (event.type === 'restore') return step === 'refresh' ? wheelStateAfterSpin(event.prize, event.promocode) : state;
  // The draw arrives while the wheel spins; the flags move only when it lands.
  if (event.type === 'drawn') return step === 'startWheel' ? { ...state, prize: event.prize, promocode: event.promocode } : state;
  const next = moves[event.type]?.[step];
  if (next === undefined) return state;
  // Landing needs the drawn prize: without one the wheel keeps spinning until it arrives or fails.
  if (event.type === 'landed' && state.prize === null) return state;
  if (next === 'startPosition') return initialWheelState;
  return { ...state, flags: flagsOf(next), error: next === 'refresh' ? null : state.error };
}

/** Whole turns the wheel makes before stopping (fewer when motion is reduced: it jumps there). */
export const wheelTurns = 6;

/**
 * The wheel's final rotation in degrees so the pointer at the top sits in the middle of the prize's
 * sector. Sector i spans [i·360/n, (i+1)·360/n) clockwise from the top; rotating the wheel by −centre
 * brings it under the pointer. `from` keeps the rotation increasing across spins.
 */
export function targetRotation(prizeIndex: number, sectorCount: number, from = 0, turns = wheelTurns): number {
  if (sectorCount <= 0 || prizeIndex < 0 || prizeIndex >= sectorCount) throw new RangeError('No such sector');
  const sector = 360 / sectorCount;
  const centre = prizeIndex * sector + sector / 2;
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + ((360 - centre) % 360);
}
