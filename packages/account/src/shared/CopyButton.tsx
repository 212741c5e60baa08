'use client';

import { loyaltyMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useEffect, useState } from 'react';

type State = 'idle' | 'copied' | 'failed';

/** Copies a code (coupon, promo code, partner code or link); says so for 2 s, or that it could not. */
export function CopyButton({ value, label = m.copy }: { value: string; label?: string }) {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  function copy() {
    // The clipboard exists only on secure pages (https, localhost); elsewhere the text stays selectable.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setState('failed');
    clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }

  return (
    <>
      <Button variant="secondary" size="s" onClick={copy}>
        {state === 'copied' ? m.copied : label}
      </Button>
      <span role="status" aria-live="polite">
        {state === 'failed' ? m.copyFailed : ''}
      </span>
    </>
  );
}
