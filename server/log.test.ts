import { Writable } from "node:stream";
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { createLogger, errorFields, requestLogger, type LogLevel } from "./log";

/** A logger writing to a stream whose bytes the test reads: what pino really wrote. */
function capture(level?: LogLevel) {
  let written = "";
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      written += String(chunk);
      callback();
    },
  });
  const log = createLogger({ level, destination });
  return {
    log,
    text: () => written,
    lines: () =>
      written
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe("createLogger", () => {
  it("writes one JSON line per event: level, ISO time, fields and message", () => {
    const { log, text, lines } = capture();
    log.info("server listening", { port: 3000 });
    log.error("render failed", { error: "boom" });
    expect(text().endsWith("\n")).toBe(true);
    expect(lines()).toEqual([
      expect.objectContaining({ level: "info", message: "server listening", port: 3000 }),
      expect.objectContaining({ level: "error", message: "render failed", error: "boom" }),
    ]);
    for (const line of lines()) {
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(line).not.toHaveProperty("msg");
    }
  });

  it("logs info and above by default, and only what LOG_LEVEL lets through when given", () => {
    const byDefault = capture();
    byDefault.log.info("one");
    byDefault.log.warn("two");
    byDefault.log.error("three");
    expect(byDefault.lines().map((line) => [line.level, line.message])).toEqual([
      ["info", "one"],
      ["warn", "two"],
      ["error", "three"],
    ]);

    const warn = capture("warn");
    warn.log.info("dropped");
    warn.log.warn("kept");
    warn.log.error("kept too");
    expect(warn.lines().map((line) => line.message)).toEqual(["kept", "kept too"]);

    const errorOnly = capture("error");
    errorOnly.log.warn("dropped");
    errorOnly.log.error("kept");
    expect(errorOnly.lines().map((line) => line.message)).toEqual(["kept"]);

    const silent = capture("silent");
    silent.log.error("nothing");
    expect(silent.text()).toBe("");
  });

  it("gives a request's logger the request id on every line, and leaves its parent's lines alone", () => {
    const { log, lines } = capture();
    const requestLog = requestLogger(log, "4b9c1f0e-request");
    requestLog.error("request failed", { method: "GET", url: "/profile" });
    requestLog.warn("slow", { ms: 900 });
    log.info("not about a request");
    expect(lines()).toEqual([
      expect.objectContaining({
        level: "error",
        message: "request failed",
        requestId: "4b9c1f0e-request",
        method: "GET",
        url: "/profile",
      }),
      expect.objectContaining({ level: "warn", message: "slow", requestId: "4b9c1f0e-request", ms: 900 }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
    expect(lines()[2].message).toBe("not about a request");
  });

  it("never writes a password, token, cookie, authorization or secret, nor a URL's credentials", () => {
    const { log, text, lines } = capture();
    const fields = {
      password: "Hunter2-password",
      newPassword: "Hunter3-new-password",
      user: { email: "a@example.in", password: "Nested-password" },
      token: "reset-token-123",
      headers: { cookie: "jb.session_token=cookie-value", authorization: "Bearer bearer-value" },
      req: { headers: { cookie: "jb.session_token=deeper-cookie" } },
      config: {
        sessionSecret: "session-secret-session-secret-0123",
        databaseUrl: "postgres://jobboard:db-password@db.internal:5432/jobboard",
        redis: { url: "redis://default:redis-password@cache.internal:6379" },
      },
      smtpUrl: "smtps://mailer:smtp-password@smtp.example.in:465",
      url: "/reset-password?token=query-token&from=mail",
    };
    requestLogger(log, "r-1").error("sign-in failed unexpectedly", fields);
    for (const secret of [
      "Hunter2",
      "Hunter3",
      "Nested-password",
      "reset-token-123",
      "cookie-value",
      "deeper-cookie",
      "bearer-value",
      "session-secret",
      "db-password",
      "redis-password",
      "smtp-password",
      "query-token",
    ]) {
      expect(text()).not.toContain(secret);
    }
    const [line] = lines();
    // What is not secret stays, so the line is still of use.
    expect(line).toMatchObject({
      requestId: "r-1",
      password: "[Redacted]",
      user: { email: "a@example.in", password: "[Redacted]" },
      headers: { cookie: "[Redacted]", authorization: "[Redacted]" },
      config: {
        sessionSecret: "[Redacted]",
        databaseUrl: "postgres://[Redacted]@db.internal:5432/jobboard",
        redis: { url: "redis://[Redacted]@cache.internal:6379" },
      },
      smtpUrl: "smtps://[Redacted]@smtp.example.in:465",
      url: "/reset-password?token=[Redacted]&from=mail",
    });
    // The caller's object is not changed by the redaction.
    expect(fields.password).toBe("Hunter2-password");
    expect(fields.config.redis.url).toContain("redis-password");
  });
});

describe("errorFields", () => {
  it("gives an Error's message and stack", () => {
    const fields = errorFields(new Error("connection refused"));
    expect(fields.error).toBe("connection refused");
    expect(String(fields.stack)).toContain("log.test.ts");
  });

  it("writes out what is thrown that is not an Error, never '[object Object]'", () => {
    expect(errorFields(data("The form could not be read.", { status: 400 })).error).toBe(
      '{"type":"DataWithResponseInit","data":"The form could not be read.","init":{"status":400}}',
    );
    expect(errorFields(new Response(null, { status: 503, statusText: "Unavailable" })).error).toBe(
      "Response 503 Unavailable",
    );
    expect(errorFields({ title: "Error", message: "x".repeat(600) }).error).toMatch(
      /^\{"title":"Error".{480,}…$/,
    );
    expect(errorFields("plain text").error).toBe("plain text");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorFields(cyclic).error).toBe("[object Object]");
  });

  it("reaches the log line as text, with the stack", () => {
    const { log, lines } = capture();
    log.error("render failed", errorFields(new Error("simulated failure")));
    expect(lines()[0]).toMatchObject({ error: "simulated failure", stack: expect.stringContaining("Error") });
  });
});
