import type { ApiClient } from '@ornament/api-client';
import { loyaltyMessages as m, profileMessages } from '@ornament/domain';
import * as account from '../layout/account.css';
import { AccountPage } from '../layout/AccountPage';
import { BalanceSection } from './BalanceSection';
import { loadTasksCenter } from './loadTasksCenter';
import { ActiveTasks, CompletedTasks } from './TaskLists';
import * as styles from './tasks.css';

export interface TasksCenterPageProps {
  client: ApiClient;
  /** The storefront's zone, for the dd.MM.yy dates. */
  timeZone: string;
}

/**
 * /personal/tasks-center/ (spec 1 §2–§3, spec 3 §2): the bonus balance, open tasks and completed
 * ones. A guest gets the personal area's sign-in state (open tasks need a signed-in shopper); each
 * part that fails shows its own error, so one bad call never empties the page.
 */
export function TasksCenterPage({ client, timeZone }: TasksCenterPageProps) {
  return (
    <AccountPage client={client} title={m.tasksTitle}>
      {async () => {
        const data = await loadTasksCenter(client);
        return (
          <section className={styles.page} aria-labelledby="tasks-center-title">
            <h1 id="tasks-center-title" className={account.pageTitle}>
              {m.tasksTitle}
            </h1>
            <BalanceSection balance={data.balance} timeZone={timeZone} />
            <ActiveTasks tasks={data.active} timeZone={timeZone} />
            <CompletedTasks tasks={data.completed} timeZone={timeZone} />
            <a href="/personal/offers/" className={styles.link}>
              {profileMessages.navOffers}
            </a>
          </section>
        );
      }}
    </AccountPage>
  );
}
