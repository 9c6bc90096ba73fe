import type { z } from "zod";

/** What a form action returns when its input is rejected: one message per field. */
export type FieldErrors = Partial<Record<string, string>>;

export type ParseResult<T> =
  { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; firstError: string };

/**
 * Validates a submitted form (or JSON object) against a shared schema, keeping
 * the first message of each field, in the order the fields are declared.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: FormData | unknown,
): ParseResult<z.output<S>> {
  const values = input instanceof FormData ? Object.fromEntries(input) : input;
  // PostgreSQL cannot store a NUL character in text, nor half of a UTF-16
  // surrogate pair (it would be stored as U+FFFD, not as sent); no honest
  // form sends either.
  const invalid = pathOfInvalidText(values);
  if (invalid !== null) {
    const message = /*i18n*/ "The text contains an invalid character. Please retype it.";
    return { ok: false, fieldErrors: { [invalid || "form"]: message }, firstError: message };
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors, firstError: result.error.issues[0]?.message ?? /*i18n*/ "Invalid input." };
}

const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string holding a NUL character or a lone surrogate, or null. */
function pathOfInvalidText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return NUL_OR_LONE_SURROGATE.test(value) ? path : null;
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = pathOfInvalidText(inner, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * A single-line field's text (a title, a name, a city) with each run of
 * control characters, line breaks among them, folded to one space: a title
 * pasted with its line break is kept, as one line. Every single-line field of
 * the schemas passes through it (zod's `.overwrite(oneLine)`, before `.trim()`).
 */
export function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
}

/** A real day written YYYY-MM-DD. Date.parse takes 2026-02-30 (as 2 March); PostgreSQL refuses it. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "0001-01-01") return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
