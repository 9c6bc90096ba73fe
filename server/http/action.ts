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

/** What a page says when a form post's body cannot be read as a form. */
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please reload the page and try again.";

/**
 * The request's form fields. A body that is not a form (malformed multipart,
 * a wrong Content-Type) is the sender's fault: a 400 with a plain message,
 * not an error page with a 500.
 */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  }
}
