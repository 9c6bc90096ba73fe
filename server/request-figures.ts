// The per-request figures of /metrics (http_requests_total and the two
// histograms), tallied in plain numbers and written out for prom-client's
// registry when scraped. Counting each request through prom-client's own
// Counter and Histogram cost some 6 % of a cached job page's throughput
// (bench/load.ts, decision 0062): every call rebuilds and checks its labels.
// Here a request costs one string key and a Map lookup per figure.
import type { Registry } from "prom-client";

/** What prom-client's registry reads of a metric (Registry#getMetricsAsString). */
interface MetricOutput {
  name: string;
  help: string;
  type: "counter" | "histogram";
  aggregator: "sum";
  values: { metricName?: string; labels: Record<string, string | number>; value: number }[];
}

class TalliedCounter {
  readonly #series = new Map<string, { labels: Record<string, string | number>; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  readonly type = "counter";
  readonly aggregator = "sum";

  inc(key: string, labels: () => Record<string, string | number>): void {
    const series = this.#series.get(key);
    if (series) series.value++;
    else this.#series.set(key, { labels: labels(), value: 1 });
  }

  get(): MetricOutput {
    return {
      name: this.name,
      help: this.help,
      type: "counter",
      aggregator: "sum",
      values: [...this.#series.values()],
    };
  }
}

class TalliedHistogram {
  readonly #series = new Map<
    string,
    { labels: Record<string, string | number>; buckets: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly bounds: readonly number[],
  ) {}
  readonly type = "histogram";
  readonly aggregator = "sum";

  observe(key: string, labels: () => Record<string, string | number>, seconds: number): void {
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: labels(), buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    // Each bucket counts what falls at or under its bound; +Inf is the count.
    const at = this.bounds.findIndex((bound) => seconds <= bound);
    if (at >= 0) series.buckets[at]++;
    series.sum += seconds;
    series.count++;
  }

  get(): MetricOutput {
    const values: MetricOutput["values"] = [];
    for (const { labels, buckets, sum, count } of this.#series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += buckets[index];
        values.push({
          metricName: `${this.name}_bucket`,
          labels: { le: bound, ...labels },
          value: cumulative,
        });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: "+Inf", ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: "histogram", aggregator: "sum", values };
  }
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createRequestFigures(registry: Registry) {
  const requests = new TalliedCounter(
    "http_requests_total",
    "Requests answered, by route pattern, method and status.",
  );
  const requestSeconds = new TalliedHistogram(
    "http_request_duration_seconds",
    "Time from a request's arrival to the end of its answer, by route pattern and method.",
    SECONDS,
  );
  const renderSeconds = new TalliedHistogram(
    "page_render_duration_seconds",
    "Pages rendered by React Router (not served from the page cache), and the time until their answer starts, by route pattern.",
    SECONDS.slice(0, -2),
  );
  for (const metric of [requests, requestSeconds, renderSeconds])
    registry.registerMetric(metric as unknown as Parameters<Registry["registerMetric"]>[0]);
  return {
    /** One answered request: its route pattern, method and status, its time, and React Router's if it rendered. */
    record(route: string, method: string, status: number, seconds: number, rendered: number | null) {
      const routeAndMethod = `${method} ${route}`;
      requests.inc(`${status} ${routeAndMethod}`, () => ({ route, method, status }));
      requestSeconds.observe(routeAndMethod, () => ({ route, method }), seconds);
      if (rendered !== null) renderSeconds.observe(route, () => ({ route }), rendered);
    },
  };
}

export type RequestFigures = ReturnType<typeof createRequestFigures>;
