import type { Task } from '@ornament/api-contract';
import { loyaltyMessages as m } from '@ornament/domain';
import * as account from '../layout/account.css';
import { EmptyState } from '../layout/PageStates';
import { TaskCard } from './TaskCard';
import { taskHref } from './taskPath';
import * as styles from './tasks.css';

/** Open tasks as cards (large `full` cards span the row); null is a failed load. */
export function ActiveTasks({ tasks, timeZone }: { tasks: Task[] | null; timeZone: string }) {
  return (
    <section className={styles.block} aria-labelledby="tasks-active-title">
      <div className={styles.blockHead}>
        <h2 id="tasks-active-title" className={account.sectionTitle}>
          {m.activeTitle}
        </h2>
        <p className={account.muted}>{m.activeText}</p>
      </div>
      {tasks === null ? (
        <p role="alert" className={account.alert}>
          {m.tasksLoadError}
        </p>
      ) : tasks.length === 0 ? (
        <EmptyState text={m.activeEmpty} />
      ) : (
        <ul className={styles.cards}>
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} href={taskHref('task', task.id)} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Completed tasks with the bonuses credited and the date (spec 1 §3). */
export function CompletedTasks({ tasks, timeZone }: { tasks: Task[] | null; timeZone: string }) {
  return (
    <section className={styles.block} aria-labelledby="tasks-completed-title">
      <h2 id="tasks-completed-title" className={account.sectionTitle}>
        {m.completedTitle}
      </h2>
      {tasks === null ? (
        <p role="alert" className={account.alert}>
          {m.tasksLoadError}
        </p>
      ) : tasks.length === 0 ? (
        <EmptyState text={m.completedEmpty} />
      ) : (
        <ul className={styles.cards}>
          {tasks.map((task) => (
            <TaskCard key={task.id} task={{ ...task, full: false }} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}
