'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { messagingQueries } from '@ornament/api-client/react';
import { QueryIsland } from '@ornament/api-client/react/query';
import type { MessageListResponse } from '@ornament/api-contract';
import { notificationMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { commitMarks } from '../centre/commitMarks';
import { MessageList } from '../centre/MessageList';
import { noMarks, planOf, withRemoval, withView } from '../centre/marks';
import { useCentreMessages } from '../centre/useCentreMessages';
import * as styles from '../centre/centre.css';

/**
 * /personal/notifications/: the same list as the bell's modal, read from the same cache (seeded with
 * the server's answer), with each mark sent at once.
 */
export function NotificationsList({ initial }: { initial: MessageListResponse }) {
  return (
    <QueryIsland>
      <List initial={initial} />
    </QueryIsland>
  );
}

function List({ initial }: { initial: MessageListResponse }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [seeded] = useState(() => {
    const key = messagingQueries.list(client).queryKey;
    if (!queryClient.getQueryData(key)) queryClient.setQueryData(key, initial);
    return true;
  });
  const { messages, failed, ready, refetch } = useCentreMessages(client, false);
  if (failed && ready && seeded)
    return (
      <div role="alert">
        <p className={styles.empty}>{m.loadFailed}</p>
        <Button variant="secondary" onClick={refetch}>
          {m.retry}
        </Button>
      </div>
    );
  return (
    <MessageList
      messages={messages}
      onView={(message) => void commitMarks(client, queryClient, planOf([message], withView(noMarks, message)))}
      onRemove={(message) => void commitMarks(client, queryClient, planOf([message], withRemoval(noMarks, message)))}
    />
  );
}
