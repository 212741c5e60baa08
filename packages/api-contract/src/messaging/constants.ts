// The notification centre's zod-free constants (the browser imports them through `/http`).

/** The subject that marks a completed-task message (its raw_data carries task_id). */
export const taskCenterSubject = 'task_center';

/** The live channel's rules (spec 3 §9): ping every 40 s, reconnect 5 s after a close, at most 5 times. */
export const liveChannel = { pingMs: 40_000, reconnectDelayMs: 5_000, maxReconnects: 5, tokenTtlMs: 60_000 } as const;
