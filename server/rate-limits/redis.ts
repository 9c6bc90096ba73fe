import { createClient } from "@redis/client";
import { RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "../log";

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

export interface RedisRateLimiter {
  /** rate-limiter-flexible's limiter in Redis; its insurance limiter counts each attempt Redis fails. */
  readonly limiter: RateLimiterRedis;
  /** Resolves true once connected, or false after the connect timeout (it keeps trying in the background). */
  ready(): Promise<boolean>;
  /** Whether Redis answers a PING now (never throws). */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

export class RedisUnavailableError extends Error {
  override name = "RedisUnavailableError";
}

/**
 * rate-limiter-flexible's RateLimiterRedis on one node-redis connection that
 * we look after: the library counts (its Lua script: SET … NX EX, INCRBY,
 * PTTL, atomically), and when a call fails it counts the attempt with
 * `insuranceLimiter` instead. What the library leaves to the client is here:
 * a timeout for each answer, a connection that stopped answering replaced, a
 * pause after a failure so requests do not each wait for a timeout, and the
 * outage logged once (its first failure; the first success after it), never
 * once per request. The client's 'error' events are handled here, and it
 * reconnects in the background.
 */
export function createRedisRateLimiter(
  options: RedisRateLimitOptions & {
    points: number;
    duration: number;
    insuranceLimiter: RateLimiterAbstract;
  },
): RedisRateLimiter {
  const { log } = options;
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

  const limiter = new RateLimiterRedis({
    // With useRedisPackage (node-redis 4 and later), RateLimiterRedis counts
    // with one call, `eval(script, { keys, arguments })`. It is given this
    // rather than the client, so the call goes to the connection of the
    // moment through `command`, and every failure passes here (no connection,
    // paused, a timeout, an error reply such as WRONGTYPE) on its way to the
    // insurance limiter.
    storeClient: {
      async eval(script: string, evalOptions: { keys: string[]; arguments: string[] }) {
        if (!client.isReady || Date.now() < pausedUntil) {
          const error = new RedisUnavailableError(
            client.isReady ? "paused after a failure" : "not connected",
          );
          report(error);
          throw error;
        }
        const reply = await command((redis) => redis.eval(script, evalOptions));
        answered();
        return reply;
      },
    },
    useRedisPackage: true,
    // Keys are `${prefix}rate:${key}`.
    keyPrefix: `${options.prefix}rate`,
    points: options.points,
    duration: options.duration,
    insuranceLimiter: options.insuranceLimiter,
  });

  return {
    limiter,
    ready() {
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), connectTimeoutMs);
        void connected.then((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
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
