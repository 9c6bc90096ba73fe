// Request bodies are limited by the bytes that arrive, not only by the length
// a client declares: a body sent in chunks, with no Content-Length, is counted
// as it comes and refused with 413 once it passes the limit (issue #8). A body
// that is no form at all is the sender's fault: 400, not a server error.
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_FORM_MESSAGE } from "../../server/http/action";
import { demoAccounts, sessionCookie, setupTestServer } from "../support/e2e";

const e2e = setupTestServer();
let adminCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.admin);
});

/**
 * Sends `total` bytes of `body` (repeated) in 64 KB chunks without a
 * Content-Length (Transfer-Encoding: chunked), and reads the answer. The
 * server may answer and close before everything is sent.
 */
function sendChunked(
  path: string,
  headers: Record<string, string>,
  body: string,
  total: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, e2e.server.baseUrl);
    const request = http.request(url, {
      method: "POST",
      headers: { ...headers, origin: e2e.server.baseUrl, "transfer-encoding": "chunked" },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // A server that answers early and closes cuts the upload short: that is the point.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    const chunk = Buffer.from(body.repeat(Math.ceil((64 * 1024) / body.length))).subarray(0, 64 * 1024);
    let sent = 0;
    const write = () => {
      while (sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (request.destroyed) return;
        if (!request.write(piece)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}

async function contactCount() {
  const row = await e2e.server.services.db
    .selectFrom("contact_submissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("bodies of unknown length", () => {
  it("refuses a form post over 1 MB sent in chunks with 413, writing nothing", async () => {
    const before = await contactCount();
    const field = "fullName=Asha&email=asha%40example.com&message=";
    const { status, text } = await sendChunked(
      "/?index",
      { "content-type": "application/x-www-form-urlencoded" },
      field + "x".repeat(64 * 1024),
      3 * 1024 * 1024,
    );
    expect(status).toBe(413);
    expect(text).toContain("The submitted data is too large.");
    expect(await contactCount()).toBe(before);
  });

  it("refuses a chunked upload to /profile over its 6 MB limit with 413", async () => {
    const { status } = await sendChunked(
      "/profile",
      { "content-type": "multipart/form-data; boundary=x", cookie: adminCookie },
      "--x\r\n",
      8 * 1024 * 1024,
    );
    expect(status).toBe(413);
  });

  it("refuses a chunked JSON body over the API's 12 MB limit with a JSON 413", async () => {
    const { status, text } = await sendChunked(
      "/api/v1/admin/jobs/bulk",
      { "content-type": "application/json", cookie: adminCookie },
      '{"jobs":[' + '"x",'.repeat(4096),
      14 * 1024 * 1024,
    );
    expect(status).toBe(413);
    expect(JSON.parse(text)).toEqual({
      error: expect.objectContaining({ message: "The request body is too large." }),
    });
  });

  it("still takes a chunked form post under the limit", async () => {
    const before = await contactCount();
    const body = new URLSearchParams({
      fullName: "Asha Verma",
      email: "asha@example.com",
      message: "Sent in chunks, and that is fine.",
    }).toString();
    const { status } = await sendChunked(
      "/?index",
      { "content-type": "application/x-www-form-urlencoded" },
      body,
      body.length,
    );
    expect(status).toBe(200);
    expect(await contactCount()).toBe(before + 1);
  });
});

describe("bodies that are not forms", () => {
  const posts = [
    { path: "/profile", type: "multipart/form-data; boundary=x", body: "--x\r\nnot a part\r\n" },
    { path: "/auth", type: "multipart/form-data", body: "email=a@example.com" },
    { path: "/?index", type: "text/plain", body: "fullName=Asha" },
    { path: "/admin", type: "application/json", body: '{"intent":"create-user"}' },
    // The job page's own error boundary: a refusal it does not show itself reaches the root's.
    { path: "/jobs/:id", type: "text/plain", body: "coverLetter=Hello" },
  ];
  for (const post of posts) {
    it(`answers ${post.type} that cannot be read as a form on ${post.path} with 400`, async () => {
      const before = await contactCount();
      const job = await e2e.server.services.db
        .selectFrom("jobs")
        .select("id")
        .limit(1)
        .executeTakeFirstOrThrow();
      // The sender's fault, not the server's: nothing is logged as an error.
      const { log } = e2e.server.services;
      const logged: string[] = [];
      const logError = log.error;
      log.error = (message) => logged.push(message);
      try {
        const response = await fetch(e2e.server.baseUrl + post.path.replace(":id", job.id), {
          method: "POST",
          headers: { "content-type": post.type, cookie: adminCookie, origin: e2e.server.baseUrl },
          body: post.body,
        });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(UNREADABLE_FORM_MESSAGE);
      } finally {
        log.error = logError;
      }
      expect(logged).toEqual([]);
      expect(await contactCount()).toBe(before);
    });
  }
});
