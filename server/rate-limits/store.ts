/** One attempt counted in a fixed window. */
export interface RateLimitHit {
  /** Attempts in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/**
 * Where rate-limit counters live, shared by every server instance: PostgreSQL
 * (the `rate_limits` table) by default, Redis when REDIS_URL is set. Both
 * count with rate-limiter-flexible (server/rate-limits/index.ts), in fixed
 * windows that start with a key's first attempt.
 */
export interface RateLimitStore {
  /** "redis" when REDIS_URL is set, even while it fails and PostgreSQL counts instead. */
  readonly kind: "postgres" | "redis";
  /** Counts one attempt for `key` (a rule name and subject, e.g. "sign-in:ip:10.0.0.1"). */
  hit(key: string, windowSeconds: number): Promise<RateLimitHit>;
  /** Whether the store's own service answers now (never throws). */
  check(): Promise<boolean>;
  close(): Promise<void>;
}
