// A stored message as the API answers it (spec 3 §3 "Notification-centre message").
import type { Message } from '@ornament/api-contract';
import type { messages } from '../../db/schema';

type MessageRow = typeof messages.$inferSelect;

export function messageOf(row: MessageRow): Message {
  return {
    id: row.id,
    subject: row.subject,
    viewed: row.viewedAt !== null,
    sent_at: row.sentAt.toISOString(),
    view_props: {
      title: row.title,
      description: row.description,
      link: row.link,
      url: row.url,
      raw_data: row.rawData === null ? null : JSON.stringify(row.rawData),
    },
  };
}
