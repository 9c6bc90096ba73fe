import type { z } from "zod";
import { fillPlaceholders } from "../../common/i18n";
import { parseWith, type FieldErrors } from "../../common/schemas/form";

export type DomainErrorKind =
  | "invalid" // bad input: 400/422, nothing written
  | "unauthenticated" // must sign in: 401
  | "forbidden" // signed in but not allowed: 403
  | "profile_required" // a candidate without the (complete) profile this needs: 403
  | "not_found" // absent, or not visible to this actor: 404
  | "conflict" // e.g. already applied: 409
  | "rate_limited"; // 429

/** What fills a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/**
 * A failure the user can be told about. `title` and `message` are what the
 * page's toast or alert shows (the specification's words where it has some),
 * in English, marked `/*i18n*\/` for the catalogue where they are written
 * (docs/i18n.md). A message that names something (a number, a job) is
 * written with `{name}` placeholders and given `values`: `message` is then
 * the English with the values filled in, and `text` the catalogue's key, for
 * `translateText(error.text, error.values)`.
 * `cause` is the unexpected error it stands for, if any: a database that
 * cannot be reached makes it a 503 (server/http/action.ts), not a refusal.
 */
export class DomainError extends Error {
  /** The message as the catalogue holds it: with its `{name}` placeholders when it has `values`. */
  readonly text: string;
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly options: {
      title?: string;
      fieldErrors?: FieldErrors;
      retryAfterSeconds?: number;
      cause?: unknown;
      /** The values of the message's `{name}` placeholders. */
      values?: MessageValues;
    } = {},
  ) {
    super(
      fillPlaceholders(message, options.values),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = "DomainError";
    this.text = message;
  }
  get title() {
    return this.options.title ?? /*i18n*/ "Error";
  }
  /** The values of the message's placeholders, if it has any. */
  get values(): MessageValues | undefined {
    return this.options.values;
  }
  get fieldErrors() {
    return this.options.fieldErrors ?? {};
  }
}

export const httpStatusOf: Record<DomainErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  profile_required: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/**
 * Parses input with a shared schema or throws an "invalid" DomainError carrying
 * every field's message; `titles` maps a message to the toast title the
 * specification gives it.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: FormData | unknown,
  titles: Record<string, string> = {},
): z.output<S> {
  const parsed = parseWith(schema, input);
  if (parsed.ok) return parsed.data;
  throw new DomainError("invalid", parsed.firstError, {
    title: titles[parsed.firstError] ?? /*i18n*/ "Error",
    fieldErrors: parsed.fieldErrors,
  });
}
