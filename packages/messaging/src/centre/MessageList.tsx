'use client';

import { notificationMessages as m, ruDateFormat } from '@ornament/domain';
import { type CentreMessage, targetOf } from '../rules/messages';
import * as styles from './centre.css';

const dateFormat = ruDateFormat({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

export interface MessageListProps {
  messages: readonly CentreMessage[];
  onView: (message: CentreMessage) => void;
  onRemove: (message: CentreMessage) => void;
}

/** The messages as cards: title, date, text, link; unread ones marked, each can be read or removed. */
export function MessageList({ messages, onView, onRemove }: MessageListProps) {
  if (messages.length === 0) return <p className={styles.empty}>{m.empty}</p>;
  return (
    <ul className={styles.list} aria-label={m.modalTitle}>
      {messages.map((message) => {
        const target = targetOf(message);
        return (
          <li key={message.key} className={styles.item} data-viewed={message.viewed ? 'true' : 'false'} aria-label={message.title}>
            <div>
              <div className={styles.head}>
                <h3 className={styles.title}>{message.title}</h3>
                {message.viewed ? null : <span className={styles.newMark}>{m.unreadLabel}</span>}
              </div>
              {message.sentAt ? <time className={styles.date} dateTime={message.sentAt}>{dateFormat.format(new Date(message.sentAt))}</time> : null}
              {message.description ? <p className={styles.description}>{message.description}</p> : null}
              {target ? (
                <a className={styles.link} href={target} onClick={() => onView(message)} {...(target.startsWith('https://') ? { rel: 'noopener', target: '_blank' } : {})}>
                  {m.open}
                </a>
              ) : null}
            </div>
            <div className={styles.actions}>
              {message.viewed ? null : (
                <button type="button" className={styles.action} onClick={() => onView(message)}>
                  {m.markRead}
                </button>
              )}
              {message.source === 'bell' ? (
                <button type="button" className={styles.action} onClick={() => onRemove(message)} aria-label={`${m.remove}: ${message.title}`}>
                  {m.remove}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
