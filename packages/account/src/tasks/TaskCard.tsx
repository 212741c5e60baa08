import type { Task } from '@ornament/api-contract';
import { completionDate, formatBonus, loyaltyMessages as m, taskImageSize } from '@ornament/domain';
import * as styles from './tasks.css';

export interface TaskCardProps {
  task: Task;
  /** The deep link of the card's title (task/{id}); none on the task's own page. */
  href?: string | undefined;
  /** Completed cards show the credited bonuses and the date (dd.MM.yy) instead of the points. */
  timeZone: string;
}

/**
 * One task (spec 1 §3): picture (96 px, 100 px on the `full` card), sticker, title, its message and
 * the points; a completed one shows its picture for done, the bonuses credited and the date.
 */
export function TaskCard({ task, href, timeZone }: TaskCardProps) {
  const { attributes } = task;
  const size = taskImageSize(task.full);
  const done = attributes.completed || task.completedAt !== null;
  const image = (done ? attributes.completed_image : attributes.image) || task.imageUrl;
  const date = done ? completionDate(task.completedAt, timeZone) : null;
  return (
    <li className={task.full ? styles.cardFull : styles.card}>
      {image ? <img src={image} alt="" width={size} height={size} className={styles.cardImage} loading="lazy" decoding="async" /> : <span className={styles.cardImage} style={{ width: size, height: size }} aria-hidden="true" />}
      <div className={styles.cardText}>
        {attributes.sticker ? <span className={styles.sticker}>{attributes.sticker}</span> : null}
        {href ? (
          <a href={href} className={styles.cardTitle}>
            {attributes.title}
          </a>
        ) : (
          <p className={styles.cardTitle}>{attributes.title}</p>
        )}
        {task.message ? <p className={styles.figureLabel}>{task.message}</p> : null}
        {done ? (
          <p className={styles.doneMeta}>
            {task.bonusAmount > 0 ? <span className={styles.points}>{m.credited(formatBonus(task.bonusAmount))}</span> : null}
            {date ? <span>{m.completedOn(date)}</span> : null}
          </p>
        ) : (
          <p className={styles.points}>{m.reward(formatBonus(attributes['point-count']))}</p>
        )}
      </div>
    </li>
  );
}
