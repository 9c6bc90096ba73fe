/**
 * One line of JSON per event, so logs from several instances can be searched
 * together. Errors carry the request id that the visitor's error page shows.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function write(level: string, message: string, fields?: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

export const log: Logger = {
  info: (message, fields) => write("info", message, fields),
  warn: (message, fields) => write("warn", message, fields),
  error: (message, fields) => write("error", message, fields),
};

/** Logs nothing: for tests that check behaviour, not output. */
export const silentLog: Logger = { info() {}, warn() {}, error() {} };

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
