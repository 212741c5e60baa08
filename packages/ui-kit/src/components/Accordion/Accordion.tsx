'use client';

import { type ReactNode, useId, useState } from 'react';
import { ChevronRightIcon } from '../icons/icons';
import * as styles from './Accordion.css';
import { toggleOpenItem } from './accordionState';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  defaultOpenId?: string | null;
  /** The level of the headings wrapping the triggers, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** FAQ-style disclosure list (spec 1 §4): one item open at a time, click toggles. */
export function Accordion({ items, defaultOpenId = null, headingLevel = 3, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const expanded = item.id === openId;
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => toggleOpenItem(current, item.id))}
              >
                <span>{item.title}</span>
                <ChevronRightIcon className={styles.chevron} size={20} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
