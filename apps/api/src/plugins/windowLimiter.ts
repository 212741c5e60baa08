// A fixed-window counter per key (an IP), in process memory: enough to keep one client from
// hammering an expensive call. Replicas each count their own share; a shared limit would live in
// PostgreSQL, as ARCHITECTURE rules out a cache server.
export interface WindowLimiter {
  /** Counts a hit; false once the key has used up its window. */
  hit(key: string, now?: number): boolean;
}

export function createWindowLimiter({ limit, windowMs }: { limit: number; windowMs: number }): WindowLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        // Forget finished windows now and then, so the map never grows without bound.
        if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
