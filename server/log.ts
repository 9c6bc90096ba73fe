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

// Keys whose value never reaches the log, at the top of a line's fields or up
// to two objects down (`user.password`, `config.sessionSecret`,
// `req.headers.cookie`).
const SECRET_KEYS = new Set([
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
]);
// Keys whose value is a URL: kept, without the credentials in it
// (postgres://user:pass@host → postgres://[Redacted]@host) and without a
// token in its query (/reset-password?token=… → ?token=[Redacted]).
const URL_KEYS = new Set([
  "url",
  "databaseUrl",
  "smtpUrl",
  "redisUrl",
  "DATABASE_URL",
  "SMTP_URL",
  "REDIS_URL",
]);

const REDACTED = "[Redacted]";

/**
 * A line's fields with the secrets taken out, copying only the objects that
 * held one: the caller's object is left as it was. Written here rather than
 * pino's `redact` (fast-redact), whose ninety wildcard paths cost some 20 µs
 * a line: as much as answering a cached page, once the access log wrote a
 * line for each (decision 0062).
 */
function redacted(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const name in fields) {
    const value = fields[name];
    let safe = value;
    if (SECRET_KEYS.has(name)) safe = REDACTED;
    else if (URL_KEYS.has(name)) safe = typeof value === "string" ? withoutSecrets(value) : REDACTED;
    else if (depth < 2 && value !== null && typeof value === "object" && !Array.isArray(value))
      safe = redacted(value as Record<string, unknown>, depth + 1);
    if (safe !== value) {
      copy ??= { ...fields };
      copy[name] = safe;
    }
  }
  return copy ?? fields;
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
      formatters: { level: (label) => ({ level: label }), log: (fields) => redacted(fields) },
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
