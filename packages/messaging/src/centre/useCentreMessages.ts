'use client';

import type { ApiClient } from '@ornament/api-client';
import { messagingQueries } from '@ornament/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { type CentreMessage, fromBell, fromContent, mergeMessages } from '../rules/messages';
import { serverViewedContent, subscribeViewedContent, viewedContentSnapshot } from '../state/viewedContent';

export interface CentreMessages {
  messages: CentreMessage[];
  /** Both lists have answered (or failed); the bell's only counts for a signed-in shopper. */
  ready: boolean;
  failed: boolean;
  refetch: () => void;
}

/** The merged list of the bell and the content messages, shared through React Query's cache. */
export function useCentreMessages(client: ApiClient, isGuest: boolean): CentreMessages {
  const bell = useQuery({ ...messagingQueries.list(client), enabled: !isGuest });
  const content = useQuery(messagingQueries.content(client));
  const viewed = useSyncExternalStore(subscribeViewedContent, viewedContentSnapshot, serverViewedContent);
  const messages = useMemo(
    () => mergeMessages(isGuest ? [] : (bell.data?.data ?? []).map(fromBell), fromContent(content.data?.data ?? null, viewed)),
    [isGuest, bell.data, content.data, viewed],
  );
  return {
    messages,
    ready: (isGuest || !bell.isPending) && !content.isPending,
    failed: (!isGuest && bell.isError) || content.isError,
    refetch: () => {
      void bell.refetch();
      void content.refetch();
    },
  };
}
