// @ornament/messaging: notification centre, live channel, task toast, session-start popup. Filled by its issue; nothing is exported yet.
export {};
