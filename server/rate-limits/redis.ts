import { createClient } from "@redis/client";
import type { Logger } from "../log";
import type { RateLimitStore } from "./store";

export interface RedisRateLimitOptions {
  /** redis://[user:password@]host[:port][/db] or rediss://… (TLS). */
  url: string;
  /** Put before every key, so installations and test runs can share a server: `${prefix}rate:${key}`. */
  prefix: string;
  log: Logger;
  /** Time allowed to open a connection (default 1 s). */
  connectTimeoutMs?: number;
  /** Time allowed for one command's answer (default 500 ms). */
  commandTimeoutMs?: number;
  /** After a failed command, how long to send nothing more and answer "unavailable" at once (default 2 s). */
  pauseAfterFailureMs?: number;
}

export interface RedisRateLimitStore extends RateLimitStore {
  readonly kind: "redis";
  /** The Redis key that holds a store key's counter. */
  keyOf(key: string): string;
  /** Resolves true once connected, or false after the connect timeout (it keeps trying in the background). */
  ready(): Promise<boolean>;
}

export class RedisUnavailableError extends Error {
  override name = "RedisUnavailableError";
}

/**
 * One fixed window per key, in one atomic script: INCR counts the attempt; a
 * key without an expiry (the window's first attempt) gets the window as its
 * time to live, in milliseconds. Answers the count and the time left.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

/**
 * Counters in Redis. Every failure (no connection, a timeout, an error reply)
 * throws, so the caller can count elsewhere; the first failure of an outage is
 * logged, and so is the first success after it, never once per request. The
 * client never throws out of its own events: its 'error' events are handled
 * here, and it reconnects in the background.
 */
export function createRedisRateLimitStore(options: RedisRateLimitOptions): RedisRateLimitStore {
  const { log, prefix } = options;
  const connectTimeoutMs = options.connectTimeoutMs ?? 1_000;
  const commandTimeoutMs = options.commandTimeoutMs ?? 500;
  const pauseAfterFailureMs = options.pauseAfterFailureMs ?? 2_000;

  let down = false;
  let pausedUntil = 0;
  let closed = false;

  /** Pauses Redis for a while and logs the outage if it is a new one. */
  function failed(error: unknown) {
    pausedUntil = Date.now() + pauseAfterFailureMs;
    report(error);
  }

  function report(error: unknown) {
    if (down || closed) return;
    down = true;
    log.warn("rate limits: Redis unavailable, counting in PostgreSQL until it answers again", {
      error: error instanceof Error ? error.message : String(error),
    });
  }

  function answered() {
    pausedUntil = 0;
    if (!down) return;
    down = false;
    log.info("rate limits: Redis answers again, counting there");
  }

  function open() {
    const created = createClient({
      url: options.url,
      socket: {
        connectTimeout: connectTimeoutMs,
        // Try again soon, then every 2 s at most, for as long as it takes.
        reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2_000),
      },
      // While disconnected, commands fail at once instead of waiting in a queue.
      disableOfflineQueue: true,
      // Covers only the wait to be sent; the wait for the answer is timed in `command`.
      commandOptions: { timeout: commandTimeoutMs },
    });
    created.on("error", (error) => {
      if (created === client) failed(error);
    });
    // A connection whose handshake gets no answer would never become ready:
    // after connectTimeoutMs, start again with a new client.
    let handshake: NodeJS.Timeout | undefined;
    created.on("connect", () => {
      clearTimeout(handshake);
      handshake = setTimeout(() => {
        if (created !== client || closed || created.isReady) return;
        failed(new RedisUnavailableError(`no answer to the handshake within ${connectTimeoutMs} ms`));
        replace(created);
      }, connectTimeoutMs);
    });
    created.on("ready", () => {
      clearTimeout(handshake);
      // A new connection is worth trying at once.
      if (created === client) pausedUntil = 0;
    });
    created.on("end", () => clearTimeout(handshake));
    return {
      created,
      connecting: created.connect().then(
        () => true,
        () => false,
      ),
    };
  }

  let { created: client, connecting: connected } = open();

  function replace(current: typeof client) {
    ({ created: client, connecting: connected } = open());
    current.destroy();
  }

  /**
   * Runs a command, failing after commandTimeoutMs without an answer. A
   * connection that stopped answering is replaced by a new one, so later
   * commands do not queue behind the lost answer.
   */
  async function command<T>(run: (redis: typeof client) => Promise<T>): Promise<T> {
    const current = client;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        run(current),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new RedisUnavailableError(`no answer within ${commandTimeoutMs} ms`)),
            commandTimeoutMs,
          );
        }),
      ]);
    } catch (error) {
      failed(error);
      if (error instanceof RedisUnavailableError && current === client && !closed) replace(current);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  const keyOf = (key: string) => `${prefix}rate:${key}`;

  return {
    kind: "redis",
    keyOf,
    ready() {
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), connectTimeoutMs);
        void connected.then((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
    },
    async hit(key, windowSeconds) {
      if (!client.isReady || Date.now() < pausedUntil) {
        const error = new RedisUnavailableError(client.isReady ? "paused after a failure" : "not connected");
        report(error);
        throw error;
      }
      const reply = await command((redis) =>
        redis.eval(HIT_SCRIPT, {
          keys: [keyOf(key)],
          arguments: [String(Math.round(windowSeconds * 1000))],
        }),
      );
      const [hits, ttlMs] = reply as [number, number];
      answered();
      return { hits: Number(hits), retryAfterSeconds: Math.ceil(Number(ttlMs) / 1000) };
    },
    async check() {
      if (!client.isReady) return false;
      try {
        await command((redis) => redis.ping());
        answered();
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      closed = true;
      // Lets commands in flight finish, for a command timeout at most.
      if (client.isReady) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          client.close().catch(() => {}),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, commandTimeoutMs))),
        ]);
        clearTimeout(timer);
      }
      if (client.isOpen) client.destroy();
    },
  };
}
