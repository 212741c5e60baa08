import { type ApiClient, type ApiResponse, isApiClientError, unwrap } from '@ornament/api-client';
import type { BonusBalanceResponse, Task, TaskListResponse } from '@ornament/api-contract';
import { isLoggedOnlyTaskFailure, visibleTasks } from '@ornament/domain';

export type BonusBalance = BonusBalanceResponse['data']['attributes'];

/** What the tasks centre shows; null marks a part whose load failed (the page shows that part's error). */
export interface TasksCenterData {
  balance: BonusBalance | null;
  active: Task[] | null;
  completed: Task[] | null;
}

type Log = (message: string, error: unknown) => void;

/**
 * A task list; spec 1 §8: an answer that does not parse is logged only and the list stays empty, so
 * the page carries on; a refused or unreachable call is that part's error (null).
 */
export async function loadTaskList(call: Promise<ApiResponse<TaskListResponse>>, log: Log): Promise<Task[] | null> {
  try {
    return unwrap(await call).data;
  } catch (error) {
    if (isApiClientError(error) && isLoggedOnlyTaskFailure(error.kind)) {
      log('Tasks centre: the task list could not be read', error);
      return [];
    }
    return null;
  }
}

/**
 * How many bought products have no rating from the shopper yet (spec 1 §3: review tasks show only
 * then), as the purchased-products call counts them (S3.7.44).
 */
async function unratedProductCount(client: ApiClient): Promise<number> {
  try {
    return unwrap(await client.profile.products()).meta['unrated-count'];
  } catch {
    return 0; // unknown: a review task the shopper might not be able to do stays hidden
  }
}

const logError: Log = (message, error) => console.error(message, error);

/** Balance, open tasks and completed ones, read side by side for the signed-in shopper. */
export async function loadTasksCenter(client: ApiClient, log: Log = logError): Promise<TasksCenterData> {
  const [balance, tasks, completed, unrated] = await Promise.all([
    client.loyalty.bonusBalance().then(unwrap, () => null),
    loadTaskList(client.loyalty.tasks(), log),
    loadTaskList(client.loyalty.tasksCompleted(), log),
    unratedProductCount(client),
  ]);
  const open = tasks?.filter((task) => !task.attributes.completed) ?? null;
  return {
    balance: balance?.data.attributes ?? null,
    active: open && visibleTasks(open, unrated),
    completed,
  };
}
