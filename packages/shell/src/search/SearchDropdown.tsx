'use client';

import type { AutocompleteResponse } from '@ornament/api-client';
import { QueryIsland } from '@ornament/api-client/react/query';
import { type CurrencyCode, limits, searchResultsPath } from '@ornament/domain';
import { Price } from '@ornament/ui-kit';
import { useEffect } from 'react';
import type { PricedSearchProduct } from './mergePrices';
import * as styles from './search.css';
import { itemAttribute, type SearchChoice } from './searchChoice';
import type { SettledQuery } from './settledQuery';
import { useAutocomplete } from './useAutocomplete';

const itemProps = { [itemAttribute]: '' };

interface SearchDropdownViewProps {
  id: string;
  /** What the field holds, normalised; '' shows the history. */
  typed: string;
  history: readonly string[];
  results: AutocompleteResponse | undefined;
  products: readonly PricedSearchProduct[];
  pending: boolean;
  currency: CurrencyCode;
  photoError: string | null;
  onChoose: (choice: SearchChoice) => void;
  onClearHistory: () => void;
}

/** Until live prices arrive, the vendor's price in the storefront's currency (tenge from its own list). */
function shownPrice(product: PricedSearchProduct, currency: CurrencyCode): { amount: number; currency: CurrencyCode } {
  if (product.currency !== null) return { amount: product.price, currency: product.currency };
  const amount = currency === 'KZT' ? (product.attributes.price_kz[0] ?? product.price) : product.price;
  return { amount, currency };
}

function History({ history, onChoose, onClear }: { history: readonly string[]; onChoose: SearchDropdownViewProps['onChoose']; onClear: () => void }) {
  if (history.length === 0) return null;
  return (
    <section className={styles.section} aria-label="История поиска">
      <h2 className={styles.sectionHead}>
        Вы искали
        <button type="button" className={styles.textButton} onClick={onClear}>
          Очистить
        </button>
      </h2>
      <ul className={styles.list}>
        {history.map((query) => (
          <li key={query}>
            <a {...itemProps} className={styles.item} href={searchResultsPath(query)} onClick={(event) => { event.preventDefault(); onChoose({ kind: 'page', href: searchResultsPath(query), query }); }}>
              {query}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface SearchDropdownProps extends Omit<SearchDropdownViewProps, 'typed' | 'results' | 'products' | 'pending'> {
  /** What the field holds and what has settled of it (the box debounces, so typing never waits for this code). */
  settled: SettledQuery;
  /** The answers for the current text, for the form's submit (redirects and corrections). */
  onResults: (results: AutocompleteResponse | undefined) => void;
}

/**
 * The open search: history, autocomplete and live prices (spec 1 §4–§5). It loads on the field's
 * first focus with its own React Query, so the header costs a page no query library up front.
 */
export default function SearchDropdown(props: SearchDropdownProps) {
  return (
    <QueryIsland>
      <LiveSearchDropdown {...props} />
    </QueryIsland>
  );
}

function LiveSearchDropdown({ settled, onResults, ...rest }: SearchDropdownProps) {
  const { typed, results, products, pending } = useAutocomplete(settled);
  useEffect(() => onResults(results), [results, onResults]);
  return <SearchDropdownView {...rest} typed={typed} results={results} products={products} pending={pending} />;
}

function SearchDropdownView(props: SearchDropdownViewProps) {
  const { id, typed, history, results, products, pending, currency, photoError, onChoose, onClearHistory } = props;
  const choose = (choice: SearchChoice) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    onChoose(choice);
  };
  const categories = results?.categories.slice(0, limits.categorySuggestionsMax) ?? [];
  const empty = results !== undefined && products.length === 0 && categories.length === 0 && results.suggests.length === 0;
  return (
    <div id={id} className={styles.dropdown} role="region" aria-label="Результаты поиска" aria-busy={pending}>
      {photoError ? <p className={styles.error} role="alert">{photoError}</p> : null}
      {typed === '' ? <History history={history} onChoose={onChoose} onClear={onClearHistory} /> : null}
      {typed !== '' && results?.correction ? (
        <p className={styles.correction}>
          Возможно, вы искали:{' '}
          <button {...itemProps} type="button" className={styles.textButton} onClick={choose({ kind: 'correction', query: results.correction })}>
            {results.correction}
          </button>
        </p>
      ) : null}
      {typed !== '' && results && results.suggests.length > 0 ? (
        <section className={styles.section} aria-label="Подсказки">
          <ul className={styles.list}>
            {results.suggests.map((suggest) => (
              <li key={suggest.query}>
                <a {...itemProps} className={styles.item} href={suggest.link_url} onClick={choose({ kind: 'page', href: suggest.link_url, query: suggest.query })}>
                  {suggest.query}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {typed !== '' && categories.length > 0 ? (
        <section className={styles.section} aria-label="Категории">
          <h2 className={styles.sectionHead}>Категории</h2>
          <ul className={styles.list}>
            {categories.map((category) => (
              <li key={category.id}>
                <a {...itemProps} className={styles.item} href={category.link_url} onClick={choose({ kind: 'page', href: category.link_url, query: typed })}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {typed !== '' && products.length > 0 ? (
        <section className={styles.section} aria-label="Товары">
          <h2 className={styles.sectionHead}>Товары</h2>
          <ul className={styles.list}>
            {products.map((product) => {
              const price = shownPrice(product, currency);
              return (
                <li key={product.url_code}>
                  <a {...itemProps} className={styles.item} href={product.link_url} onClick={choose({ kind: 'product', href: product.link_url })}>
                    <img className={styles.productImage} src={product.image_url} alt="" width={48} height={48} loading="lazy" />
                    <span className={styles.productText}>
                      <span className={styles.productName}>{product.name}</span>
                      <Price amount={price.amount} currency={price.currency} oldAmount={product.currency ? product.old_price : null} size="s" />
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {typed !== '' && empty && !pending ? <p className={styles.message}>Ничего не найдено</p> : null}
    </div>
  );
}
