'use client';

import type { FavoriteList, Product } from '@ornament/api-contract';
import { favouritesMessages as m } from '@ornament/domain';
import { Button, type GridDensity } from '@ornament/ui-kit';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import * as listing from '../listing/listing.css';
import { AddToFolderModal } from './AddToFolderModal';
import { ConfirmModal } from './ConfirmModal';
import { FavoritesGrid } from './FavoritesGrid';
import { FavoritesPager } from './FavoritesPager';
import FavoritesToast from './FavoritesToast';
import { FolderFilters } from './FolderFilters';
import { FolderHeader } from './FolderHeader';
import { FolderNameModal } from './FolderNameModal';
import { FolderStrip } from './FolderStrip';
import * as styles from './favorites.css';
import { type FavoritesState, favoritesHref, favoritesSortLinks } from './favoritesQuery';
import { useFavoritesActions } from './useFavoritesActions';
import { useFavoritesData } from './useFavoritesData';
import { useFavoritesToast } from './useFavoritesToast';

export interface FavoritesViewProps {
  /** '/favorites/' or '/personal/favorites/'. */
  base: string;
  state: FavoritesState;
  density: GridDensity;
  catalogHref: string;
}

type Dialog =
  | { type: 'create'; thenAdd?: readonly string[] }
  | { type: 'rename'; list: FavoriteList }
  | { type: 'add'; urlCodes: readonly string[] }
  | { type: 'delete-all' }
  | { type: 'delete-folder'; list: FavoriteList };

/** The favourites page (spec 2 §2–§5): all favourites or one folder, sort, selection, folders. */
export function FavoritesView({ base, state, density, catalogHref }: FavoritesViewProps) {
  const router = useRouter();
  const data = useFavoritesData(state);
  const act = useFavoritesActions();
  const toast = useFavoritesToast();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [selection, setSelection] = useState<string[] | null>(null);
  const folder = state.list ? data.folder : undefined;
  const urlCodesOf = (articles: readonly string[]) => data.products.filter((p) => articles.includes(p.article)).map((p) => p.url_code);
  const toggleSelected = (article: string) => setSelection((current) => (current?.includes(article) ? current.filter((a) => a !== article) : [...(current ?? []), article]));

  const cardActions: { label: string; run: (product: Product) => void }[] = state.list
    ? [{ label: m.removeFromFolder, run: (p) => act.removeFromFolder.mutate({ guid: state.list!, urlCodes: [p.url_code] }) }]
    : [
        { label: m.addToFolder, run: (p) => setDialog({ type: 'add', urlCodes: [p.url_code] }) },
        { label: m.remove, run: (p) => { const id = data.ids.get(p.article); if (id !== undefined) act.removeOne.mutate(id); } },
      ];

  const deleteSelected = () => {
    if (!selection?.length) return;
    if (state.list) act.removeFromFolder.mutate({ guid: state.list, urlCodes: urlCodesOf(selection) });
    else act.removeMany.mutate(selection);
    setSelection(null);
  };

  return (
    <div className={listing.page}>
      <div className={listing.heading}>
        <h1 className={listing.title}>{m.pageTitle}</h1>
        {data.status === 'success' ? <span className={listing.count}>{data.total}</span> : null}
      </div>
      <FolderStrip base={base} lists={data.lists} current={state.list} onCreate={() => setDialog({ type: 'create' })} />
      {folder ? <FolderHeader list={folder} onRename={() => setDialog({ type: 'rename', list: folder })} onDelete={() => setDialog({ type: 'delete-folder', list: folder })} /> : null}
      {folder ? <FolderFilters base={base} state={state} sections={data.folderFilters} /> : null}
      <div className={listing.toolbar}>
        <nav className={listing.sortNav} aria-label="Сортировка">
          <ul className={listing.sortList}>
            {favoritesSortLinks(base, state).map((link) => (
              <li key={link.name}>
                <Link className={listing.sortLink} href={link.href} aria-current={link.current ? 'true' : undefined}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {data.products.length > 0 ? (
          <div className={styles.actions}>
            {selection === null ? (
              <>
                <Button size="s" variant="secondary" onClick={() => setSelection([])}>{m.select}</Button>
                {state.list ? null : <Button size="s" variant="ghost" onClick={() => setDialog({ type: 'delete-all' })}>{m.deleteAll}</Button>}
              </>
            ) : (
              <>
                <Button size="s" disabled={!selection.length || act.busy} onClick={deleteSelected}>{state.list ? m.removeFromFolder : m.deleteSelected}</Button>
                {state.list ? null : <Button size="s" variant="secondary" disabled={!selection.length} onClick={() => setDialog({ type: 'add', urlCodes: urlCodesOf(selection) })}>{m.addSelectedToFolder}</Button>}
                <Button size="s" variant="ghost" onClick={() => setSelection(null)}>{m.cancelSelection}</Button>
              </>
            )}
          </div>
        ) : null}
      </div>

      {data.status === 'pending' ? (
        <div className={styles.skeleton} role="status" aria-busy="true">
          <span className={styles.note}>{m.loading}</span>
        </div>
      ) : data.status === 'error' ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{m.loadError}</p>
          <Button onClick={data.refetch}>{m.retry}</Button>
        </div>
      ) : data.products.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{state.list ? m.emptyFolderText : m.emptyTitle}</p>
          {state.list ? null : <p className={styles.note}>{m.emptyText}</p>}
          <Button href={catalogHref} variant="secondary">{m.toCatalog}</Button>
        </div>
      ) : (
        <>
          <FavoritesGrid products={data.products} headings={data.headings} density={density} selection={selection} onToggleSelected={toggleSelected} actions={cardActions} busy={act.busy} />
          <FavoritesPager base={base} state={state} pageCount={data.pageCount} />
        </>
      )}

      {dialog?.type === 'create' || dialog?.type === 'rename' ? (
        <FolderNameModal
          list={dialog.type === 'rename' ? dialog.list : undefined}
          folderLimit={data.folderLimit}
          onClose={() => setDialog(null)}
          onToast={toast.show}
          onDone={(saved) => {
            const pending = dialog.type === 'create' ? dialog.thenAdd : undefined;
            setDialog(pending?.length ? { type: 'add', urlCodes: pending } : null);
            if (dialog.type === 'create' && !pending?.length) router.push(favoritesHref(base, { list: saved.guid }));
          }}
        />
      ) : null}
      {dialog?.type === 'add' ? (
        <AddToFolderModal
          urlCodes={dialog.urlCodes}
          lists={data.lists}
          onClose={() => { setDialog(null); setSelection(null); }}
          onCreate={() => setDialog({ type: 'create', thenAdd: dialog.urlCodes })}
          onToast={toast.show}
        />
      ) : null}
      {dialog?.type === 'delete-all' ? (
        <ConfirmModal title={m.confirmDeleteAll} confirm={m.deleteAll} busy={act.removeMany.isPending} onClose={() => setDialog(null)} onConfirm={() => act.removeMany.mutate(undefined, { onSettled: () => setDialog(null) })} />
      ) : null}
      {dialog?.type === 'delete-folder' ? (
        <ConfirmModal
          title={m.confirmDeleteFolder(dialog.list.name)}
          confirm={m.deleteFolder}
          busy={act.deleteFolder.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => act.deleteFolder.mutate(dialog.list.guid, { onSettled: () => { setDialog(null); router.push(favoritesHref(base, {})); } })}
        />
      ) : null}
      {toast.kind ? <FavoritesToast kind={toast.kind} onClose={toast.close} /> : null}
    </div>
  );
}
