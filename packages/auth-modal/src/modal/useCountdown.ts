import { useEffect, useState } from 'react';
import { type CodeStep, secondsUntilResend } from './authMachine';

/** Seconds left before a new code may be asked for, ticking once a second. */
export function useCountdown(code: CodeStep | null): number {
  const [left, setLeft] = useState(() => secondsUntilResend(code, Date.now()));
  useEffect(() => {
    setLeft(secondsUntilResend(code, Date.now()));
    const timer = window.setInterval(() => {
      const next = secondsUntilResend(code, Date.now());
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [code]);
  return left;
}
