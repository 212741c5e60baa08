// The notification centre (spec 1 §3, §7; spec 3 §3, §4, §7 "Notifications"): bell-channel service
// messages, marking one viewed, deleting, the live channel's token and the frames it carries.
import { z } from 'zod';

export { liveChannel, liveSocketClose, taskCenterSubject } from './constants';

export const messageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  viewed: z.boolean(),
  /** ISO 8601. */
  sent_at: z.string(),
  view_props: z.object({
    title: z.string(),
    description: z.string(),
    link: z.string(),
    url: z.string(),
    /** A JSON text (task_id for task_center messages); clients parse it defensively. */
    raw_data: z.string().nullable(),
  }),
});
export type Message = z.infer<typeof messageSchema>;

export const messageChannels = ['bell'] as const;
export const messageStatuses = ['finished', 'scheduled'] as const;

export const messageListQuerySchema = z.object({
  channel: z.enum(messageChannels).default('bell'),
  status: z.enum(messageStatuses).default('finished'),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListResponseSchema = z.object({
  data: z.array(messageSchema),
  meta: z.object({ unread: z.number().int() }),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

/** mark-as-viewed and delete take one id. */
export const messageIdBodySchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export type MessageIdBody = z.infer<typeof messageIdBodySchema>;

export const messageActionResponseSchema = z.object({ data: z.object({ id: z.number().int(), unread: z.number().int() }) });
export type MessageActionResponse = z.infer<typeof messageActionResponseSchema>;

export const wsAuthResponseSchema = z.object({
  data: z.object({
    token: z.string(),
    /** ISO 8601; the socket must be opened before it. */
    expires_at: z.string(),
  }),
});
export type WsAuthResponse = z.infer<typeof wsAuthResponseSchema>;

/**
 * The socket's query: the token, and `after`, the highest message id the client has seen (on a
 * reconnect): the server first sends the shopper's messages made after it, so none is missed.
 */
export const notificationSocketQuerySchema = z.object({
  token: z.string().max(256),
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type NotificationSocketQuery = z.infer<typeof notificationSocketQuerySchema>;

/** Frames the server sends: a new message, the answer to a ping. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), data: messageSchema }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** What the client sends: `{"type":"ping"}`. */
export const clientFrameSchema = z.object({ type: z.literal('ping') });

/** An operator's message to one shopper (the msg:send tool and the admin call it uses). */
export const messageSendBodySchema = z
  .object({
    userId: z.string().uuid().optional(),
    /** Digits with the country code, as stored at login. */
    phone: z.string().regex(/^\d{10,15}$/).optional(),
    subject: z.string().trim().min(1).max(64).default('service'),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).default(''),
    link: z.string().trim().max(200).default(''),
    url: z.string().trim().max(500).default(''),
    rawData: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((body) => body.userId !== undefined || body.phone !== undefined, { message: 'userId or phone is required', path: ['phone'] });
export type MessageSendBody = z.input<typeof messageSendBodySchema>;

export const messageSendResponseSchema = z.object({ data: messageSchema.extend({ userId: z.string() }) });
export type MessageSendResponse = z.infer<typeof messageSendResponseSchema>;
