import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/** pino's levels (server/log.ts), most severe first; `silent` logs nothing. */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * Every setting the server reads, from environment variables, with working
 * defaults. `loadConfig` throws a ConfigError naming each bad variable, and the
 * server stops with that message before it listens.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_ATTEMPTS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 20")
    .max(20, "must be between 1 and 20")
    .default(6),
  MAIL_RETRY_DELAY: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be between 1 and 3600 seconds")
    .max(3600, "must be between 1 and 3600 seconds")
    .default(30),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(0, "must be between 0 and 120 seconds")
    .max(120, "must be between 0 and 120 seconds")
    .default(0),
  PUBLIC_URL: z.url({ message: "must be a full URL such as https://jobs.example.in" }).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const trusted = trustedProxies(value);
      if (trusted === null) {
        context.addIssue({
          code: "custom",
          message:
            "must be how many proxies stand in front of the app (such as 1), or their addresses or subnets separated by commas (such as 10.0.0.5 or 10.0.0.0/8, or loopback, linklocal, uniquelocal); true means 1 and false none",
        });
        return z.NEVER;
      }
      return trusted;
    }),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: "must be an http:// or https:// URL such as https://s3.eu-central-1.amazonaws.com",
    })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region name such as us-east-1")
    .default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^\/*[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/*$/,
      "must be a key prefix such as jobboard or sites/jobboard: letters, digits, . _ - separated by /",
    )
    .optional(),
  REDIS_URL: z
    .url({
      protocol: /^rediss?$/,
      hostname: /.+/,
      message: "must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379",
    })
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9_.:-]{1,64}$/,
      "must be up to 64 letters, digits and _ . : - such as jobboard: or staging:jobboard:",
    )
    .default("jobboard:"),
  BACKUP_DAILY_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day, India time, as HH:MM such as 03:00")
    .optional(),
  BACKUP_KEEP: z.coerce
    .number({ message: "must be a number of backups" })
    .int("must be a whole number of backups")
    .min(1, "must be between 1 and 365")
    .max(365, "must be between 1 and 365")
    .default(7),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ACCESS_LOG: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, "must be at least 16 characters, without spaces")
    .optional(),
});

/** Without these, files stay on disk under DATA_DIR; with some of them, the server stops. */
const s3Required = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const s3Optional = ["S3_REGION", "S3_PREFIX"] as const;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  /**
   * A message SMTP refused is tried again after `retryDelaySeconds`, then
   * twice as long each time (up to an hour), `attempts` times in all.
   */
  mailRetry: { attempts: number; retryDelaySeconds: number };
  publicUrl: string;
  sessionSecret: string;
  seedDemo: boolean;
  /**
   * Express's `trust proxy`: how many proxies (hops) to trust, counted from the
   * app, or the proxies' addresses and subnets. The client address is then the
   * one the outermost trusted proxy saw (the X-Forwarded-For entry it added),
   * never an entry the client wrote. 0: no proxy, X-Forwarded-For is ignored.
   */
  trustProxy: number | string[];
  /** Uploaded files go to this S3-compatible bucket instead of DATA_DIR/files. */
  s3: S3Config | null;
  /** Rate-limit counters go to this Redis server instead of PostgreSQL. */
  redis: RedisConfig | null;
  /** The daily backup (BACKUP_DAILY_AT, BACKUP_KEEP), or null when it is off. */
  backup: BackupConfig | null;
  /** The least severe level logged (LOG_LEVEL). */
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * On SIGTERM, how long /readyz answers 503 while the server still serves,
   * before it stops taking connections: a load balancer's time to notice.
   */
  shutdownDrainSeconds: number;
  /** One log line per request at `info` (ACCESS_LOG, on unless `off`). */
  accessLog: boolean;
  /** /metrics answers a scraper that sends this as its Bearer token; without it, /metrics is not served. */
  metricsToken: string | null;
}

export interface BackupConfig {
  /** "03:00": the time of day, India time, the backup starts. */
  dailyAt: string;
  /** The same as a cron line for the queue ("0 3 * * *"). */
  cron: string;
  /** How many backups are kept; each new one removes the oldest beyond this. */
  keep: number;
}

export interface RedisConfig {
  url: string;
  /** Put before every key (`jobboard:rate:sign-in:ip:…`). */
  prefix: string;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Without leading or trailing slashes; null for none. */
  prefix: string | null;
}

/** The names Express (proxy-addr) gives to the private and local ranges. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY as Express's `trust proxy` takes it, or null when it is not
 * one of: a number of hops; addresses, subnets (address/prefix) and range
 * names, separated by commas; true or false. `true` once meant "trust every
 * X-Forwarded-For entry", which let a client write its own address; it now
 * means one proxy, the common deployment (docs/deploy.md).
 */
function trustedProxies(value: string): number | string[] | null {
  const text = value.trim().toLowerCase();
  if (text === "false") return 0;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text) <= 32 ? Number(text) : null;
  const entries = text.split(",").map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (PROXY_RANGE_NAMES.includes(entry)) return true;
    const [address, prefix, ...rest] = entry.split("/");
    const version = isIP(address);
    if (!version || rest.length) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  };
  return entries.every(valid) ? entries : null;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as a shell user would expect.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environmentSchema.safeParse(present);
  const lines: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  // S3 is all or nothing: any S3_ variable asks for it, and then every required one must be set.
  const s3Given = [...s3Required, ...s3Optional].filter((name) => name in present);
  if (s3Given.length) {
    for (const name of s3Required.filter((name) => !(name in present)))
      lines.push(
        `  ${name}: missing; ${s3Given.join(", ")} ${s3Given.length === 1 ? "is" : "are"} set, and S3 file storage needs all of ${s3Required.join(", ")} (or none of them)`,
      );
  }
  // A prefix without a server would be silently ignored: refuse it, as for S3.
  if ("REDIS_PREFIX" in present && !("REDIS_URL" in present))
    lines.push(
      "  REDIS_PREFIX: set, but REDIS_URL is not; the prefix applies only to rate limits kept in Redis",
    );
  // How many to keep means nothing without a schedule: refuse it rather than ignore it.
  if ("BACKUP_KEEP" in present && !("BACKUP_DAILY_AT" in present))
    lines.push(
      "  BACKUP_KEEP: set, but BACKUP_DAILY_AT is not; set the time of the daily backup (such as 03:00) to turn it on",
    );
  if (!parsed.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    mailRetry: { attempts: values.MAIL_ATTEMPTS, retryDelaySeconds: values.MAIL_RETRY_DELAY },
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    seedDemo: values.SEED_DEMO === "true",
    trustProxy: values.TRUST_PROXY,
    s3:
      values.S3_ENDPOINT && values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: values.S3_ENDPOINT.replace(/\/+$/, ""),
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            prefix: values.S3_PREFIX?.replace(/^\/+|\/+$/g, "") || null,
          }
        : null,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, prefix: values.REDIS_PREFIX } : null,
    backup: values.BACKUP_DAILY_AT
      ? {
          dailyAt: values.BACKUP_DAILY_AT,
          cron: `${Number(values.BACKUP_DAILY_AT.slice(3))} ${Number(values.BACKUP_DAILY_AT.slice(0, 2))} * * *`,
          keep: values.BACKUP_KEEP,
        }
      : null,
    logLevel: values.LOG_LEVEL,
    shutdownDrainSeconds: values.SHUTDOWN_DRAIN_SECONDS,
    accessLog: values.ACCESS_LOG === "on",
    metricsToken: values.METRICS_TOKEN ?? null,
  };
}

/** Keeps a generated secret under DATA_DIR so sessions survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
