// What the process tells an operator's Prometheus at /metrics (docs/operations.md
// lists every metric; decision 0062). One registry per process (per ServerApp:
// the tests run several in one process). Counts that happen anyway (a cache
// hit, a database query) are kept where they happen and read when scraped;
// this file adds counters only for events nothing else counts.
import { readdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Counter, Gauge, Registry, type CounterConfiguration, type GaugeConfiguration } from "prom-client";
import { mailStatuses } from "./db/schema";
import { createRequestFigures } from "./request-figures";
import type { Services } from "./services";

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    /** http_requests_total, http_request_duration_seconds, page_render_duration_seconds. */
    requests: createRequestFigures(registry),
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
 * Adds what the services count themselves, read at each scrape, and the
 * process's own figures (processMetrics). Called once per process, when /metrics is served
 * (METRICS_TOKEN set); a figure whose query fails (the database is down) is
 * left out of that scrape rather than failing it.
 */
export function observeServices(metrics: Metrics, services: Services): void {
  const { database, caches, queue, mailer, resumeTexts } = services;

  const readers = scrapeTimeReaders(metrics);
  const { readCounter, readGauge } = readers;
  processMetrics(readers);

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

/**
 * Node's own figures, under the names prom-client's defaults give them, all
 * read at the scrape. Not `collectDefaultMetrics`: its garbage-collection
 * observer and event-loop monitor run all the time, and cost 5 % of a cached
 * page's throughput (bench/load.ts, decision 0062). The event loop's
 * utilization, which Node keeps anyway, tells what the lag would.
 */
function processMetrics({ readCounter, readGauge }: ReturnType<typeof scrapeTimeReaders>) {
  const startSeconds = Math.round(Date.now() / 1000 - process.uptime());
  readCounter({ name: "process_cpu_user_seconds_total", help: "User CPU time spent, in seconds." }, () => [
    [{}, process.cpuUsage().user / 1e6],
  ]);
  readCounter(
    { name: "process_cpu_system_seconds_total", help: "System CPU time spent, in seconds." },
    () => [[{}, process.cpuUsage().system / 1e6]],
  );
  readGauge(
    { name: "process_start_time_seconds", help: "When the process started, in Unix seconds." },
    () => [[{}, startSeconds]],
  );
  readGauge({ name: "process_resident_memory_bytes", help: "Resident memory, in bytes." }, () => [
    [{}, process.memoryUsage.rss()],
  ]);
  readGauge({ name: "process_open_fds", help: "Open file descriptors (Linux)." }, () => {
    try {
      return [[{}, readdirSync("/proc/self/fd").length]];
    } catch {
      return [];
    }
  });
  readGauge({ name: "nodejs_heap_size_total_bytes", help: "V8's heap, in bytes." }, () => [
    [{}, process.memoryUsage().heapTotal],
  ]);
  readGauge({ name: "nodejs_heap_size_used_bytes", help: "V8's heap in use, in bytes." }, () => [
    [{}, process.memoryUsage().heapUsed],
  ]);
  readGauge(
    {
      name: "nodejs_external_memory_bytes",
      help: "Memory of objects outside V8's heap (buffers), in bytes.",
    },
    () => [[{}, process.memoryUsage().external]],
  );
  readGauge(
    { name: "nodejs_active_resources", help: "Handles and requests keeping the event loop alive." },
    () => [[{}, process.getActiveResourcesInfo().length]],
  );
  readCounter(
    {
      name: "nodejs_eventloop_busy_seconds_total",
      help: "Time the event loop spent working rather than waiting, in seconds; its rate is the loop's utilization (1 = saturated).",
    },
    () => [[{}, performance.eventLoopUtilization().active / 1000]],
  );
  readGauge({ name: "nodejs_version_info", help: "Node.js version.", labelNames: ["version"] }, () => [
    [{ version: process.version }, 1],
  ]);
}

/**
 * Metrics whose figures are read when scraped: counters whose totals are
 * kept elsewhere (each scrape sets them afresh), and gauges.
 */
function scrapeTimeReaders(metrics: Metrics) {
  const registers = [metrics.registry];
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
  return { readCounter, readGauge };
}
