import { data } from "react-router";
import type { FieldErrors } from "../../common/schemas/form";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../db/database";
import { translateText } from "../../common/i18n";
import { DomainError, httpStatusOf, isDomainError } from "../domain/errors";
import type { GuardArgs } from "./guards";
import { redirectWithToast } from "./toast";

/**
 * What a form action returns when the domain refused the input: its words
 * already in the page's language (the action runs in the request's, and the
 * server holds every catalogue), so a page shows them as they come.
 */
export interface ActionFailure {
  ok: false;
  toast: { title: string; description: string; variant: "destructive" };
  fieldErrors: FieldErrors;
}

/** The toast's words of a DomainError, in the request's language (its English is for the API and logs). */
function toastOf(error: DomainError) {
  return { title: translateText(error.title), description: translateText(error.text, error.values) };
}

/** Each field's message in the request's language. */
function fieldErrorsOf(error: DomainError): FieldErrors {
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, message]) => [field, message && translateText(message)]),
  );
}

/** What a form action returns when it did what was asked: the toast that says so. */
export function succeeded(title: string, description?: string) {
  return {
    ok: true as const,
    toast: {
      title: translateText(title),
      description: description === undefined ? undefined : translateText(description),
    },
  };
}

/** A form's own failure message (SPEC §8), for when it fails through no fault of the input. */
export interface FailureMessage {
  title: string;
  description: string;
}

/**
 * Turns a DomainError into the page's error response (status, toast, field
 * messages). A database that cannot be reached, met anywhere in the action
 * (the session lookup included, or under a DomainError that stands for it),
 * is answered 503 with Retry-After and the form's own failure message
 * `unavailable` (else the DomainError's, else a general one), as data, not
 * an error: the form shows it with what was typed (`extra`), or, when the
 * page around the form needs the database too, the error page does
 * (app/components/error-page.tsx). Anything else is unexpected and is
 * rethrown, to be logged and shown as the error page.
 */
export function failure<Extra extends object = object>(
  error: unknown,
  extra?: Extra,
  unavailable?: FailureMessage,
) {
  if (isDatabaseUnavailable(error)) {
    const message =
      unavailable ??
      (isDomainError(error)
        ? toastOf(error)
        : {
            title: translateText(/*i18n*/ "Error"),
            description: translateText(DATABASE_UNAVAILABLE.message),
          });
    const body: ActionFailure & Partial<Extra> = {
      ...(extra ?? ({} as Extra)),
      ok: false,
      toast: {
        title: translateText(message.title),
        description: translateText(message.description),
        variant: "destructive",
      },
      fieldErrors: {},
    };
    // The header goes out with every 503 (app/entry.server.tsx): React Router passes on only an action's cookies.
    return data(body, {
      status: 503,
      headers: { "Retry-After": String(DATABASE_UNAVAILABLE.retryAfterSeconds) },
    });
  }
  if (!isDomainError(error)) throw error;
  const body: ActionFailure & Partial<Extra> = {
    ...(extra ?? ({} as Extra)),
    ok: false,
    toast: { ...toastOf(error), variant: "destructive" },
    fieldErrors: fieldErrorsOf(error),
  };
  const headers: HeadersInit = error.options.retryAfterSeconds
    ? { "Retry-After": String(error.options.retryAfterSeconds) }
    : {};
  return data(body, { status: httpStatusOf[error.kind], headers });
}

/** What a page says when a form post's body cannot be read as a form. */
export const UNREADABLE_FORM_MESSAGE =
  /*i18n*/ "The form could not be read. Please reload the page and try again.";

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

type FailureText = string | FailureMessage;

/** One of a page's forms (by its `intent` field): what it does, and its own failure message (SPEC §8). */
export interface FormIntent<Ctx> {
  /** The form's failure message: its description under the title 'Error', or both; or made from the form. */
  failed: FailureText | ((form: FormData) => FailureText);
  run: (ctx: Ctx, form: FormData) => Promise<unknown>;
}

export interface FormActionOptions<Intent extends string> {
  /** The intent of a form that sends none (a tab's original single form). */
  fallbackIntent?: Intent;
  /** Where a candidate without the profile this needs is sent (default /profile). */
  profileRequired?: string;
}

/** What a form action answers when it did not do what was asked. */
type Failed = ReturnType<typeof failure<{ intent: string; values: Record<string, string> }>> | Response;

/**
 * Every form's action, one way: reads the form once, passes `guard` (inside
 * the `try`, so a session lookup that meets the database down is answered
 * like any other step), runs the form's intent, and answers a failure with
 * that form's message, echoing the intent and what was typed (`values`) so
 * the form can be shown again. A page with one form gives that form alone; a
 * page with several, a map from `intent` to form (`fallbackIntent` for a
 * form that sends none). An unknown intent is refused. A candidate without
 * the profile the step needs is sent to it with the refusal as a toast.
 */
export function formAction<Ctx, Intent extends FormIntent<Ctx>>(
  args: GuardArgs,
  guard: (args: GuardArgs) => Promise<Ctx>,
  intent: Intent,
  options?: FormActionOptions<string>,
): Promise<Awaited<ReturnType<Intent["run"]>> | Failed>;
export function formAction<Ctx, Intents extends Record<string, FormIntent<Ctx>>>(
  args: GuardArgs,
  guard: (args: GuardArgs) => Promise<Ctx>,
  intents: Intents,
  options?: FormActionOptions<keyof Intents & string>,
): Promise<Awaited<ReturnType<Intents[keyof Intents]["run"]>> | Failed>;
export async function formAction<Ctx>(
  args: GuardArgs,
  guard: (args: GuardArgs) => Promise<Ctx>,
  intents: FormIntent<Ctx> | Record<string, FormIntent<Ctx>>,
  options: FormActionOptions<string> = {},
): Promise<unknown> {
  const form = await formOf(args.request);
  const single = isIntent(intents);
  const intent = single ? "" : String(form.get("intent") ?? options.fallbackIntent ?? "");
  const known = single ? intents : Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  try {
    const ctx = await guard({ ...args, form });
    if (!known) throw new DomainError("invalid", /*i18n*/ "Unknown action.");
    return await known.run(ctx, form);
  } catch (error) {
    if (isDomainError(error) && error.kind === "profile_required") {
      return redirectWithToast(args.context, options.profileRequired ?? "/profile", {
        title: error.title,
        description: error.message,
        variant: "destructive",
      });
    }
    const text = typeof known?.failed === "function" ? known.failed(form) : known?.failed;
    const failed = typeof text === "string" ? { title: /*i18n*/ "Error", description: text } : text;
    return failure(error, { intent, values: typedValues(form) }, failed);
  }
}

/**
 * What was typed, to show the form again: its text fields, less any password
 * or token, which never travel back into a page (or its hydration data).
 */
function typedValues(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" && !/password|token|secret/i.test(entry[0]),
    ),
  );
}

function isIntent<Ctx>(value: FormIntent<Ctx> | Record<string, FormIntent<Ctx>>): value is FormIntent<Ctx> {
  return Object.hasOwn(value, "run") && typeof (value as FormIntent<Ctx>).run === "function";
}
