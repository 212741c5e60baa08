'use client';

// The notification centre's browser part, loaded by the host once the session is known: the bell's
// count, the messages modal, the live channel, the session-start popup, the pop-up notification and
// the task toast.
import { useApiClient } from '@ornament/api-client/react/client';
import { messagingQueries } from '@ornament/api-client/react';
import { QueryIsland } from '@ornament/api-client/react/query';
import type { Message, MessageListResponse } from '@ornament/api-contract';
import { notificationMessages as m } from '@ornament/domain';
import { messagesModalId, openModalAtom } from '@ornament/shell/state';
import { Toast } from '@ornament/ui-kit/components/Toast/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { usePathname } from 'next/navigation';
import { useMemo, useState } from 'react';
import { type CentreMessage, fromBell, newestId, newestUnviewedContent, targetOf, unreadCount } from '../rules/messages';
import { commitMarks } from './commitMarks';
import { applyMarks, type Marks, noMarks, planOf, withRemoval, withView } from './marks';
import { BellBinding } from './BellBinding';
import { MessagesModal } from './MessagesModal';
import { rereadAfterOpen } from './rereadAfterOpen';
import { useCentreMessages } from './useCentreMessages';
import { useLiveChannel } from './useLiveChannel';
import { useSessionStart } from './useSessionStart';
import { useTaskToast } from './useTaskToast';

export interface MessagingCentreProps {
  isGuest: boolean;
  /** The live channel: the main brand only (spec 1 §6). */
  live: boolean;
}

export default function MessagingCentre(props: MessagingCentreProps) {
  return (
    <QueryIsland>
      <Centre {...props} />
    </QueryIsland>
  );
}

function Centre({ isGuest, live }: MessagingCentreProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pathname = usePathname() ?? '/';
  const [openModal, setOpenModal] = useAtom(openModalAtom);
  const { messages, ready } = useCentreMessages(client, isGuest);
  const [marks, setMarks] = useState<Marks>(noMarks);
  const [popup, setPopup] = useState<CentreMessage | null>(null);
  const shown = useMemo(() => applyMarks(messages, marks), [messages, marks]);
  const [taskToast, closeTaskToast] = useTaskToast(isGuest ? [] : shown, client);
  const modalOpen = openModal === messagesModalId;

  useSessionStart({
    ready,
    isGuest,
    unread: unreadCount(messages),
    hasContent: newestUnviewedContent(messages) !== null,
    onPopup: (kind) => (kind === 'modal' ? setOpenModal(messagesModalId) : setPopup(newestUnviewedContent(messages))),
  });

  useLiveChannel({
    enabled: live && !isGuest && !pathname.startsWith('/basket'),
    client,
    onMessage: (message: Message) => {
      queryClient.setQueryData<MessageListResponse>(messagingQueries.list(client).queryKey, (current) =>
        current && !current.data.some((known) => known.id === message.id) ? { data: [message, ...current.data], meta: { unread: current.meta.unread + 1 } } : current,
      );
      setPopup(fromBell(message));
    },
    onOpen: () => void rereadAfterOpen(queryClient, messagingQueries.list(client).queryKey),
    knownLastId: () => newestId(queryClient.getQueryData<MessageListResponse>(messagingQueries.list(client).queryKey)?.data ?? []),
  });

  const closeModal = () => {
    setOpenModal(null);
    const plan = planOf(messages, marks);
    void commitMarks(client, queryClient, plan).finally(() => setMarks(noMarks));
  };

  const closePopup = () => {
    if (popup?.source === 'content') void commitMarks(client, queryClient, planOf([popup], withView(noMarks, popup)));
    setPopup(null);
  };

  const popupTarget = popup ? targetOf(popup) : '';
  return (
    <>
      <BellBinding unread={unreadCount(shown)} isGuest={isGuest} />
      {modalOpen ? (
        <MessagesModal messages={shown} onView={(message) => setMarks((current) => withView(current, message))} onRemove={(message) => setMarks((current) => withRemoval(current, message))} onClose={closeModal} />
      ) : null}
      {taskToast ? (
        <Toast open onClose={closeTaskToast} title={taskToast.title} text={taskToast.text || undefined} />
      ) : popup && !modalOpen ? (
        <Toast
          open
          onClose={closePopup}
          title={popup.source === 'bell' ? `${m.newMessage}: ${popup.title}` : popup.title}
          text={
            <>
              {popup.description}
              {popupTarget ? (
                <>
                  {' '}
                  <a href={popupTarget} onClick={closePopup}>
                    {m.open}
                  </a>
                </>
              ) : null}
            </>
          }
        />
      ) : null}
    </>
  );
}
