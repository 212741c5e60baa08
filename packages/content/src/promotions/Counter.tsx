'use client';

// The promotion's counter (spec 2 §3 counter-label, counter-ended-at-time): days, hours, minutes and
// seconds left, ticking each second. The server renders the first value; the browser keeps it going
// on the shop's clock: a shopper whose clock is wrong still sees the right time left (S3.7.75, GET
// /api/common/time/ with the region's Timezone header, asked once per page).
import { useApiClient } from '@ornament/api-client/react/client';
import { promotionMessages as t } from '@ornament/domain';
import { useEffect, useState } from 'react';
import { clockOffsetMs, countdown, twoDigits } from './format';
import * as styles from './promotions.css';

export function Counter({ label, endsAt, renderedAt, timezone }: { label: string; endsAt: string; renderedAt: number; timezone: string }) {
  const client = useApiClient();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    let offset = 0;
    let live = true;
    const sentAt = Date.now();
    client.geo
      .time(timezone, { cache: 'no-store' })
      .then((response) => {
        if (live && response.type === 'data') offset = clockOffsetMs(response.data.data.timestamp, sentAt, Date.now());
      })
      .catch(() => undefined); // the shopper's own clock then
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [client, timezone]);
  const left = countdown(endsAt, now);
  const parts: [string, string][] = [
    [String(left.days), t.counterDays],
    [twoDigits(left.hours), 'ч'],
    [twoDigits(left.minutes), 'мин'],
    [twoDigits(left.seconds), 'сек'],
  ];
  return (
    <div className={styles.box} role="timer" aria-label={label} data-counter-done={left.done}>
      <p className={styles.boxTitle}>{label}</p>
      {left.done ? (
        <p className={styles.muted}>{t.finished}</p>
      ) : (
        <div className={styles.counter}>
          {parts.map(([value, unit]) => (
            <span key={unit} className={styles.counterPart}>
              {value}
              <span className={styles.counterUnit}>{unit}</span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
