'use client';

// The basket page's deferred part (./deferred) starts loading when the page mounts, beside the
// basket call, and is usually there before the basket is.
import { useEffect, useState } from 'react';
import type * as Deferred from './deferred';

export type DeferredParts = typeof Deferred;

let loading: Promise<DeferredParts> | undefined;

function loadDeferred(): Promise<DeferredParts> {
  loading ??= import('./deferred').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The deferred part once its code is there, else null; a failed load reaches the page's error boundary. */
export function useDeferred(): DeferredParts | null {
  const [state, setState] = useState<{ parts: DeferredParts | null; error?: unknown }>({ parts: null });
  useEffect(() => {
    let live = true;
    loadDeferred().then(
      (parts) => live && setState({ parts }),
      (error: unknown) => live && setState({ parts: null, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.error !== undefined) throw state.error;
  return state.parts;
}
