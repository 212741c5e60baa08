'use client';

import { productImagePath } from '@ornament/api-contract/http';
import type { BasketProduct } from '@ornament/api-contract';
import { type CurrencyCode, basketPageMessages as m, selectItemText } from '@ornament/domain';
import { lastAddedLineAtom } from '@ornament/shell/state';
import { Price } from '@ornament/ui-kit/components/Price/Price';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import * as styles from './lines.css';

export interface BasketLineProps {
  line: BasketProduct;
  currency: CurrencyCode;
  /** Warnings for this line (spec 3 §8), shown under its facts. */
  warnings?: readonly string[] | undefined;
  /** The select box, for lines of the live list. */
  onSelect?: ((isSelected: boolean) => void) | undefined;
  disabled: boolean;
  /** The stepper and the delete / restore buttons. */
  controls: ReactNode;
  muted?: boolean;
}

const justAddedText = 'Только что добавлено';

const productHref = (line: BasketProduct) => `/product/${encodeURIComponent(line.article)}/${line.size ? `?size=${encodeURIComponent(line.size)}` : ''}`;

/** One basket line: photo, title, article and size, price with the old one, and its controls. */
export function BasketLine({ line, currency, warnings = [], onSelect, disabled, controls, muted = false }: BasketLineProps) {
  const photo = line.photo || productImagePath(line.urlCode, 'white', 0);
  const sum = line.price * line.quantity;
  const oldSum = line.oldPrice !== null ? line.oldPrice * line.quantity : null;
  const justAdded = useAtomValue(lastAddedLineAtom) === line.externalId;
  return (
    <li className={`${styles.line} ${muted ? styles.lineMuted : ''}`} data-basket-line={line.id} data-just-added={justAdded || undefined}>
      <span className={styles.lineCheck}>
        {onSelect ? (
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={line.isSelected}
            disabled={disabled}
            aria-label={selectItemText(line.title)}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
        ) : null}
      </span>
      <a href={productHref(line)} className={styles.photoLink} tabIndex={-1} aria-hidden="true">
        <img src={photo} alt="" width={120} height={120} className={styles.photo} loading="lazy" decoding="async" />
      </a>
      <div className={styles.info}>
        <a href={productHref(line)} className={styles.title}>
          {line.title}
        </a>
        {justAdded ? <p className={styles.justAdded}>{justAddedText}</p> : null}
        <p className={styles.facts}>
          {m.article}: {line.article}
          {line.size ? ` · ${m.size}: ${line.size}` : null}
        </p>
        {line.discountReason ? <p className={styles.facts}>{line.discountReason.name}</p> : null}
        {warnings.map((text) => (
          <p key={text} className={styles.lineWarning} role="status">
            {text}
          </p>
        ))}
      </div>
      <div className={styles.side}>
        <Price amount={sum} oldAmount={oldSum} discount={line.discountPercent > 0 ? Math.round(line.discountPercent) : null} currency={currency} />
        <div className={styles.actions}>{controls}</div>
      </div>
    </li>
  );
}
