// A small in-process cache for hot reads whose answers many shoppers share (catalogue listings,
// filters, product cards). `invalidate()` drops every entry and bumps the cache's version, so a load
// that was under way when the data changed is not kept either. A TTL bounds what a missed
// invalidation could leave stale, and a size cap bounds memory (the oldest entry goes first).
// Concurrent misses of one key share a single load, so a burst of identical requests costs the
// database one query.

export interface ReadCacheOptions {
  /** How long an entry may be served, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  /** The most entries kept. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  size: number;
  version: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { version: number; promise: Promise<unknown> }>();
  private version = 0;
  private hits = 0;
  private misses = 0;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  /** The cached value under `key`, or what `load` gives (kept unless an invalidation came meanwhile). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      this.hits += 1;
      return entry.value as T;
    }
    this.misses += 1;
    const pending = this.loading.get(key);
    if (pending && pending.version === this.version) return pending.promise as Promise<T>;
    const version = this.version;
    const promise = load();
    this.loading.set(key, { version, promise });
    try {
      const value = await promise;
      // A write that landed while this was loading may not be in `value`: keep it only if none did.
      if (version === this.version) this.store(key, { value, expiresAt: this.now() + this.options.ttlMs });
      return value;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  /** Everything cached so far is stale. */
  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }

  stats(): ReadCacheStats {
    return { hits: this.hits, misses: this.misses, size: this.entries.size, version: this.version };
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
