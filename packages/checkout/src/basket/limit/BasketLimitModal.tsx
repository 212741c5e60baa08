'use client';

import { basketButtonMessages as m, basketLimitMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { Modal } from '@ornament/ui-kit/components/Modal/Modal';
import * as styles from './limit.css';

export interface BasketLimitModalProps {
  /** The text to show (basketLimitText of the server's detail); null keeps the modal closed. */
  text: string | null;
  onClose: () => void;
  /** Offers the way to the basket (from a product page). */
  showBasketLink?: boolean;
}

/** 'Корзина наполнена' (spec 2 §5, spec 3 §8): the 5-article limit. */
export default function BasketLimitModal({ text, onClose, showBasketLink = false }: BasketLimitModalProps) {
  return (
    <Modal open={text !== null} onClose={onClose} title={basketLimitMessages.title} size="sm">
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {showBasketLink ? (
          <Button href="/basket/" variant="primary">
            {m.toBasket}
          </Button>
        ) : null}
        <Button variant={showBasketLink ? 'secondary' : 'primary'} onClick={onClose}>
          {m.limitClose}
        </Button>
      </div>
    </Modal>
  );
}

export { BasketLimitModal };
