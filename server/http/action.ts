import { data } from "react-router";
import type { FieldErrors } from "../../app/schemas/form";
import { httpStatusOf, isDomainError } from "../domain/errors";

/** What a form action returns when the domain refused the input. */
export interface ActionFailure {
  ok: false;
  toast: { title: string; description: string; variant: "destructive" };
  fieldErrors: FieldErrors;
}

/**
 * Turns a DomainError into the page's error response (status, toast, field
 * messages). Anything else is unexpected and is rethrown, to be logged and
 * shown as the error page.
 */
export function failure<Extra extends object = object>(error: unknown, extra?: Extra) {
  if (!isDomainError(error)) throw error;
  const body: ActionFailure & Partial<Extra> = {
    ...(extra ?? ({} as Extra)),
    ok: false,
    toast: { title: error.title, description: error.message, variant: "destructive" },
    fieldErrors: error.fieldErrors,
  };
  const headers: HeadersInit = error.options.retryAfterSeconds
    ? { "Retry-After": String(error.options.retryAfterSeconds) }
    : {};
  return data(body, { status: httpStatusOf[error.kind], headers });
}
