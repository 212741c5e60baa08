import { type ApiClient, isApiClientError, unwrap } from '@ornament/api-client';
import type { Task } from '@ornament/api-contract';
import { loyaltyMessages as m } from '@ornament/domain';
import * as account from '../layout/account.css';
import { AccountPage } from '../layout/AccountPage';
import { EmptyState, ErrorState } from '../layout/PageStates';
import { TaskCard } from './TaskCard';
import { tasksCenterBase } from './taskPath';
import * as styles from './tasks.css';

export interface TaskDetailPageProps {
  client: ApiClient;
  /** event/{id}: one completion; task/{id}: one task with its reward. */
  kind: 'event' | 'task';
  id: number;
  timeZone: string;
}

type Loaded = { kind: 'found'; task: Task } | { kind: 'missing' } | { kind: 'failed' };

async function loadOne(client: ApiClient, kind: 'event' | 'task', id: number): Promise<Loaded> {
  try {
    if (kind === 'task') {
      const lookup = await client.loyalty.task(id);
      return lookup.found ? { kind: 'found', task: lookup.task } : { kind: 'missing' };
    }
    return { kind: 'found', task: unwrap(await client.loyalty.taskEvent(id)).data };
  } catch (error) {
    const status = isApiClientError(error) ? error.status : undefined;
    return status === 404 || status === 403 ? { kind: 'missing' } : { kind: 'failed' };
  }
}

/** The tasks centre's deep links (spec 1 §2, spec 3 §7 event/{id}, task/{id}): one card and the way back. */
export function TaskDetailPage({ client, kind, id, timeZone }: TaskDetailPageProps) {
  return (
    <AccountPage client={client} title={m.tasksTitle}>
      {async () => {
        const result = await loadOne(client, kind, id);
        if (result.kind === 'failed') return <ErrorState title={m.tasksTitle} />;
        return (
          <section className={styles.page} aria-labelledby="task-detail-title">
            <a href={tasksCenterBase} className={styles.link}>
              ← {m.allTasks}
            </a>
            <h1 id="task-detail-title" className={account.pageTitle}>
              {m.tasksTitle}
            </h1>
            {result.kind === 'found' ? (
              <ul className={styles.cards}>
                <TaskCard task={{ ...result.task, full: true }} timeZone={timeZone} />
              </ul>
            ) : (
              <EmptyState text={kind === 'task' ? m.taskNotFound : m.eventNotFound} />
            )}
          </section>
        );
      }}
    </AccountPage>
  );
}
