// The notification centre's zod-free constants (the browser imports them through `/http`).

/** The subject that marks a completed-task message (its raw_data carries task_id). */
export const taskCenterSubject = 'task_center';

/** The live channel's rules (spec 3 §9): ping every 40 s, reconnect 5 s after a close, at most 5 times. */
export const liveChannel = { pingMs: 40_000, reconnectDelayMs: 5_000, maxReconnects: 5, tokenTtlMs: 60_000 } as const;

/**
 * How the server ends a live socket when its process stops (a deploy, a scale-in): 1012 "Service
 * Restart". A client reconnects at once (within `restartJitterMs`, so a replica's thousands of sockets
 * do not land on the others in the same millisecond) and resumes after the last message it saw.
 */
export const liveSocketClose = { restart: { code: 1012, reason: 'restart: reconnect' }, restartJitterMs: 1_000 } as const;
