import type { ApiClient } from '@ornament/api-client';
import { loyaltyMessages as m } from '@ornament/domain';
import { StarGlyph } from '@ornament/ui-kit/components/Stars/Stars';
import { loadTasksCenter } from './loadTasksCenter';
import { TaskCard } from './TaskCard';
import { tasksCenterBase, taskHref } from './taskPath';
import { taskStars } from './taskStars';
import * as styles from './tasks.css';

/** How many open tasks the account's main page offers before «Все задания». */
const teaserTasks = 2;

/**
 * The tasks on the account's main page (spec 1 §9: six star icons): a star lit per completed task,
 * the next open tasks and the way to the tasks centre. Rendered on the server; nothing when the
 * tasks cannot be read (the centre says why).
 */
export async function TasksTeaser({ client, timeZone }: { client: ApiClient; timeZone: string }) {
  const { active, completed } = await loadTasksCenter(client, () => undefined);
  if (active === null || completed === null) return null;
  const stars = taskStars(completed.length);
  return (
    <section className={styles.teaser} aria-labelledby="tasks-teaser-title">
      <div className={styles.teaserHead}>
        <h2 id="tasks-teaser-title" className={styles.teaserTitle}>
          {m.tasksTitle}
        </h2>
        <span className={styles.teaserStars} role="img" aria-label={stars.label}>
          {Array.from({ length: stars.total }, (_, index) => (
            <StarGlyph key={index} size={20} filled={index < stars.lit} />
          ))}
        </span>
      </div>
      {active.length > 0 ? (
        <ul className={styles.cards}>
          {active.slice(0, teaserTasks).map((task) => (
            <TaskCard key={task.id} task={task} href={taskHref('task', task.id)} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <p className={styles.teaserNote}>{m.activeEmpty}</p>
      )}
      <a className={styles.teaserLink} href={tasksCenterBase}>
        {m.allTasks}
      </a>
    </section>
  );
}
