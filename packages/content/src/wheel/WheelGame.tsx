'use client';

// The wheel of fortune's game (spec 2 §3). The server draws the prize; the browser only turns the
// wheel to it. States follow wheelState.ts; the container carries the current state and the states
// visited so far as data attributes. With reduced motion the wheel jumps straight to its result.
import { firstErrorDetail, isApiClientError, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { useOpenAuthModal, useUserState } from '@ornament/auth-modal';
import { wheelMessages as t } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useEffect, useReducer, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import * as styles from './wheel.css';
import { WheelFace } from './WheelFace';
import { initialWheelState, stepOf, targetRotation, type WheelPrizeView, wheelReducer, wheelStateAfterSpin, type WheelStep } from './wheelState';

/** A little over each animation's length (wheel.css.ts): the wrapper 450 ms, the turn 4.5 s, the prize card 500 ms. */
const fallbackMs: Partial<Record<WheelStep, number>> = { animateWrapper: 900, startWheel: 5200, showPrize: 900 };

export interface WheelGameProps {
  type: string;
  slug: string;
  prizes: readonly WheelPrizeView[];
  /** The shopper's earlier spin, if any. */
  spin: { prize: WheelPrizeView; promocode: string | null } | null;
  finished: boolean;
}

export function WheelGame({ type, slug, prizes, spin, finished }: WheelGameProps) {
  const client = useApiClient();
  const user = useUserState();
  const openAuth = useOpenAuthModal();
  const reduced = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(wheelReducer, spin ? wheelStateAfterSpin(spin.prize, spin.promocode) : initialWheelState);
  const step = stepOf(state.flags);
  const [visited, setVisited] = useState<WheelStep[]>([step]);
  const indexOf = (prize: WheelPrizeView | null) => (prize ? prizes.findIndex((p) => p.id === prize.id) : -1);
  const [rotation, setRotation] = useState(() => (spin && indexOf(spin.prize) >= 0 ? targetRotation(indexOf(spin.prize), prizes.length, 0, 0) : 0));
  const rotationRef = useRef(rotation);
  rotationRef.current = rotation;

  useEffect(() => {
    setVisited((list) => (list.at(-1) === step ? list : [...list, step]));
  }, [step]);

  // startPosition → animateWrapper at once; the wrapper's entrance animation ends in showWheel, the
  // prize card's in showPromo. A browser that never reports an animation's end (a hidden tab) moves
  // on after the animation's own length; an event arriving later is ignored by the reducer.
  useEffect(() => {
    if (step === 'startPosition') dispatch({ type: 'open' });
    const next = step === 'animateWrapper' ? ({ type: 'wrapperShown' } as const) : step === 'showPrize' ? ({ type: 'prizeShown' } as const) : null;
    if (next === null) return;
    if (reduced) return dispatch(next);
    const timer = window.setTimeout(() => dispatch(next), fallbackMs[step] ?? 0);
    return () => window.clearTimeout(timer);
  }, [step, reduced]);

  // The drawn prize turns the wheel; the turn's end (or no turn at all when motion is reduced) lands it.
  const drawnIndex = indexOf(state.prize);
  useEffect(() => {
    if (step !== 'startWheel' || drawnIndex < 0) return;
    setRotation(targetRotation(drawnIndex, prizes.length, rotationRef.current));
    if (reduced) return dispatch({ type: 'landed' });
    const timer = window.setTimeout(() => dispatch({ type: 'landed' }), fallbackMs.startWheel);
    return () => window.clearTimeout(timer);
  }, [step, drawnIndex, prizes.length, reduced]);

  // The refresh reads the wheel again: an earlier spin goes to its promo, otherwise the game restarts.
  useEffect(() => {
    if (step !== 'refresh') return;
    let live = true;
    void client.promotions
      .wheel(type, slug)
      .then((answer) => unwrap(answer).data.spin)
      .catch(() => null)
      .then((earlier) => {
        if (!live) return;
        if (!earlier) return dispatch({ type: 'reset' });
        const index = prizes.findIndex((p) => p.id === earlier.prize.id);
        if (index >= 0) setRotation(targetRotation(index, prizes.length, rotationRef.current, 1));
        dispatch({ type: 'restore', prize: earlier.prize, promocode: earlier.promocode });
      });
    return () => {
      live = false;
    };
  }, [step, client, type, slug, prizes]);

  async function start() {
    if (user.status === 'fetched' && user.isGuest) {
      openAuth();
      return;
    }
    dispatch({ type: 'spin' });
    try {
      const { prize, promocode } = unwrap(await client.promotions.spin(type, slug)).data;
      dispatch({ type: 'drawn', prize, promocode });
    } catch (failure) {
      if (isApiClientError(failure) && failure.status === 401) openAuth();
      dispatch({ type: 'fail', message: firstErrorDetail(failure) ?? t.failed });
    }
  }

  const spinning = step === 'startWheel';
  return (
    <div className={styles.game} data-wheel-state={step} data-wheel-steps={visited.join(' ')}>
      <div className={styles.wrapper} onAnimationEnd={() => dispatch({ type: 'wrapperShown' })}>
        <span className={styles.pointer} aria-hidden="true" />
        <div className={styles.wheel} style={{ transform: `rotate(${rotation}deg)` }} onTransitionEnd={() => dispatch({ type: 'landed' })}>
          <WheelFace prizes={prizes} />
        </div>
      </div>
      {step === 'showWheel' || spinning ? (
        <Button size="l" onClick={() => void start()} disabled={spinning || finished} aria-busy={spinning}>
          {spinning ? t.spinning : t.start}
        </Button>
      ) : null}
      {finished && step === 'showWheel' ? <p className={styles.alert}>{t.finished}</p> : null}
      <div aria-live="polite">
        {(step === 'showPrize' || step === 'showPromo') && state.prize ? (
          <div className={styles.prize} onAnimationEnd={() => dispatch({ type: 'prizeShown' })}>
            <p>{state.prize.kind === 'empty' ? t.emptyPrize : t.prize}</p>
            <p className={styles.prizeTitle}>{state.prize.title}</p>
            {step === 'showPromo' && state.promocode ? (
              <>
                <p>{t.promocode}</p>
                <p className={styles.promocode} data-testid="wheel-promocode">
                  {state.promocode}
                </p>
              </>
            ) : null}
          </div>
        ) : null}
        {step === 'showError' ? (
          <>
            <p role="alert" className={styles.alert}>
              {state.error}
            </p>
            <Button variant="secondary" onClick={() => dispatch({ type: 'refresh' })}>
              {t.refresh}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
