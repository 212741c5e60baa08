// The notification centre's paths (spec 3 §7 "Notifications"); delete, the socket and the operator's
// send are this project's. Apart from `paths`, so the pages that never call them do not carry them.
export const messagingPaths = {
  messageList: '/api/serviceMsg/message/list',
  messageMarkAsViewed: '/api/serviceMsg/message/mark-as-viewed',
  messageDelete: '/api/serviceMsg/message/delete',
  wsAuth: '/api/serviceMsg/notification/ws-auth/',
  /** The live channel: a websocket, opened with ?token= from wsAuth (and &after=, the last message id seen, to resume). */
  notificationSocket: '/api/serviceMsg/notification/ws/',
  /** An operator's message to one shopper (msg:send), with the MESSAGING_ADMIN_TOKEN bearer. */
  messageSend: '/api/serviceMsg/admin/message/send/',
} as const;
