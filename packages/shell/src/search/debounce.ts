import { useEffect, useState } from 'react';

export interface Debouncer<T> {
  /** Restarts the wait; only the last value of a burst is delivered. */
  push(value: T): void;
  cancel(): void;
}

/** Calls `deliver` with the last pushed value once `delayMs` pass without another push. */
export function createDebouncer<T>(delayMs: number, deliver: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        deliver(value);
      }, delayMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** `value` as it was when it last stopped changing for `delayMs` (spec 1 §5: autocomplete waits 1000 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const debouncer = createDebouncer<T>(delayMs, setSettled);
    debouncer.push(value);
    return () => debouncer.cancel();
  }, [value, delayMs]);
  return settled;
}
