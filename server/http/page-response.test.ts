import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawGet } from "../../tests/support/raw-get";
import {
  bodyOf,
  pageHandler,
  pageResponse,
  publicRequestUrl,
  sendEncodable,
  type EncodablePage,
} from "./page-response";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function serve(handle: (request: Request) => Promise<Response>, kept?: EncodablePage) {
  const app = express();
  // As in server/app.ts: whatever is not encoded yet is compressed on the way out.
  app.use(compression());
  // As the anonymous page cache sends a page it keeps.
  if (kept) app.get("/kept", (_req, res) => sendEncodable(res, kept));
  app.all(
    "/{*path}",
    pageHandler("https://jobs.example.in", (request) => handle(request)),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("page responses", () => {
  it("send a rendered page as one body, with its length, status and headers", async () => {
    const base = await serve(async () =>
      pageResponse(Buffer.from("<p>énonce</p>"), {
        status: 404,
        headers: new Headers({ "content-type": "text/html; charset=utf-8", "x-kind": "whole" }),
      }),
    );
    const response = await fetch(`${base}/anything`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-kind")).toBe("whole");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength("<p>énonce</p>")));
    expect(await response.text()).toBe("<p>énonce</p>");
  });

  it("stream any other response, and give React Router the request as the browser sent it", async () => {
    const base = await serve(async (request) => {
      const body = request.method === "POST" ? await request.text() : "";
      return new Response(
        `${request.method} ${new URL(request.url).pathname}?${new URL(request.url).search} ${body}`,
        {
          headers: { "set-cookie": "a=1", "x-cookie": request.headers.get("cookie") ?? "" },
        },
      );
    });
    const response = await fetch(`${base}/jobs/1?q=x`, {
      method: "POST",
      headers: { cookie: "jb.session=abc", "content-type": "text/plain" },
      body: "hello",
    });
    expect(await response.text()).toBe("POST /jobs/1??q=x hello");
    expect(response.headers.get("x-cookie")).toBe("jb.session=abc");
    expect(response.headers.get("set-cookie")).toBe("a=1");
  });

  it("read the body of either kind whole", async () => {
    expect(
      (await bodyOf(pageResponse(Buffer.from("ab"), { status: 200, headers: new Headers() }))).toString(),
    ).toBe("ab");
    expect((await bodyOf(new Response("plain"))).toString()).toBe("plain");
  });

  it("send a kept page in the encoding asked for, compressing it once per encoding", async () => {
    const html = Buffer.from(`<!doctype html><p>${"Fibre splicing in Pune. ".repeat(200)}</p>`);
    const page: EncodablePage = { html, encoded: {} };
    const base = await serve(async () => new Response("not kept"), page);
    const get = (acceptEncoding?: string) =>
      rawGet(`${base}/kept`, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});

    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(html)).toBe(true);

    const gzip = await get("gzip, deflate");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-length"]).toBe(String(gzip.body.length));
    expect(gzip.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
    expect(gzip.body.length).toBeLessThan(html.length / 10);

    const brotli = await get("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(html)).toBe(true);

    // The copies are kept with the page and sent again as they are.
    const kept = page.encoded.gzip;
    expect(kept?.equals(gzip.body)).toBe(true);
    await get("gzip");
    expect(page.encoded.gzip).toBe(kept);
  });

  it("give React Router the address asked for at the site's public address, whatever the Host header says", async () => {
    const base = await serve(async (request) => new Response(request.url));
    const port = new URL(base).port;
    for (const host of ["evil.example", `127.0.0.1:${port}`, "a b", "[::1"]) {
      const answer = await rawGet(`${base}/jobs/1?q=x`, { host });
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe("https://jobs.example.in/jobs/1?q=x");
    }
  });
});

describe("publicRequestUrl", () => {
  it("puts the path and query asked for at the origin, never another host", () => {
    const at = (target: string) => publicRequestUrl("https://jobs.example.in", target).href;
    expect(at("/jobs/1?q=x")).toBe("https://jobs.example.in/jobs/1?q=x");
    expect(at("//evil.example/jobs")).toBe("https://jobs.example.in//evil.example/jobs");
    expect(at("/%E0%A4")).toBe("https://jobs.example.in/%E0%A4");
    // A request line with a full address (as a proxy may send): its path and query, at our origin.
    expect(at("http://evil.example/jobs?q=x")).toBe("https://jobs.example.in/jobs?q=x");
    expect(at("*")).toBe("https://jobs.example.in/");
  });
});
