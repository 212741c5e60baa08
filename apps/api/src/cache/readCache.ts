// A small in-process cache for hot reads whose answers many shoppers share (catalogue listings,
// filters, product cards). `invalidate()` drops every entry and bumps the cache's version, so a load
// that was under way when the data changed is not kept either. An entry may name the products it
// shows (`articlesOf`): `invalidateArticles()` drops only the entries showing one of them, as a
// checkout's stock move changes nothing else (plugins/stockMoves.ts). A TTL bounds what a missed
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
  /** The products the answer shows; absent: it is dropped only with everything. */
  articles?: ReadonlySet<string>;
}

/** A drop of some products' entries, remembered so a load under way when it came is judged by it. */
interface ArticleDrop {
  version: number;
  articles: ReadonlySet<string>;
}

/** How many product drops are remembered; a load older than all of them is not kept. */
const articleDropMemory = 256;

export interface ReadOptions<T> {
  /** The products `value` shows: the entry goes when one of them changes (`invalidateArticles`). */
  articlesOf?: (value: T) => Iterable<string> | undefined;
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
  /** The version the last `invalidate()` made. */
  private wholeVersion = 0;
  private readonly articleDrops: ArticleDrop[] = [];
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
  async get<T>(key: string, load: () => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
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
      const shown = options.articlesOf?.(value);
      const articles = shown ? new Set(shown) : undefined;
      // A write that landed while this was loading may not be in `value`: keep it only if none did.
      if (this.unchangedSince(version, articles)) this.store(key, { value, expiresAt: this.now() + this.options.ttlMs, ...(articles ? { articles } : {}) });
      return value;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  /** Everything cached so far is stale. */
  invalidate(): void {
    this.version += 1;
    this.wholeVersion = this.version;
    this.articleDrops.length = 0;
    this.entries.clear();
  }

  /** What shows one of these products is stale; answers that name none of them stay. */
  invalidateArticles(articles: Iterable<string>): void {
    const dropped = new Set(articles);
    if (dropped.size === 0) return;
    this.version += 1;
    this.articleDrops.push({ version: this.version, articles: dropped });
    if (this.articleDrops.length > articleDropMemory) this.articleDrops.shift();
    for (const [key, entry] of this.entries) {
      if (entry.articles && shares(entry.articles, dropped)) this.entries.delete(key);
    }
  }

  stats(): ReadCacheStats {
    return { hits: this.hits, misses: this.misses, size: this.entries.size, version: this.version };
  }

  /** Whether nothing dropped since `version` touches a value showing `articles` (undefined: only a whole drop does). */
  private unchangedSince(version: number, articles: ReadonlySet<string> | undefined): boolean {
    if (version === this.version) return true;
    if (this.wholeVersion > version) return false;
    if (!articles) return true;
    const remembered = this.articleDrops[0];
    // Drops older than the memory are forgotten: one of them may have touched this value.
    if (!remembered || remembered.version > version + 1) return false;
    return !this.articleDrops.some((drop) => drop.version > version && shares(drop.articles, articles));
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

function shares(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const item of small) if (large.has(item)) return true;
  return false;
}
