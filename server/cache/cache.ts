// The server's one kind of in-memory cache (which ones exist, and what empties
// them: ./registry.ts). lru-cache keeps the entries: each for a time, within
// a memory budget, least recently used out first. On top of it, two rules
// that keep a cache from serving what a change has made stale:
//
// - callers asking at once for a key share one load;
// - a load that started before a clear() is answered but not kept (the data
//   may have changed while it ran).
//
// lru-cache's own fetch() shares loads too, but rejects every waiter when a
// clear() aborts it; here the caller still gets the answer it waited for.
import { LRUCache } from "lru-cache";

export interface CacheOptions<V> {
  ttlMs: number;
  maxBytes: number;
  /** The memory an entry takes, roughly (bytes). */
  sizeOf: (value: V, key: string) => number;
}

export interface CacheStats {
  /** Answers served without loading: kept entries, or a load another caller had started. */
  hits: number;
  /** Loads started. */
  misses: number;
  entries: number;
  bytes: number;
}

export class Cache<V extends object | string> {
  readonly #entries: LRUCache<string, V>;
  // Loads under way, so many callers asking at once for one key cause one load.
  readonly #loading = new Map<string, Promise<V | null>>();
  // Bumped by clear(): a load that started before a change must not be kept.
  #generation = 0;
  #enabled = true;
  #hits = 0;
  #misses = 0;

  constructor(options: CacheOptions<V>) {
    this.#entries = new LRUCache<string, V>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes,
      // lru-cache wants a positive whole number.
      sizeCalculation: (value, key) => Math.max(1, Math.ceil(options.sizeOf(value, key))),
    });
  }

  /**
   * The value for `key`: kept, being loaded by another caller, or loaded now
   * by `load`. `load` returning null means "answer, but do not keep"; then
   * callers that were waiting for it get null too and do their own work.
   */
  async read(key: string, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.#enabled) return load();
    const kept = this.#entries.get(key);
    if (kept !== undefined) {
      this.#hits++;
      return kept;
    }
    const pending = this.#loading.get(key);
    if (pending) {
      this.#hits++;
      return pending;
    }
    this.#misses++;
    const startedIn = this.#generation;
    const loading: Promise<V | null> = load().finally(() => {
      // Unless clear() has let a newer load take its place.
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    });
    this.#loading.set(key, loading);
    const value = await loading;
    // An entry larger than the whole budget is not kept (lru-cache refuses it).
    if (value !== null && this.#enabled && startedIn === this.#generation) this.#entries.set(key, value);
    return value;
  }

  /** Forgets every entry, and every load under way. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }

  /** Switched off, it keeps nothing and every read loads (while changes might go unnoticed). */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  get stats(): CacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      entries: this.#entries.size,
      bytes: this.#entries.calculatedSize,
    };
  }
}
