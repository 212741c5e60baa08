'use client';

import { notificationMessages as m } from '@ornament/domain';
import { messagesModalId } from '@ornament/shell/state';
import { Modal } from '@ornament/ui-kit/components/Modal/Modal';
import type { CentreMessage } from '../rules/messages';
import * as styles from './centre.css';
import { MessageList } from './MessageList';

export interface MessagesModalProps {
  messages: readonly CentreMessage[];
  onView: (message: CentreMessage) => void;
  onRemove: (message: CentreMessage) => void;
  onClose: () => void;
}

/** The bell's modal (spec 1 §2): marks stay pending until it closes. */
export function MessagesModal({ messages, onView, onRemove, onClose }: MessagesModalProps) {
  return (
    <Modal open onClose={onClose} title={m.modalTitle} slotId={messagesModalId}>
      <div className={styles.scroll}>
        <MessageList messages={messages} onView={onView} onRemove={onRemove} />
      </div>
    </Modal>
  );
}
