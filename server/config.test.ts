import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const s3 = {
  S3_ENDPOINT: "https://s3.ap-south-1.amazonaws.com",
  S3_BUCKET: "uploads",
  S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
  S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
};

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
      s3: null,
      redis: null,
      backup: null,
      logLevel: "info",
      shutdownDrainSeconds: 0,
      accessLog: true,
      metricsToken: null,
    });
    expect(loadConfig({ DATA_DIR: dir, ACCESS_LOG: "off" }).accessLog).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: "m".repeat(24) }).metricsToken).toBe("m".repeat(24));
    expect(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "debug" }).logLevel).toBe("debug");
    expect(loadConfig({ DATA_DIR: dir, SHUTDOWN_DRAIN_SECONDS: "10" }).shutdownDrainSeconds).toBe(10);
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
    [{ SHUTDOWN_DRAIN_SECONDS: "soon" }, "SHUTDOWN_DRAIN_SECONDS: must be a number of seconds"],
    [{ SHUTDOWN_DRAIN_SECONDS: "600" }, "SHUTDOWN_DRAIN_SECONDS: must be between 0 and 120 seconds"],
    [{ ACCESS_LOG: "no" }, "ACCESS_LOG: must be on or off"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN: must be at least 16 characters, without spaces"],
    [{ METRICS_TOKEN: "sixteen chars and a space" }, "METRICS_TOKEN: must be at least 16 characters"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent"],
    [{ ...s3, S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT: must be an http:// or https:// URL"],
    [{ ...s3, S3_ENDPOINT: "ftp://minio.internal" }, "S3_ENDPOINT: must be an http:// or https:// URL"],
    [{ ...s3, S3_BUCKET: "My_Uploads" }, "S3_BUCKET: must be a bucket name"],
    [{ ...s3, S3_REGION: "EU Central" }, "S3_REGION: must be a region name"],
    [{ ...s3, S3_PREFIX: "../uploads" }, "S3_PREFIX: must be a key prefix"],
    [{ ...s3, S3_PREFIX: "a//b" }, "S3_PREFIX: must be a key prefix"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL: must be a redis:// or rediss:// URL"],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, "REDIS_URL: must be a redis:// or rediss:// URL"],
    [{ REDIS_URL: "redis://" }, "REDIS_URL: must be a redis:// or rediss:// URL"],
    [{ REDIS_URL: "redis://127.0.0.1", REDIS_PREFIX: "job board" }, "REDIS_PREFIX: must be up to 64 letters"],
    [{ BACKUP_DAILY_AT: "3am" }, "BACKUP_DAILY_AT: must be a time of day, India time, as HH:MM"],
    [{ BACKUP_DAILY_AT: "24:00" }, "BACKUP_DAILY_AT: must be a time of day, India time, as HH:MM"],
    [{ BACKUP_DAILY_AT: "3:00" }, "BACKUP_DAILY_AT: must be a time of day, India time, as HH:MM"],
    [{ BACKUP_DAILY_AT: "03:00", BACKUP_KEEP: "a week" }, "BACKUP_KEEP: must be a number of backups"],
    [{ BACKUP_DAILY_AT: "03:00", BACKUP_KEEP: "0" }, "BACKUP_KEEP: must be between 1 and 365"],
    [{ BACKUP_DAILY_AT: "03:00", BACKUP_KEEP: "366" }, "BACKUP_KEEP: must be between 1 and 365"],
    [{ BACKUP_DAILY_AT: "03:00", BACKUP_KEEP: "2.5" }, "BACKUP_KEEP: must be a whole number of backups"],
    [
      { REDIS_URL: "redis://127.0.0.1", REDIS_PREFIX: "x".repeat(65) },
      "REDIS_PREFIX: must be up to 64 letters",
    ],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it("uses S3 storage when the S3 variables are set", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...s3,
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_PREFIX: "/jobboard/",
    });
    expect(config.s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "uploads",
      region: "us-east-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
      prefix: "jobboard",
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3, S3_REGION: "ap-south-1" }).s3).toMatchObject({
      region: "ap-south-1",
      prefix: null,
    });
  });

  it("stops when only some of the required S3 variables are set, naming the missing ones", () => {
    const partial = { DATA_DIR: dataDir(), S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET };
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    let message = "";
    try {
      loadConfig(partial);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /S3_ACCESS_KEY_ID: missing; S3_ENDPOINT, S3_BUCKET are set, and S3 file storage needs all of/,
    );
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY: missing/);
    expect(message).not.toMatch(/S3_ENDPOINT:|S3_BUCKET:/);
    // A region or prefix alone also asks for S3 (rather than being silently ignored).
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_PREFIX: "jobboard" })).toThrow(
      /S3_ENDPOINT: missing;[\s\S]*S3_BUCKET: missing/,
    );
    // Empty values count as unset, as for every variable.
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...s3, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      /S3_SECRET_ACCESS_KEY: missing/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: "", S3_BUCKET: "" }).s3).toBeNull();
  });

  it("counts rate limits in Redis when REDIS_URL is set, under REDIS_PREFIX (jobboard: by default)", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: "redis://127.0.0.1:6379" }).redis).toEqual({
      url: "redis://127.0.0.1:6379",
      prefix: "jobboard:",
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        REDIS_URL: "rediss://default:secret@cache.internal:6380/2",
        REDIS_PREFIX: "staging:jobboard:",
      }).redis,
    ).toEqual({ url: "rediss://default:secret@cache.internal:6380/2", prefix: "staging:jobboard:" });
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: "" }).redis).toBeNull();
  });

  it("stops when REDIS_PREFIX is set without REDIS_URL, rather than ignoring it", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_PREFIX: "jobboard:" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_PREFIX: "jobboard:" })).toThrow(
      "REDIS_PREFIX: set, but REDIS_URL is not",
    );
  });

  it("turns the daily backup on with BACKUP_DAILY_AT, India time, keeping BACKUP_KEEP (7 by default)", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_DAILY_AT: "03:00" }).backup).toEqual({
      dailyAt: "03:00",
      cron: "0 3 * * *",
      keep: 7,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_DAILY_AT: "23:45", BACKUP_KEEP: "30" }).backup).toEqual({
      dailyAt: "23:45",
      cron: "45 23 * * *",
      keep: 30,
    });
  });

  it("stops when BACKUP_KEEP is set without BACKUP_DAILY_AT, rather than ignoring it", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_KEEP: "7" })).toThrow(
      "BACKUP_KEEP: set, but BACKUP_DAILY_AT is not",
    );
  });

  it("trusts TRUST_PROXY's number of proxies, or their addresses, never every X-Forwarded-For entry", () => {
    const trustProxy = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trustProxy()).toBe(0);
    expect(trustProxy("false")).toBe(0);
    // `true` used to trust the left-most entry, which the client writes: now one proxy.
    expect(trustProxy("true")).toBe(1);
    expect(trustProxy("TRUE")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("10.0.0.5, 10.1.0.0/16,loopback")).toEqual(["10.0.0.5", "10.1.0.0/16", "loopback"]);
    expect(trustProxy("fd00::/8")).toEqual(["fd00::/8"]);
  });

  it.each(["yes", "-1", "1.5", "10.0.0.300", "10.0.0.0/33", "10.0.0.1,", "everyone", "99"])(
    "stops on TRUST_PROXY=%s, saying what it takes",
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be how many proxies stand in front of the app \(such as 1\)/,
      );
    },
  );

  it("reports a partial S3 set together with other bad variables", () => {
    expect(() => loadConfig({ PORT: "x", S3_BUCKET: "uploads" })).toThrow(/PORT[\s\S]*S3_ENDPOINT/);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", SEED_DEMO: "maybe" })).toThrow(/PORT[\s\S]*SEED_DEMO/);
  });
});
