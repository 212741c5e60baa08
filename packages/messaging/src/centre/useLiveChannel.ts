'use client';

import { type ApiClient, ApiClientError } from '@ornament/api-client';
import type { Message } from '@ornament/api-contract';
import { messagingPaths } from '@ornament/api-contract/http';
import { useEffect, useRef } from 'react';
import { openLiveChannel } from '../live/liveChannel';

export interface LiveChannelHookOptions {
  enabled: boolean;
  client: ApiClient;
  onMessage: (message: Message) => void;
  /** A socket opened: re-read the list (see LiveChannelOptions.onOpen). */
  onOpen: () => void;
  /** The highest message id the list shows: a socket resumes after it (LiveChannelOptions.knownLastId). */
  knownLastId: () => number | null;
}

const socketUrl = (token: string) => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${messagingPaths.notificationSocket}?token=${encodeURIComponent(token)}`;
};

/** The live channel while `enabled` (a signed-in main-brand shopper outside the basket). */
export function useLiveChannel({ enabled, client, onMessage, onOpen, knownLastId }: LiveChannelHookOptions): void {
  const handlers = useRef({ onMessage, onOpen, knownLastId });
  useEffect(() => {
    handlers.current = { onMessage, onOpen, knownLastId };
  });

  useEffect(() => {
    if (!enabled) return;
    const contract = import('@ornament/api-contract');
    const channel = openLiveChannel({
      fetchToken: async () => {
        try {
          const response = await client.messaging.wsAuth();
          return response.type === 'data' ? response.data.data.token : null;
        } catch (error) {
          // Signed out meanwhile: no channel. Anything else (network): the channel retries.
          if (error instanceof ApiClientError && error.status === 401) return null;
          throw error;
        }
      },
      socketUrl,
      createSocket: (url) => new WebSocket(url),
      onFrame: (frame) => {
        void contract.then(({ serverFrameSchema }) => {
          const parsed = serverFrameSchema.safeParse(frame);
          if (parsed.success && parsed.data.type === 'message') handlers.current.onMessage(parsed.data.data);
        });
      },
      onOpen: () => handlers.current.onOpen(),
      knownLastId: () => handlers.current.knownLastId(),
    });
    return () => channel.stop();
  }, [enabled, client]);
}
