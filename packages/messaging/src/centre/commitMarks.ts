// Sends the shopper's marks: bell views and removals to the API, content views to viewedMessage.
// The shared list entry is updated at once, then re-read, so the bell, the modal and the page agree.
import type { ApiClient } from '@ornament/api-client';
import { messagingQueries } from '@ornament/api-client/react';
import type { MessageListResponse } from '@ornament/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { addViewedContent } from '../state/viewedContent';
import type { MarkPlan } from './marks';

export async function commitMarks(client: ApiClient, queryClient: QueryClient, plan: MarkPlan): Promise<void> {
  addViewedContent(plan.contentViewed);
  if (plan.view.length === 0 && plan.remove.length === 0) return;
  const key = messagingQueries.list(client).queryKey;
  queryClient.setQueryData<MessageListResponse>(key, (current) =>
    current
      ? {
          data: current.data.filter((message) => !plan.remove.includes(message.id)).map((message) => (plan.view.includes(message.id) ? { ...message, viewed: true } : message)),
          meta: current.meta,
        }
      : current,
  );
  await Promise.allSettled([...plan.view.map((id) => client.messaging.markAsViewed(id)), ...plan.remove.map((id) => client.messaging.remove(id))]);
  await queryClient.invalidateQueries({ queryKey: key });
}
