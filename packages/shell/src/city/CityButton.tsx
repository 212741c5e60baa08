'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { PinIcon } from '@ornament/ui-kit';
import { useAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { browserStorage } from '../search/searchStorage';
import { cityModalId, openModalAtom } from '../state/atoms';
import * as styles from './city.css';
import type { CityChoice, CityState, CityTenant } from './cityState';
import { loadCityState } from './locationCheck';
import { flagRedirectAfterConfirm, markCityTooltipShown, shouldShowCityTooltip } from './tooltipSession';

// Not visible at first paint, so its code (and the city list) loads on first open.
const CityModal = lazy(() => import('./CityModal').then((module) => ({ default: module.CityModal })));
// Shown once a session at most, 2 s after the page: its code loads when it is due.
const CityTooltip = lazy(() => import('./CityTooltip').then((module) => ({ default: module.CityTooltip })));

export type CityButtonTenant = CityTenant;


export function CityButton({ tenant, initial, fallback }: { tenant: CityButtonTenant; initial: CityState; fallback: CityChoice }) {
  const client = useApiClient();
  const router = useRouter();
  const [state, setState] = useState(initial);
  const [tooltip, setTooltip] = useState(false);
  const [openModal, setOpenModal] = useAtom(openModalAtom);
  const anchor = useRef<HTMLDivElement>(null);

  // A refresh after choosing re-renders the server part with the new cookie: follow it.
  useEffect(() => setState(initial), [initial]);

  // Spec 1 §4: the guess (IP or default) is asked about once per session.
  useEffect(() => {
    if (!initial.needConfirm || !shouldShowCityTooltip(true, browserStorage('session'))) return;
    let cancelled = false;
    void loadCityState(client, fallback).then((checked) => {
      if (cancelled) return;
      setState(checked);
      if (checked.needConfirm) {
        markCityTooltipShown(browserStorage('session'));
        setTooltip(true);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [client, fallback, initial.needConfirm]);

  const saved = (city: CityChoice) => {
    setState({ status: 'ok', city, needConfirm: false });
    setOpenModal(null);
    router.refresh(); // server components refetch prices, stock and delivery for the new city
  };

  const confirm = () => {
    setTooltip(false);
    flagRedirectAfterConfirm(browserStorage('local'));
    void client.geo.setRegion(state.city.guid).then(
      () => saved(state.city),
      () => undefined, // spec 1 §8: geo failures stay quiet; the shopper can still choose in the modal
    );
  };

  const chooseOther = () => {
    setTooltip(false);
    setOpenModal(cityModalId);
  };

  return (
    <div ref={anchor} className={styles.anchor}>
      <button type="button" className={styles.cityButton} aria-haspopup="dialog" onClick={() => setOpenModal(cityModalId)}>
        <PinIcon size={16} />
        <span className={styles.cityName}>{state.city.name}</span>
      </button>
      {tooltip ? (
        <Suspense fallback={null}>
          <CityTooltip anchor={anchor} city={state.city.name} onConfirm={confirm} onChooseOther={chooseOther} onDismiss={() => setTooltip(false)} />
        </Suspense>
      ) : null}
      {openModal === cityModalId ? (
        <Suspense fallback={null}>
          <CityModal tenant={tenant} current={state.city} onClose={() => setOpenModal(null)} onSaved={saved} />
        </Suspense>
      ) : null}
    </div>
  );
}
