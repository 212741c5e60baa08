// One idempotency key per checkout attempt (spec 3 §7 order create; header Idempotency-Key). The key
// is made when an attempt starts and kept until an answer arrives, so a double click or a retry after
// a network failure sends the same key and the server replays the first answer; an answer (success
// or a refusal) ends the attempt and the next submit gets a new key.

export interface AttemptKeys {
  /** The key to send now: the open attempt's, or a new one. */
  current(): string;
  /** An answer arrived (any HTTP answer): the next submit is a new attempt. */
  answered(): void;
}

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let open: string | null = null;
  return {
    current: () => (open ??= newKey()),
    answered: () => {
      open = null;
    },
  };
}
