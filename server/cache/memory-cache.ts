// The one in-process cache of the server: entries by key, each kept for a
// time, within a memory budget (least recently used dropped first). Used for
// the anonymous public pages (server/http/page-cache.ts) and the job search
// results (server/domain/jobs.ts), both emptied when the jobs change; for the
// signed-in sessions (server/auth/sessions.ts), emptied when a session, role
// or user changes (services.ts listens for PostgreSQL's notifications); and
// for rendered pages by their data (server/http/render-memo.ts), which never
// go stale.

export interface CacheStats {
  /** Answers served without loading: kept entries, or a load another caller had started. */
  hits: number;
  /** Loads started. */
  misses: number;
  entries: number;
  bytes: number;
}

interface Slot<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

export class MemoryCache<V> {
  // Map order is the LRU order: a hit moves its entry to the end.
  readonly #entries = new Map<string, Slot<V>>();
  // Loads under way, so many callers asking at once for one key cause one load.
  readonly #loading = new Map<string, Promise<V | null>>();
  #bytes = 0;
  // Bumped by clear(): a load that started before a change must not be kept.
  #generation = 0;
  #enabled = true;
  #hits = 0;
  #misses = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxBytes: number;
      /** The memory an entry takes, roughly (bytes). */
      sizeOf: (value: V, key: string) => number;
    },
  ) {}

  /**
   * The value for `key`: kept, being loaded by another caller, or loaded now
   * by `load`. `load` returning null means "answer, but do not keep"; then
   * callers that were waiting for it get null too and do their own work.
   */
  async getOrLoad(key: string, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.#enabled) return load();
    const slot = this.#entries.get(key);
    if (slot && slot.expiresAt > Date.now()) {
      this.#hits++;
      this.#entries.delete(key);
      this.#entries.set(key, slot);
      return slot.value;
    }
    if (slot) this.#remove(key, slot);
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
    if (value !== null) this.#keep(key, value, startedIn);
    return value;
  }

  /** The kept value for `key` (counted as a hit), or undefined: nothing is loaded, and a miss is not counted. */
  peek(key: string): V | undefined {
    if (!this.#enabled) return undefined;
    const slot = this.#entries.get(key);
    if (!slot || slot.expiresAt <= Date.now()) return undefined;
    this.#hits++;
    this.#entries.delete(key);
    this.#entries.set(key, slot);
    return slot.value;
  }

  /** Forgets every entry, and every load under way. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
    this.#bytes = 0;
  }

  /** Switched off, it keeps nothing and every call loads (while changes might go unnoticed). */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  get stats(): CacheStats {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size, bytes: this.#bytes };
  }

  #keep(key: string, value: V, generation: number) {
    if (!this.#enabled || generation !== this.#generation) return;
    const bytes = this.options.sizeOf(value, key);
    if (bytes > this.options.maxBytes) return;
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    this.#entries.set(key, { value, bytes, expiresAt: Date.now() + this.options.ttlMs });
    this.#bytes += bytes;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#remove(oldestKey, oldest);
    }
  }

  #remove(key: string, slot: Slot<V>) {
    this.#entries.delete(key);
    this.#bytes -= slot.bytes;
  }
}
