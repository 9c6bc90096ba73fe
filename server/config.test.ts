import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "jobboard-config-"));

describe("loadConfig", () => {
  it("has working defaults", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: null,
      smtpUrl: null,
      publicUrl: "http://localhost:3000",
      seedDemo: false,
    });
  });

  it("generates SESSION_SECRET once and keeps it under DATA_DIR", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it("uses a given SESSION_SECRET without writing a file", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, SESSION_SECRET: "x".repeat(40) });
    expect(config.sessionSecret).toBe("x".repeat(40));
    expect(existsSync(path.join(dir, "session-secret"))).toBe(false);
  });

  it.each([
    [{ PORT: "abc" }, "PORT: must be a number"],
    [{ PORT: "70000" }, "PORT: must be between 1 and 65535"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL: must be a postgres:// or postgresql:// URL"],
    [{ SMTP_URL: "localhost:25" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ PUBLIC_URL: "jobs.example.in" }, "PUBLIC_URL: must be a full URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET: must be at least 32 characters"],
    [{ SEED_DEMO: "yes" }, "SEED_DEMO: must be true or false"],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", SEED_DEMO: "maybe" })).toThrow(/PORT[\s\S]*SEED_DEMO/);
  });
});
