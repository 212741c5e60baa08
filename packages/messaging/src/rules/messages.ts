// One list for the notification centre (spec 3 §4): the shopper's bell messages, newest first, then
// the shop's content messages (communication-center), whose viewed ids the browser keeps
// (viewedMessage). A pushed message goes on top. raw_data is the server's JSON text and may be
// anything: a bad one reads as "no task", never as an error.
import type { ContentArea, Message } from '@ornament/api-contract';
import { taskCenterSubject } from '@ornament/api-contract/http';

export interface CentreMessage {
  /** 'bell:<id>' or 'content:<item id>'. */
  key: string;
  source: 'bell' | 'content';
  id: number | string;
  subject: string;
  title: string;
  description: string;
  link: string;
  url: string;
  /** ISO 8601; content messages have none. */
  sentAt: string | null;
  viewed: boolean;
  /** The completed task of a task_center message. */
  taskId: number | null;
}

export function taskIdOf(rawData: string | null): number | null {
  if (!rawData) return null;
  try {
    const parsed: unknown = JSON.parse(rawData);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const taskId = Number((parsed as { task_id?: unknown }).task_id);
    return Number.isInteger(taskId) && taskId > 0 ? taskId : null;
  } catch {
    return null;
  }
}

export function fromBell(message: Message): CentreMessage {
  const { title, description, link, url, raw_data } = message.view_props;
  return {
    key: `bell:${message.id}`,
    source: 'bell',
    id: message.id,
    subject: message.subject,
    title,
    description,
    link,
    url,
    sentAt: message.sent_at,
    viewed: message.viewed,
    taskId: message.subject === taskCenterSubject ? taskIdOf(raw_data) : null,
  };
}

export function fromContent(area: ContentArea | null, viewedIds: readonly string[]): CentreMessage[] {
  return (area?.items ?? []).map((item) => ({
    key: `content:${item.id}`,
    source: 'content' as const,
    id: item.id,
    subject: 'content',
    title: item.title,
    description: item.text ?? '',
    link: item.link ?? '',
    url: '',
    sentAt: null,
    viewed: viewedIds.includes(item.id),
    taskId: null,
  }));
}

export function mergeMessages(bell: readonly CentreMessage[], content: readonly CentreMessage[]): CentreMessage[] {
  const byTime = [...bell].sort((a, b) => Date.parse(b.sentAt ?? '') - Date.parse(a.sentAt ?? ''));
  return [...byTime, ...content];
}

/** A pushed message on top; one already listed is not repeated. */
export function withPushed(list: readonly CentreMessage[], pushed: CentreMessage): CentreMessage[] {
  return [pushed, ...list.filter((message) => message.key !== pushed.key)];
}

export function unreadCount(list: readonly CentreMessage[]): number {
  return list.filter((message) => !message.viewed).length;
}

/** The pop-up notification (spec 3 §4): the newest content message not yet viewed. */
export function newestUnviewedContent(list: readonly CentreMessage[]): CentreMessage | null {
  return list.find((message) => message.source === 'content' && !message.viewed) ?? null;
}

/** Where a message leads: its in-shop link, else its outside url; '' for none. */
export function targetOf(message: Pick<CentreMessage, 'link' | 'url'>): string {
  if (message.link.startsWith('/') && !message.link.startsWith('//')) return message.link;
  return /^https:\/\//.test(message.url) ? message.url : '';
}

/** The highest bell message id in a list (where a live socket resumes), or null for an empty one. */
export function newestId(list: readonly Pick<Message, 'id'>[]): number | null {
  return list.reduce<number | null>((max, message) => (max === null || message.id > max ? message.id : max), null);
}
