import type { ApiClient } from '@ornament/api-client';
import { orderMessages } from '@ornament/domain';
import * as styles from './account.css';
import { load } from './load';
import { qrPath } from './qrMatrix';
import { formatDateTime } from './time';

/**
 * The in-store code (GET v6/qr/get/), drawn on the server: the page is rendered per request and the
 * code lives 15 minutes, so a reload gives a fresh one and no script is needed.
 */
export async function QrBlock({ client, timeZone }: { client: ApiClient; timeZone: string }) {
  const result = await load(client.orders.qr());
  const qr = result.ok ? result.data.data : null;
  return (
    <details className={styles.qr}>
      <summary className={styles.qrSummary}>{orderMessages.qrShow}</summary>
      {qr && !qr.error ? <QrCode payload={`${qr.bonus_card}:${qr.user_id}:${qr.expired_date}:${qr.hash}`} /> : null}
      {qr && !qr.error ? (
        <>
          <p className={styles.muted}>{orderMessages.qrText}</p>
          <p className={styles.muted}>{orderMessages.qrCard(qr.bonus_card)}</p>
          <p className={styles.muted}>{orderMessages.qrValidUntil(formatDateTime(qr.expired_date, timeZone))}</p>
        </>
      ) : (
        <p className={styles.error}>{qr?.error ?? orderMessages.qrFailed}</p>
      )}
    </details>
  );
}

function QrCode({ payload }: { payload: string }) {
  const { d, size } = qrPath(payload);
  return (
    <svg className={styles.qrCode} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={orderMessages.qrTitle} shapeRendering="crispEdges">
      <path d={d} fill="#000000" />
    </svg>
  );
}

