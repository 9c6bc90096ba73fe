import pino from "pino";

/**
 * One line of JSON per event, so logs from several instances can be searched
 * together (pino, decision 0027). Errors carry the request id that the
 * visitor's error page shows: a request's logger (`requestLogger`) adds it to
 * every line.
 *
 * The seam the code logs through: a message, then its fields. Tests replace
 * its methods (`services.log.error = …`) to see what is logged, so a
 * request's logger calls through its parent's methods rather than holding a
 * pino child of its own.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** pino's levels, most severe first; `LOG_LEVEL` is one of them (server/config.ts). */
export type LogLevel = pino.LevelWithSilent;

// Keys whose value never reaches the log, at the top of a line's fields or one
// object down (`user.password`, `config.sessionSecret`, `headers.cookie`).
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "secret",
  "sessionSecret",
  "SESSION_SECRET",
  "secretAccessKey",
  "S3_SECRET_ACCESS_KEY",
  "metricsToken",
  "METRICS_TOKEN",
  "authorization",
  "cookie",
  "set-cookie",
];
// Keys whose value is a URL: kept, without the credentials in it
// (postgres://user:pass@host → postgres://[Redacted]@host) and without a
// token in its query (/reset-password?token=… → ?token=[Redacted]).
const URL_KEYS = ["url", "databaseUrl", "smtpUrl", "redisUrl", "DATABASE_URL", "SMTP_URL", "REDIS_URL"];
const URL_KEY_SET = new Set(URL_KEYS);

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);
const REDACT_PATHS = [...SECRET_KEYS, ...URL_KEYS].flatMap((name) => [
  key(name).replace(/^\./, ""),
  `*${key(name)}`,
]);
// A request's headers one object further down (`req.headers.cookie`), and
// the configuration, should anyone log it whole.
REDACT_PATHS.push(
  "*.headers.authorization",
  "*.headers.cookie",
  '*.headers["set-cookie"]',
  "config.redis.url",
  "config.s3.secretAccessKey",
  "redis.url",
  "s3.secretAccessKey",
);

const REDACTED = "[Redacted]";

function censor(value: unknown, path: string[]): unknown {
  if (typeof value === "string" && URL_KEY_SET.has(path[path.length - 1])) return withoutSecrets(value);
  return REDACTED;
}

function withoutSecrets(url: string): string {
  return url
    .replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/?#]*@/i, `$1${REDACTED}@`)
    .replace(/([?&](?:token|code|password|secret)=)[^&#]*/gi, `$1${REDACTED}`);
}

export interface LoggerOptions {
  /** `info` unless told (LOG_LEVEL). */
  level?: LogLevel;
  /** Standard output, written synchronously, unless told: a test's stream, say. */
  destination?: pino.DestinationStream;
}

/**
 * A logger writing one JSON line per event: `{"level":"info","time":"…",
 * "pid":…,"hostname":"…",…fields,"message":"…"}`. Lines go to standard output
 * as they are logged (synchronously), so a line written just before the
 * process exits is not lost.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const logger = pino(
    {
      level: options.level ?? "info",
      messageKey: "message",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return {
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
  };
}

/**
 * A logger whose every line carries `bindings` as well, through `parent`'s
 * methods as they are when it logs (so a test's replacement sees its lines).
 */
export function childLogger(parent: Logger, bindings: Record<string, unknown>): Logger {
  return {
    info: (message, fields) => parent.info(message, { ...bindings, ...fields }),
    warn: (message, fields) => parent.warn(message, { ...bindings, ...fields }),
    error: (message, fields) => parent.error(message, { ...bindings, ...fields }),
  };
}

/** The logger of one request: every line carries the id its error page quotes. */
export function requestLogger(parent: Logger, requestId: string): Logger {
  return childLogger(parent, { requestId });
}

/** The process's logger at level info, for code given none; createServices makes one at LOG_LEVEL. */
export const log: Logger = createLogger();

/** Logs nothing: for tests that check behaviour, not output. */
export const silentLog: Logger = createLogger({ level: "silent" });

/**
 * An error as log fields. Things thrown that are not Errors (a Response, or
 * React Router's error response for a thrown `data()`) are written out as
 * JSON, up to a few hundred characters, rather than as "[object Object]".
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  if (error instanceof Response) return { error: `Response ${error.status} ${error.statusText}`.trim() };
  if (typeof error === "object" && error !== null) {
    let text: string;
    try {
      text = JSON.stringify(error) ?? String(error);
    } catch {
      text = String(error);
    }
    return { error: text.length > 500 ? `${text.slice(0, 500)}…` : text };
  }
  return { error: String(error) };
}
