'use client';

import { unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { BonusBalanceResponse, CodePartnerResponse } from '@ornament/api-contract';
import { formatBonus, loyaltyMessages as m } from '@ornament/domain';
import { useEffect, useState } from 'react';
import { CopyButton } from '../shared/CopyButton';
import * as styles from './bonusSystem.css';

interface Loaded {
  balance: BonusBalanceResponse['data']['attributes'] | null;
  partner: CodePartnerResponse['data']['attributes'] | null;
}

/**
 * The signed-in shopper's part of the programme page: their balance and partner code (spec 3 §7
 * profile/code-partner/) with copy buttons. A part that fails is left out; both failing (a session
 * that ended) shows nothing.
 */
export default function PartnerPanel() {
  const client = useApiClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    void Promise.all([client.loyalty.bonusBalance(options).then(unwrap, () => null), client.loyalty.codePartner(options).then(unwrap, () => null)]).then(([balance, partner]) => {
      if (!controller.signal.aborted) setLoaded({ balance: balance?.data.attributes ?? null, partner: partner?.data.attributes ?? null });
    });
    return () => controller.abort();
  }, [client]);

  if (!loaded || (!loaded.balance && !loaded.partner)) return null;
  const { balance, partner } = loaded;
  return (
    <section className={styles.panel} aria-label={m.yourBalance}>
      {balance ? (
        <div className={styles.panelPart}>
          <p className={styles.label}>{m.yourBalance}</p>
          <p className={styles.figure}>{formatBonus(balance.available)}</p>
          {balance.pending > 0 ? <p className={styles.label}>{`${m.balancePending}: ${formatBonus(balance.pending)}`}</p> : null}
          <a href="/personal/tasks-center/" className={styles.link}>
            {m.tasksTitle}
          </a>
        </div>
      ) : null}
      {partner ? (
        <div className={styles.panelPart}>
          <h2 className={styles.areaTitle}>{m.partnerTitle}</h2>
          {partner.bonusForFriend > 0 ? <p>{m.partnerText(formatBonus(partner.bonusForFriend))}</p> : null}
          <p className={styles.label}>{m.partnerCode}</p>
          <div className={styles.codeRow}>
            <code className={styles.code}>{partner.code}</code>
            <CopyButton value={partner.code} />
          </div>
          {partner.link ? (
            <>
              <p className={styles.label}>{m.partnerLink}</p>
              <div className={styles.codeRow}>
                <code className={styles.linkText}>{partner.link}</code>
                <CopyButton value={partner.link} />
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
