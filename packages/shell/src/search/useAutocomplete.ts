'use client';

import type { AutocompleteResponse } from '@ornament/api-client';
import { catalogQueries, searchQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { limits, normalizeQuery } from '@ornament/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { currentAutocompleteVersion } from './abVersion';
import { useDebouncedValue } from './debounce';
import { mergePricesByArticle, type PricedSearchProduct, priceUrlCodes } from './mergePrices';

export interface AutocompleteState {
  /** The query the shown results belong to ('' before the first search). */
  query: string;
  results: AutocompleteResponse | undefined;
  products: PricedSearchProduct[];
  /** Typed text is waiting for the debounce or the answer. */
  pending: boolean;
  /** Spec 1 §8: search failures go into state; nothing is shown to the shopper. */
  failed: boolean;
}

/** Autocomplete for typed text: 1000 ms after typing stops, never for blank text, then live prices merged by article. */
export function useAutocomplete(text: string): AutocompleteState {
  const client = useApiClient();
  const [version] = useState(currentAutocompleteVersion);
  const typed = normalizeQuery(text);
  const query = useDebouncedValue(typed, limits.searchDebounceMs);
  const search = useQuery({ ...searchQueries.autocomplete(client, query, version), placeholderData: keepPreviousData, retry: false });
  const results = query === '' ? undefined : search.data;
  const codes = useMemo(() => priceUrlCodes(results?.products ?? []), [results]);
  const prices = useQuery({ ...catalogQueries.prices(client, codes), retry: false });
  const products = useMemo(() => mergePricesByArticle(results?.products ?? [], prices.data?.data), [results, prices.data]);
  return {
    query,
    results,
    products,
    pending: typed !== '' && (typed !== query || search.isFetching),
    failed: search.isError,
  };
}
