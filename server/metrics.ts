// What the process tells an operator's Prometheus at /metrics (docs/operations.md
// lists every metric; decision 0062). One registry per process (per ServerApp:
// the tests run several in one process). Counts that happen anyway (a cache
// hit, a database query) are kept where they happen and read when scraped;
// this file adds counters only for events nothing else counts.
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
} from "prom-client";
import { mailStatuses } from "./db/schema";
import type { Services } from "./services";

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "Requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern and method.",
      labelNames: ["route", "method"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageRenderSeconds: new Histogram({
      name: "page_render_duration_seconds",
      help: "Pages rendered by React Router (not served from the page cache), and the time until their answer starts, by route pattern.",
      labelNames: ["route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    jobAlertsSent: new Counter({
      name: "job_alerts_sent_total",
      help: "Job alert mails queued by the alerts' runs of this process.",
      registers,
    }),
    signInFailures: new Counter({
      name: "sign_in_failures_total",
      help: "Sign-ins refused for a wrong e-mail address or password.",
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by the limit's name.",
      labelNames: ["limit"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Adds what the services count themselves, read at each scrape, and Node's
 * own process metrics. Called once per process, when /metrics is served
 * (METRICS_TOKEN set); a figure whose query fails (the database is down) is
 * left out of that scrape rather than failing it.
 */
export function observeServices(metrics: Metrics, services: Services): void {
  const registers = [metrics.registry];
  collectDefaultMetrics({ register: metrics.registry });
  const { database, caches, queue, mailer, resumeTexts } = services;

  // Counters whose totals are kept elsewhere: each scrape sets them afresh.
  const readCounter = <L extends string>(
    config: Omit<CounterConfiguration<L>, "registers" | "collect">,
    read: () => [Partial<Record<L, string>>, number][],
  ) =>
    new Counter<L>({
      ...config,
      registers,
      collect() {
        this.reset();
        for (const [labels, value] of read()) this.inc(labels, value);
      },
    });
  const readGauge = <L extends string>(
    config: Omit<GaugeConfiguration<L>, "registers" | "collect">,
    read: () => Promise<[Partial<Record<L, string>>, number][]> | [Partial<Record<L, string>>, number][],
  ) =>
    new Gauge<L>({
      ...config,
      registers,
      async collect() {
        this.reset();
        try {
          for (const [labels, value] of await read()) this.set(labels, value);
        } catch {
          // Left out of this scrape: /readyz and the error log tell why.
        }
      },
    });

  readCounter({ name: "db_queries_total", help: "Database statements run." }, () => [
    [{}, database.stats().queries],
  ]);
  readCounter({ name: "db_query_errors_total", help: "Database statements that failed." }, () => [
    [{}, database.stats().failedQueries],
  ]);
  readCounter({ name: "db_query_seconds_total", help: "Seconds spent running database statements." }, () => [
    [{}, database.stats().querySeconds],
  ]);
  readGauge(
    {
      name: "db_waiting_queries",
      help: "Queries waiting for a connection now: PGlite's one connection, or the PostgreSQL pool.",
    },
    () => [[{}, database.stats().waiting]],
  );
  if (database.kind === "pglite")
    readCounter(
      {
        name: "db_lock_wait_seconds_total",
        help: "PGlite: seconds queries have waited for its one connection.",
      },
      () => [[{}, database.stats().waitSeconds ?? 0]],
    );
  else
    readGauge(
      {
        name: "db_pool_connections",
        help: "PostgreSQL: the pool's connections, by state (open, idle).",
        labelNames: ["state"],
      },
      () => {
        const { connections } = database.stats();
        return connections
          ? [
              [{ state: "open" }, connections.open],
              [{ state: "idle" }, connections.idle],
            ]
          : [];
      },
    );

  const cacheEntries = () => Object.entries(caches).map(([name, cache]) => [name, cache.stats] as const);
  readCounter(
    {
      name: "cache_hits_total",
      help: "Answers a cache gave without loading, by cache.",
      labelNames: ["cache"],
    },
    () => cacheEntries().map(([cache, stats]) => [{ cache }, stats.hits]),
  );
  readCounter(
    { name: "cache_misses_total", help: "Loads a cache started, by cache.", labelNames: ["cache"] },
    () => cacheEntries().map(([cache, stats]) => [{ cache }, stats.misses]),
  );
  readGauge(
    { name: "cache_bytes", help: "Memory a cache's entries take, roughly, by cache.", labelNames: ["cache"] },
    () => cacheEntries().map(([cache, stats]) => [{ cache }, stats.bytes]),
  );

  readGauge(
    {
      name: "mail_queue_jobs",
      help: "The mail queue's jobs by state (queued, active), as pg-boss last counted them (about every minute).",
      labelNames: ["state"],
    },
    async () => {
      const { queued, active } = await queue.depth("mail");
      return [
        [{ state: "queued" }, queued],
        [{ state: "active" }, active],
      ];
    },
  );
  readGauge(
    {
      name: "mail_outbox_messages",
      help: "Messages in the outbox by status (queued, sent, stored, failed).",
      labelNames: ["status"],
    },
    async () => {
      const counts = await mailer.countByStatus();
      return mailStatuses.map((status) => [{ status }, counts[status]]);
    },
  );
  readGauge({ name: "resumes_waiting", help: "Uploaded resumes whose text is not read yet." }, async () => [
    [{}, await resumeTexts.waiting()],
  ]);
}
