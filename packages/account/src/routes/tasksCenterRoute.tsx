import { loyaltyMessages } from '@ornament/domain';
import { notFound } from 'next/navigation';
import { TaskDetailPage } from '../tasks/TaskDetailPage';
import { tasksCenterView } from '../tasks/taskPath';
import { TasksCenterPage } from '../tasks/TasksCenterPage';
import { type AccountRouteOptions, personalMetadata } from './shared';

/**
 * `app/personal/tasks-center/[[...path]]/page.tsx`: the centre itself and its deep links
 * event/{id} (one completion) and task/{id} (one task); any other path is not found.
 */
export function tasksCenterRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  async function TasksCenterRoutePage({ params }: { params: Promise<{ path?: string[] }> }) {
    const view = tasksCenterView((await params).path);
    if (!view) notFound();
    const client = await serverApiClient();
    const timeZone = storefront.tenant.timezone;
    if (view.kind === 'list') return <TasksCenterPage client={client} timeZone={timeZone} />;
    return <TaskDetailPage client={client} kind={view.kind} id={view.id} timeZone={timeZone} />;
  }
  return { metadata: personalMetadata(loyaltyMessages.tasksTitle), Page: TasksCenterRoutePage };
}
