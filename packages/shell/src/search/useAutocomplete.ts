'use client';

import type { AutocompleteResponse } from '@ornament/api-client';
import type { SettledQuery } from './settledQuery';
import { catalogQueries, searchQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { currentAutocompleteVersion } from './abVersion';
import { mergePricesByArticle, type PricedSearchProduct, priceUrlCodes } from './mergePrices';

export interface AutocompleteState {
  /** The typed text, normalised ('' shows the history). */
  typed: string;
  /** The query the shown results belong to ('' before the first search). */
  query: string;
  results: AutocompleteResponse | undefined;
  products: PricedSearchProduct[];
  /** Typed text is waiting for the debounce or the answer. */
  pending: boolean;
  /** Spec 1 §8: search failures go into state; nothing is shown to the shopper. */
  failed: boolean;
}

/**
 * Autocomplete for the settled query (never for blank text), then live prices merged by article.
 * The query settles in the always-mounted search box, so typing before this code loads still waits.
 */
export function useAutocomplete({ typed, query }: SettledQuery): AutocompleteState {
  const client = useApiClient();
  const [version] = useState(currentAutocompleteVersion);
  const search = useQuery({ ...searchQueries.autocomplete(client, query, version), placeholderData: keepPreviousData, retry: false });
  const results = query === '' ? undefined : search.data;
  const codes = useMemo(() => priceUrlCodes(results?.products ?? []), [results]);
  const prices = useQuery({ ...catalogQueries.prices(client, codes), retry: false });
  const products = useMemo(() => mergePricesByArticle(results?.products ?? [], prices.data?.data), [results, prices.data]);
  return {
    typed,
    query,
    results,
    products,
    pending: typed !== '' && (typed !== query || search.isFetching),
    failed: search.isError,
  };
}
