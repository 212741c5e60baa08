'use client';

import { normalizeQuery, sanitizeSearchInput, shellMessages, type Tenant } from '@ornament/domain';
import type { AutocompleteResponse } from '@ornament/api-client';
import { ChevronLeftIcon, CloseIcon, SearchIcon, VisuallyHidden } from '@ornament/ui-kit';
import { useAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { activeMenuAtom } from '../state/atoms';
import { moveActive } from './navigation';
import { PhotoSearchButton } from './PhotoSearchButton';
import { itemAttribute, type SearchChoice } from './searchChoice';
import * as styles from './search.css';
import { browserStorage, clearSearchHistory, readSearchHistory } from './searchStorage';
import { useSettledQuery } from './settledQuery';
import { useOutsideClose } from './useOutsideClose';

// Shown only once the field is used, so its code loads on the first focus.
const SearchDropdown = lazy(() => import('./SearchDropdown'));
// Submitting and choosing load their logic on use (warmed on focus, so Enter never waits on the network).
const loadSubmit = () => import('./searchSubmit');

export interface SearchBoxProps {
  tenant: Pick<Tenant, 'currency'>;
}

/** The header search (spec 1 §4–§5): autocomplete dropdown, history, keyboard, full screen on phones, photo search. */
export function SearchBox({ tenant }: SearchBoxProps) {
  const router = useRouter();
  const [activeMenu, setActiveMenu] = useAtom(activeMenuAtom);
  const open = activeMenu === 'search';
  const [text, setText] = useState('');
  const [history, setHistory] = useState<string[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const dropdownId = useId();
  // The open dropdown runs autocomplete and reports its answers for submit (redirects, corrections).
  const [results, setResults] = useState<AutocompleteResponse | undefined>();
  const settled = useSettledQuery(text);

  // Read after hydration: the server has no localStorage, and both renders must match.
  useEffect(() => {
    const local = browserStorage('local');
    if (local) setHistory(readSearchHistory(local));
  }, []);

  const close = () => {
    if (open) setActiveMenu(null);
    setPhotoError(null);
  };
  useOutsideClose(root, open, close);

  const go = (href: string) => {
    setActiveMenu(null);
    input.current?.blur();
    router.push(href);
  };

  const choose = async (choice: SearchChoice) => {
    const typed = normalizeQuery(text);
    const { recordSearch, searchResultsPath } = await loadSubmit();
    if (choice.kind === 'product') {
      setHistory(recordSearch({ query: typed || choice.href, origin: 'product' }, typed));
      go(choice.href);
    } else if (choice.kind === 'page') {
      setHistory(recordSearch({ query: choice.query, origin: 'textSearch' }, typed));
      go(choice.href);
    } else {
      setText(choice.query);
      setHistory(recordSearch({ query: choice.query, origin: 'textSearch', correction: choice.query }, typed));
      go(searchResultsPath(choice.query));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { recordSearch, redirectFor, submitTarget } = await loadSubmit();
    const local = browserStorage('local');
    const target = submitTarget(text, results, (query) => (local ? redirectFor(local, query, Date.now()) : null));
    if (!target) return;
    if (target.correction) setText(target.correction);
    const redirect = target.saveRedirect ? { from: target.query, to: target.href } : undefined;
    setHistory(recordSearch({ query: target.query, origin: target.origin, correction: target.correction, redirect }, normalizeQuery(text)));
    go(target.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      input.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>(`[${itemAttribute}]`) ?? [])];
    if (!open || items.length === 0) return;
    event.preventDefault();
    const next = moveActive(items.indexOf(document.activeElement as HTMLElement), items.length, event.key);
    (next === -1 ? input.current : items[next])?.focus();
  };

  const clearHistory = () => {
    const local = browserStorage('local');
    if (local) clearSearchHistory(local);
    setHistory([]);
    input.current?.focus();
  };

  return (
    <div ref={root} className={open ? `${styles.root} ${styles.rootOpen}` : styles.root} onKeyDown={onKeyDown}>
      <form className={styles.form} role="search" action="/products-search/" onSubmit={(event) => void submit(event)}>
        {open ? (
          <button type="button" className={styles.backButton} onClick={close}>
            <ChevronLeftIcon size={20} />
            <VisuallyHidden>Назад</VisuallyHidden>
          </button>
        ) : null}
        <SearchIcon size={18} />
        <span className={styles.fieldWrap}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            name="q"
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            // A blank placeholder keeps :placeholder-shown working for the CSS hint below.
            placeholder=" "
            aria-label={shellMessages.searchPlaceholder}
            aria-controls={open ? dropdownId : undefined}
            onChange={(event) => setText(sanitizeSearchInput(event.target.value))}
            onFocus={() => {
              setActiveMenu('search');
              void loadSubmit();
            }}
            onClick={() => setActiveMenu('search')}
          />
          <span className={styles.hint} aria-hidden="true">
            <span className={styles.hintLong}>{shellMessages.searchPlaceholder}</span>
            <span className={styles.hintShort}>{shellMessages.searchPlaceholderShort}</span>
          </span>
        </span>
        <PhotoSearchButton
          onError={(message) => {
            setPhotoError(message);
            if (message) setActiveMenu('search');
          }}
        />
        {open ? (
          <button type="button" className={styles.closeButton} onClick={close}>
            <CloseIcon size={18} />
            <VisuallyHidden>Закрыть поиск</VisuallyHidden>
          </button>
        ) : null}
      </form>
      {open ? (
        <Suspense fallback={null}>
        <SearchDropdown
          id={dropdownId}
          settled={settled}
          onResults={setResults}
          history={history}
          currency={tenant.currency}
          photoError={photoError}
          onChoose={(choice) => void choose(choice)}
          onClearHistory={clearHistory}
        />
        </Suspense>
      ) : null}
    </div>
  );
}
