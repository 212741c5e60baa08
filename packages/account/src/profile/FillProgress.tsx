import type { FillProfileResponse } from '@ornament/api-contract';
import { formatNumber, plural, profileMessages as m } from '@ornament/domain';
import * as account from '../layout/account.css';
import * as styles from './profile.css';

const fieldLabels = { name: m.name, surname: m.surname, email: m.email, birthday: m.birthday, gender: m.gender } as const;

/** Fill-profile progress (spec 3 §3): the bonus for a complete profile and what is still empty. */
export function FillProgress({ fill }: { fill: FillProfileResponse['data']['attributes'] }) {
  const done = fill.fields.length === 0;
  const percent = Math.round((fill.step / Math.max(fill['total-steps'], 1)) * 100);
  return (
    <section className={account.section} aria-labelledby="fill-profile-title">
      <h2 id="fill-profile-title" className={account.sectionTitle}>
        {done ? m.fillDone : m.fillTitle(`${formatNumber(fill['count-bonus'])} ${plural(fill['count-bonus'], ['бонус', 'бонуса', 'бонусов'])}`)}
      </h2>
      <div className={styles.progressTrack} role="progressbar" aria-valuemin={0} aria-valuemax={fill['total-steps']} aria-valuenow={fill.step} aria-label={`${fill.step} из ${fill['total-steps']}`}>
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
      {done ? null : (
        <p className={account.muted}>
          {m.fillLeft} {fill.fields.map((field) => fieldLabels[field].toLowerCase()).join(', ')}
        </p>
      )}
    </section>
  );
}
