import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawGet } from "../../tests/support/raw-get";
import { loadConfig } from "../config";
import type { Logger } from "../log";
import { createMetrics } from "../metrics";
import { observeRequests, serveMetrics } from "./observe-requests";
import { requestId } from "./security";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

type Line = { message: string; fields?: Record<string, unknown> };

async function serve(options: { accessLog: boolean; metrics: ReturnType<typeof createMetrics> | null }) {
  const lines: Line[] = [];
  const log: Logger = {
    info: (message, fields) => lines.push({ message, fields }),
    warn: () => {},
    error: () => {},
  };
  const app = express();
  app.use(requestId(log));
  app.use(observeRequests({ ...options, pagePatternOf: () => null }));
  app.use(compression());
  app.get("/things/:id", (_req, res) => res.type("text").send("a line of text\n".repeat(400)));
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe("observeRequests", () => {
  it("logs a line per request: route pattern, status, the bytes sent, the time and the request id", async () => {
    const { base, lines } = await serve({ accessLog: true, metrics: null });
    const answer = await rawGet(`${base}/things/priya@example.com?q=secret`, { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    await expect.poll(() => lines.length).toBe(1);
    const [line] = lines;
    expect(line.message).toBe("request");
    expect(line.fields).toMatchObject({
      method: "GET",
      route: "/things/:id",
      status: 200,
      requestId: answer.headers["x-request-id"],
    });
    // The body as sent (compressed) and the headers.
    const bytes = line.fields?.bytes as number;
    expect(bytes).toBeGreaterThan(answer.body.length + 100);
    expect(bytes).toBeLessThan(answer.body.length + 1000);
    expect(answer.body.length).toBeLessThan(6000 / 10);
    expect(typeof line.fields?.ms).toBe("number");
    expect(JSON.stringify(line)).not.toMatch(/priya|secret/);
  });

  it("counts each answer's own bytes when one connection carries several", async () => {
    const { base, lines } = await serve({ accessLog: true, metrics: null });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ socket: unknown; length: number }>((resolve, reject) =>
        http
          .get(`${base}${path}`, { agent }, (answer) => {
            let length = 0;
            answer.on("data", (chunk: Buffer) => (length += chunk.length));
            answer.on("end", () => resolve({ socket: answer.socket, length }));
          })
          .on("error", reject),
      );
    const first = await get("/things/1");
    const second = await get("/things/2");
    agent.destroy();
    expect(second.socket).toBe(first.socket);
    await expect.poll(() => lines.length).toBe(2);
    const [a, b] = lines.map((line) => line.fields?.bytes as number);
    expect(a).toBeGreaterThan(first.length);
    expect(a).toBeLessThan(first.length + 1000);
    expect(b).toBe(a);
  });

  it("counts each request in /metrics by route, method and status", async () => {
    const metrics = createMetrics();
    const { base, lines } = await serve({ accessLog: false, metrics });
    await rawGet(`${base}/things/1`);
    await rawGet(`${base}/things/2`);
    await rawGet(`${base}/nothing/here`);
    const text = () => metrics.registry.metrics();
    await expect.poll(text).toContain('http_requests_total{route="/things/:id",method="GET",status="200"} 2');
    expect(await text()).toContain('http_requests_total{route="(no route)",method="GET",status="404"} 1');
    expect(await text()).toContain('http_request_duration_seconds_count{route="/things/:id",method="GET"} 2');
    expect(lines).toEqual([]);
  });
});

describe("serveMetrics", () => {
  it("answers only the scraper holding METRICS_TOKEN", async () => {
    const token = "a-token-of-24-characters";
    const metrics = createMetrics();
    metrics.signInFailures.inc();
    const app = express();
    app.get(
      "/metrics",
      serveMetrics(
        loadConfig({ DATA_DIR: "/tmp", METRICS_TOKEN: token, SESSION_SECRET: "x".repeat(32) }),
        metrics,
      ),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    for (const authorization of [
      undefined,
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      token,
      `Basic ${token}`,
    ]) {
      const answer = await fetch(url, authorization ? { headers: { authorization } } : {});
      expect([authorization, answer.status]).toEqual([authorization, 401]);
      expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await answer.text()).not.toContain("sign_in_failures_total");
    }
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toContain("sign_in_failures_total 1");
  });
});
