'use client';

import type { FavoriteList } from '@ornament/api-contract';
import { favouritesMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useState } from 'react';
import * as styles from './favorites.css';
import { ShareFolderModal } from './ShareFolderModal';
import { shareNatively, usesNativeShare, wishlistUrl } from './share';

/** The open folder's name and its rename, share and delete actions. */
export function FolderHeader({ list, onRename, onDelete }: { list: FavoriteList; onRename: () => void; onDelete: () => void }) {
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const share = () => {
    const url = wishlistUrl(window.location.origin, list.guid);
    if (usesNativeShare(window.innerWidth, typeof navigator.share === 'function')) void shareNatively(navigator, { title: list.name, url });
    else setShareUrl(url);
  };
  return (
    <div className={styles.folderHeader}>
      <h2 className={styles.folderTitle}>{list.name}</h2>
      <div className={styles.actions}>
        <Button size="s" variant="secondary" onClick={share} aria-haspopup="dialog">{m.shareFolder}</Button>
        <Button size="s" variant="secondary" onClick={onRename}>{m.renameFolder}</Button>
        <Button size="s" variant="ghost" onClick={onDelete}>{m.deleteFolder}</Button>
      </div>
      {shareUrl ? <ShareFolderModal url={shareUrl} onClose={() => setShareUrl(null)} /> : null}
    </div>
  );
}
