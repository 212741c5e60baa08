'use client';

import type { DeliveryPoint } from '@ornament/api-contract';
import { checkoutFormMessages as m, formatPrice, type CurrencyCode } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import * as styles from '../checkout.css';
import { pointTimingText } from '../logic/delivery';
import { checkoutPanelMessages as p } from '../panelMessages';

export interface PointsListProps {
  points: readonly DeliveryPoint[];
  chosenId: string | null;
  onChoose: (point: DeliveryPoint) => void;
  currency: CurrencyCode;
  disabled: boolean;
}

/** A pick-up point's kind and what it allows (spec 3 §3): 'Постамат · Частичный выкуп'. */
function pointFeatures(point: DeliveryPoint): string[] {
  return [
    ...(point.pvz_type ? [p.pointKind[point.pvz_type]] : []),
    ...(point.partial_redemption ? [p.partialRedemption] : []),
    ...(point.return_option ? [p.returnOption] : []),
  ];
}

/** The map's list beside it: each point with its timing, price and a choose button. */
export function PointsList({ points, chosenId, onChoose, currency, disabled }: PointsListProps) {
  return (
    <ul className={styles.pointList} aria-label={m.pointsList}>
      {points.map((point) => {
        const chosen = point.id === chosenId;
        const timing = pointTimingText(point.deliveryInformation);
        const price = point.deliveryInformation.price;
        return (
          <li key={point.id} className={styles.point} aria-current={chosen ? 'true' : undefined} aria-label={point.name}>
            <div className={styles.pointHead}>
              <span className={styles.optionTitle}>{point.name}</span>
              <span className={styles.price}>{price === 0 ? m.free : formatPrice(price, currency)}</span>
            </div>
            <span className={styles.muted}>{point.address}</span>
            <span className={styles.muted}>{point.work_time}</span>
            {point.type === 'pvz' ? <span className={styles.muted}>{pointFeatures(point).join(' · ')}</span> : null}
            {timing ? <span>{timing}</span> : null}
            <div>
              <Button size="s" variant={chosen ? 'primary' : 'secondary'} disabled={disabled || !point.is_available} onClick={() => onChoose(point)}>
                {chosen ? m.chosenPoint : m.choosePoint}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
