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
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors, firstError: result.error.issues[0]?.message ?? "Invalid input." };
}
