'use client';

import type { CatalogFiltersResult } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { listingMessages, showProductsText } from '@ornament/domain';
import { Button, Modal } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { type FormEvent, type MouseEvent, useCallback, useEffect, useState } from 'react';
import { productCountText } from '../product/cardProps';
import { FilterSections } from './FilterSections';
import * as styles from './filters.css';
import { priceFormUrl, splitUrl } from './filterState';
import { SelectedFilters } from './SelectedFilters';

export interface MobileFilterPanelProps {
  listingUrl: string;
  onClose: () => void;
}

type State = { status: 'loading'; data: CatalogFiltersResult | null } | { status: 'ready'; data: CatalogFiltersResult } | { status: 'error'; data: CatalogFiltersResult | null };

/**
 * The phone filter panel (spec 2 §4): choices are staged — each one asks the filters of the staged
 * URL for fresh counts — and reach the page only on apply; closing drops them.
 */
export function MobileFilterPanel({ listingUrl, onClose }: MobileFilterPanelProps) {
  const client = useApiClient();
  const router = useRouter();
  const [staged, setStaged] = useState(listingUrl);
  const [state, setState] = useState<State>({ status: 'loading', data: null });

  const stage = useCallback(
    (url: string) => {
      const { path, params } = splitUrl(url);
      setState((previous) => ({ status: 'loading', data: previous.data }));
      client.catalog
        .filters(path, Object.fromEntries(params))
        .then((response) => {
          if (response.type === 'redirect') return stage(response.to);
          setStaged(url);
          setState({ status: 'ready', data: response.data });
        })
        .catch(() => setState((previous) => ({ status: 'error', data: previous.data })));
    },
    [client],
  );

  useEffect(() => stage(listingUrl), [listingUrl, stage]);

  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a[href]');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/')) return;
    event.preventDefault();
    stage(href);
  }

  function onSubmitCapture(event: FormEvent<HTMLDivElement>) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const data = new FormData(form);
    const kept = [...data.entries()].filter(([key]) => key !== 'price_min' && key !== 'price_max').map(([key, value]) => [key, String(value)] as [string, string]);
    stage(priceFormUrl({ path: form.getAttribute('action') ?? '/', params: kept }, String(data.get('price_min') ?? ''), String(data.get('price_max') ?? '')));
  }

  const { data } = state;
  return (
    <Modal open onClose={onClose} title={listingMessages.filters} closeLabel={listingMessages.close} size="full">
      <div className={styles.mobileBody} onClickCapture={onClickCapture} onSubmitCapture={onSubmitCapture} aria-busy={state.status === 'loading'}>
        {data ? (
          <>
            <SelectedFilters sections={data.data} clearAll={data.meta.clear_all} />
            <FilterSections sections={data.data} priceAction={data.meta.clear_all} />
          </>
        ) : null}
        {state.status === 'loading' && !data ? <p className={styles.status}>{listingMessages.loading}</p> : null}
        {state.status === 'error' ? (
          <p className={styles.status} role="alert">
            {listingMessages.loadFailed}
          </p>
        ) : null}
        <div className={styles.mobileActions}>
          <Button variant="secondary" onClick={onClose}>
            {listingMessages.close}
          </Button>
          <Button onClick={() => router.push(staged)} disabled={state.status !== 'ready'}>
            {data ? showProductsText(productCountText(data.productCount)) : listingMessages.apply}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
