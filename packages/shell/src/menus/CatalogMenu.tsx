'use client';

import { lazy, Suspense } from 'react';
import { useMenu } from './useMenu';

// The panel and its tree load on the first open (or on the catalogue button's hover preload).
const CatalogMenuPanel = lazy(() => import('./CatalogMenuPanel'));

/** The three-level catalogue menu (spec 1 §2), mounted while the active menu is 'catalog'. */
export function CatalogMenu() {
  const { open } = useMenu('catalog');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CatalogMenuPanel />
    </Suspense>
  );
}
