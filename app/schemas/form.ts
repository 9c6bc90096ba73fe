import type { z } from "zod";

/** What a form action returns when its input is rejected: one message per field. */
export type FieldErrors = Partial<Record<string, string>>;

export type ParseResult<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; firstError: string };

/**
 * Validates a submitted form (or JSON object) against a shared schema, keeping
 * the first message of each field, in the order the fields are declared.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: FormData | unknown,
): ParseResult<z.output<S>> {
  const values = input instanceof FormData ? Object.fromEntries(input) : input;
  // PostgreSQL cannot store a NUL character in text; no honest form sends one.
  const nul = pathOfNul(values);
  if (nul !== null) {
    const message = "The text contains an invalid character. Please retype it.";
    return { ok: false, fieldErrors: { [nul || "form"]: message }, firstError: message };
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors, firstError: result.error.issues[0]?.message ?? "Invalid input." };
}

/** The path of the first string holding a NUL character, or null. */
function pathOfNul(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = pathOfNul(inner, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}
