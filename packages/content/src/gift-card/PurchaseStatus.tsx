'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import type { GiftCardPurchaseResponse } from '@ornament/api-contract';
import { formatGiftCardNumber, formatPrice, giftCardPageTexts as t } from '@ornament/domain';
import { useEffect, useState } from 'react';
import * as forms from '../forms/forms.css';
import * as styles from './giftCard.css';

type Purchase = GiftCardPurchaseResponse['data'];

/** After the acquiring page the shopper comes back with ?purchase=<id>: the bought card's number, once paid. */
export function PurchaseStatus() {
  const client = useApiClient();
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('purchase');
    if (!id) return;
    let live = true;
    client.giftCards
      .purchase(id)
      .then((response) => {
        if (live && response.type === 'data') setPurchase(response.data.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);
  if (!purchase) return null;
  if (purchase.status !== 'paid' || !purchase.card) {
    return (
      <section className={forms.section} role="status">
        <p className={styles.message}>{purchase.status === 'declined' ? t.declinedPayment : t.pendingPayment}</p>
      </section>
    );
  }
  return (
    <section className={forms.section} role="status" aria-label={t.paidTitle}>
      <h2 className={forms.sectionTitle}>{t.paidTitle}</h2>
      <p className={styles.muted}>
        {t.paidNumber}: <span className={styles.cardNumber}>{formatGiftCardNumber(purchase.card)}</span>
      </p>
      <p className={styles.balance}>{formatPrice(purchase.nominal, 'RUB')}</p>
    </section>
  );
}
