// The load generator of the benchmarks: autocannon in a second process on
// loopback, so the server under test keeps both of its cores' share to itself.
// `runLoad` spawns this file as that process; it reads its input on stdin and
// writes one JSON line of figures, every response time kept for exact percentiles.
import { spawn } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";

export interface LoadInput {
  baseUrl: string;
  paths: string[];
  cookie?: string;
  /** Sent as Accept-Encoding (none by default: the page uncompressed). */
  acceptEncoding?: string;
  duration: number;
  connections: number;
  /** Requests a second over all connections (an open loop), instead of as fast as answers come. */
  overallRate?: number;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

const requestHeaders = (input: LoadInput): Record<string, string> => ({
  ...(input.cookie ? { cookie: input.cookie } : {}),
  ...(input.acceptEncoding ? { "accept-encoding": input.acceptEncoding } : {}),
});

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

function figures(latencies: number[], duration: number, non2xx: number, errors: number): LoadFigures {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    non2xx,
    errors,
  };
}

/**
 * An open loop: one request every 1/rate seconds, evenly spaced, whether or
 * not earlier ones have been answered, over up to `connections` kept-alive
 * connections. (autocannon's overallRate sends each second's quota in a burst
 * at the start of the second, so its latencies measure the burst's queue.)
 */
async function openLoop(input: LoadInput & { overallRate: number }): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });
  const url = new URL(input.baseUrl);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(input.duration * input.overallRate);
  const interval = 1000 / input.overallRate;
  const started = performance.now();
  const requests: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    requests.push(
      new Promise<void>((resolve) => {
        const request = http.get(
          {
            agent,
            host: url.hostname,
            port: url.port,
            path: input.paths[n % input.paths.length],
            headers: requestHeaders(input),
          },
          (response) => {
            response.resume();
            response.on("end", () => {
              latencies.push(performance.now() - sent);
              if (response.statusCode! < 200 || response.statusCode! >= 300) non2xx++;
              resolve();
            });
          },
        );
        request.on("error", () => {
          errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(requests);
  agent.destroy();
  return figures(latencies, input.duration, non2xx, errors);
}

async function generateLoad(input: LoadInput): Promise<LoadFigures> {
  if (input.overallRate) return openLoop({ ...input, overallRate: input.overallRate });
  const { default: autocannon } = await import("autocannon");
  const latencies: number[] = [];
  let next = 0;
  const nextPath = () => input.paths[next++ % input.paths.length];
  let non2xx = 0;
  const result = await new Promise<import("autocannon").Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.baseUrl,
        connections: input.connections,
        duration: input.duration,
        headers: requestHeaders(input),
        // One list for all connections, each request taking the next path: with
        // a list each, every connection would walk it from the start in step,
        // asking for each path 32 times at once.
        requests: [{ method: "GET" as const, setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx++;
    });
  });
  return figures(latencies, input.duration, non2xx, result.errors + result.timeouts);
}

/** Runs one load in a second process and returns its figures. */
export function runLoad(input: LoadInput): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", fileURLToPath(import.meta.url)], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line.startsWith("{")) reject(new Error(`load worker exited with ${code}: ${out}`));
      else resolve(JSON.parse(line));
    });
    child.stdin.end(JSON.stringify(input));
  });
}

// Run as the second process.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let input = "";
  process.stdin.on("data", (chunk) => (input += chunk));
  process.stdin.on("end", () => {
    generateLoad(JSON.parse(input))
      .then((figures) => process.stdout.write(`${JSON.stringify(figures)}\n`))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  });
}
