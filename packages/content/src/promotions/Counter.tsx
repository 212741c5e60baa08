'use client';

// The promotion's counter (spec 2 §3 counter-label, counter-ended-at-time): days, hours, minutes and
// seconds left, ticking each second. The server renders the first value; the browser keeps it going.
import { promotionMessages as t } from '@ornament/domain';
import { useEffect, useState } from 'react';
import { countdown, twoDigits } from './format';
import * as styles from './promotions.css';

export function Counter({ label, endsAt, renderedAt }: { label: string; endsAt: string; renderedAt: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
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
