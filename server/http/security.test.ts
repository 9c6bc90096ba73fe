import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Logger } from "../log";
import { requestId, sameOriginOnly, wellFormedHost } from "./security";

const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "security-")),
  SESSION_SECRET: "security-test-secret-security-test-sec",
  PUBLIC_URL: "https://jobs.example.in",
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

interface Logged {
  level: string;
  message: string;
  fields?: Record<string, unknown>;
}

/** An app with the request id (its logger), `middleware`, then "passed"; and what it logged. */
async function serve(middleware: express.RequestHandler) {
  const logged: Logged[] = [];
  const log: Logger = {
    info: (message, fields) => logged.push({ level: "info", message, fields }),
    warn: (message, fields) => logged.push({ level: "warn", message, fields }),
    error: (message, fields) => logged.push({ level: "error", message, fields }),
  };
  const app = express();
  app.use(requestId(log));
  app.use(middleware);
  app.use((_req, res) => res.status(200).send("passed"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, logged };
}

/** A request through node:http, which sends the headers given as they are (fetch would not send `Host: a b`). */
function send(port: number, method: string, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: "/auth", headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, type: response.headers["content-type"] ?? "", text }),
      );
    });
    request.on("error", reject);
    request.end(method === "POST" ? "a=1" : undefined);
  });
}

describe("wellFormedHost", () => {
  it("answers a Host that is not a host 400, in a line of text, logged at info", async () => {
    const { port, logged } = await serve(wellFormedHost);
    for (const host of ["a b", "[::1", "a/b", "jobs.example.in:80x", "<x>"]) {
      const answer = await send(port, "GET", { host });
      expect(answer.status, host).toBe(400);
      expect(answer.type).toMatch(/^text\/plain/);
      expect(answer.text).toBe("Bad request: the Host header is not a valid host name.");
    }
    expect(logged.map(({ level, message }) => `${level} ${message}`)).toEqual(
      Array(5).fill("info malformed Host header"),
    );
  });

  it("passes every host a browser or proxy sends", async () => {
    const { port, logged } = await serve(wellFormedHost);
    for (const host of [
      "jobs.example.in",
      "JOBS.example.in:443",
      "127.0.0.1:3000",
      "[::1]:3000",
      "[2001:db8::1]",
      "xn--bcher-kva.example",
      "localhost",
    ]) {
      expect((await send(port, "GET", { host })).text, host).toBe("passed");
    }
    expect(logged).toEqual([]);
  });
});

describe("sameOriginOnly", () => {
  it("takes a post from PUBLIC_URL's origin, though the request itself came in by http:// to another host", async () => {
    const { port, logged } = await serve(sameOriginOnly(config));
    const answer = await send(port, "POST", { origin: "https://jobs.example.in", host: `127.0.0.1:${port}` });
    expect(answer.text).toBe("passed");
    // Without Origin, a browser's Sec-Fetch-Site says where it came from; other clients send neither.
    expect((await send(port, "POST", { "sec-fetch-site": "same-origin" })).text).toBe("passed");
    expect((await send(port, "POST", {})).text).toBe("passed");
    expect(logged).toEqual([]);
  });

  it("refuses a post from any other origin, even the request's own Host, saying where the site is", async () => {
    const { port, logged } = await serve(sameOriginOnly(config));
    const origins = [`http://127.0.0.1:${port}`, "http://jobs.example.in", "https://evil.example", "null"];
    for (const origin of origins) {
      const answer = await send(port, "POST", { origin, host: `127.0.0.1:${port}` });
      expect(answer.status, origin).toBe(403);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.text).toContain(
        "<p>This request did not come from https://jobs.example.in, so it was refused. Open https://jobs.example.in in your browser and try again.</p>",
      );
      // Sized for a phone, in the reader's language, with the site as a link.
      expect(answer.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(answer.text).toContain('<html lang="en-IN">');
      expect(answer.text).toContain('<a href="https://jobs.example.in/">https://jobs.example.in</a>');
    }
    for (const fetchSite of ["cross-site", "same-site"]) {
      expect((await send(port, "POST", { "sec-fetch-site": fetchSite })).status).toBe(403);
    }
    // The operator reads what was expected and what came, and what to set.
    expect(logged.map(({ level, message }) => `${level} ${message}`)).toEqual(
      Array(6).fill("warn cross-site request refused"),
    );
    expect(logged[0].fields).toMatchObject({
      expectedOrigin: "https://jobs.example.in",
      origin: `http://127.0.0.1:${port}`,
    });
    expect(String(logged[0].fields?.hint)).toContain("PUBLIC_URL");
  });
});
