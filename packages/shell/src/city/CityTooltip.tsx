'use client';

import { limits, shellMessages } from '@ornament/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';
import * as styles from './city.css';

export interface CityTooltipProps {
  anchor: RefObject<HTMLElement | null>;
  city: string;
  onConfirm: () => void;
  onChooseOther: () => void;
  onDismiss: () => void;
}

/**
 * 'Ваш город — …?' with 'Верно' / 'Выбрать другой' (spec 1 §4). It appears after the 2000 ms show
 * delay with a 200 ms fade, and a click outside hides it.
 */
export function CityTooltip({ anchor, city, onConfirm, onChooseOther, onDismiss }: CityTooltipProps) {
  const [visible, setVisible] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), limits.cityTooltipShowMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && anchor.current?.contains(event.target)) return;
      dismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [visible, anchor]);

  if (!visible) return null;
  return (
    <div className={styles.tooltip} role="dialog" aria-label="Ваш город" style={{ animationDuration: `${limits.cityTooltipTransitionMs}ms` }}>
      <p className={styles.tooltipText}>
        Ваш город — <strong>{city}</strong>?
      </p>
      <div className={styles.tooltipActions}>
        <button type="button" className={styles.primary} onClick={onConfirm}>
          {shellMessages.cityTooltipConfirm}
        </button>
        <button type="button" className={styles.secondary} onClick={onChooseOther}>
          {shellMessages.cityTooltipChooseOther}
        </button>
      </div>
    </div>
  );
}
