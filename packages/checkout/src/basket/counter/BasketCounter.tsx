'use client';

// Always on the page, so kept tiny: once the browser is idle after hydration it loads the code that
// reads the basket summary and sets the header's badge (the way the auth host loads the session).
import { useApiClient } from '@ornament/api-client/react/client';
import { whenIdle } from '@ornament/ui-kit/idle';
import { useStore } from 'jotai';
import { useEffect } from 'react';

export function BasketCounter() {
  const client = useApiClient();
  const store = useStore();
  useEffect(() => whenIdle(() => void import('./loadBasketCount').then(({ loadBasketCount }) => loadBasketCount(client, store))), [client, store]);
  return null;
}
