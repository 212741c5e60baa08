'use client';

import { Button } from '@ornament/ui-kit';
import { type ComponentType, type MouseEvent, useState } from 'react';
import type { MobileFilterPanelProps } from './MobileFilterPanel';
import * as styles from './mobileTrigger.css';

export interface MobileFiltersButtonProps {
  /** The listing URL the panel starts from (path and query). */
  listingUrl: string;
  /** Id of the server-rendered panel: without script the button is a link that reveals it. */
  panelId: string;
  /** 'Фильтры', passed in so this always-loaded leaf carries no message tables. */
  text: string;
}

/**
 * 'Фильтры' on phones (spec 2 §4). The panel's code loads on the first tap, so it never joins the
 * page's first load; without script the link shows the server-rendered panel instead.
 */
export function MobileFiltersButton({ listingUrl, panelId, text }: MobileFiltersButtonProps) {
  const [Panel, setPanel] = useState<ComponentType<MobileFilterPanelProps> | null>(null);
  const [open, setOpen] = useState(false);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setOpen(true);
    if (!Panel) void import('./MobileFilterPanel').then((module) => setPanel(() => module.MobileFilterPanel));
  }

  return (
    <>
      <Button href={`#${panelId}`} variant="secondary" size="s" className={styles.mobileTrigger} onClick={onClick} aria-haspopup="dialog">
        {text}
      </Button>
      {open && Panel ? <Panel listingUrl={listingUrl} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
