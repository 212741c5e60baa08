import type { CurrencyCode } from '@ornament/domain';
import { formatBonus, productTexts } from '@ornament/domain';
import { Price } from '@ornament/ui-kit';
import { livePriceSlotId } from './livePrice/livePrice';
import * as live from './livePrice/livePrice.css';
import type { PriceView } from './productView';
import { slotIds } from './personal/slots';
import * as styles from './sections.css';

export interface PriceBlockProps {
  view: PriceView;
  currency: CurrencyCode;
  /** 'От {min} в месяц. Для клиентов банка.' when installment is available (Russia). */
  installmentText: string | null;
}

/** Price, old price and discount of the picked size, the bonus it earns and the installment line. */
export function PriceBlock({ view, currency, installmentText }: PriceBlockProps) {
  return (
    <div className={styles.block}>
      {/* The live price of the picked size replaces this cached one in place when it differs (livePrice/LivePrice.tsx). */}
      <div id={livePriceSlotId} className={live.slot} aria-live="polite">
        <span className={live.cached}>
          <Price amount={view.price} currency={currency} oldAmount={view.oldPrice} discount={view.discount} size="l" />
        </span>
      </div>
      <div id={slotIds.offer} className={styles.offerSlot} aria-live="polite" />
      {view.bonus > 0 ? <p className={styles.text}>{productTexts.bonusToEarn(formatBonus(view.bonus))}</p> : null}
      {installmentText ? <p className={styles.small}>{installmentText}</p> : null}
    </div>
  );
}
