import { messagingPaths } from '@ornament/api-contract/http';
import type { MessageActionResponse, MessageListResponse, WsAuthResponse } from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const messagingSchemas = loadOnce(() => import('@ornament/api-contract/messaging/index'));

/** Spec 3 §7 "Notifications": the signed-in shopper's bell, marks, and the live channel's token. */
export interface MessagingCalls {
  list(options?: CallOptions): Promise<ApiResponse<MessageListResponse>>;
  markAsViewed(id: number, options?: CallOptions): Promise<ApiResponse<MessageActionResponse>>;
  remove(id: number, options?: CallOptions): Promise<ApiResponse<MessageActionResponse>>;
  wsAuth(options?: CallOptions): Promise<ApiResponse<WsAuthResponse>>;
}

export function messagingCalls(config: ClientConfig): MessagingCalls {
  return {
    list(options) {
      return request(config, { ...options, path: messagingPaths.messageList, query: { channel: 'bell', status: 'finished' }, schema: async () => (await messagingSchemas()).messageListResponseSchema });
    },
    markAsViewed(id, options) {
      return request(config, { ...options, method: 'POST', path: messagingPaths.messageMarkAsViewed, body: { id }, schema: async () => (await messagingSchemas()).messageActionResponseSchema });
    },
    remove(id, options) {
      return request(config, { ...options, method: 'POST', path: messagingPaths.messageDelete, body: { id }, schema: async () => (await messagingSchemas()).messageActionResponseSchema });
    },
    wsAuth(options) {
      return request(config, { ...options, path: messagingPaths.wsAuth, schema: async () => (await messagingSchemas()).wsAuthResponseSchema });
    },
  };
}
