import { useLingui } from "@lingui/react/macro";
import { useContext } from "react";
import { isRouteErrorResponse, UNSAFE_DataRouterDataContext } from "react-router";
import { translateText, useLocalizedPath } from "../../common/i18n";
import { refusalOf } from "../../common/refusals";
import { AccessDenied } from "./access-denied";
import { LoginRequired } from "./login-required";
import { useRequestId } from "./request-info";
import { buttonClass } from "./ui/button";

/**
 * What a visitor sees when a page fails: 404, a request refused for what it
 * sent (a 4xx thrown with a message, such as an unreadable form), or anything
 * else, kept generic. Never a stack trace: a short reference lets support find
 * the log line. A route guard's refusal page (common/refusals.ts) is drawn as
 * itself.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const requestId = useRequestId();
  const posted = usePostedFailure();
  const refused = refusalOf(error);
  if (refused?.refusal === "access-denied") return <AccessDenied {...refused} />;
  if (refused?.refusal === "login-required") return <LoginRequired {...refused} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal =
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && typeof error.data === "string"
      ? error.data
      : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-navy-800">{notFound ? "404" : t`Sorry`}</p>
      <h1 className="mt-4 text-2xl font-semibold">
        {notFound ? t`Oops! Page not found` : t`Something went wrong`}
      </h1>
      {posted && !notFound ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-semibold">{translateText(posted.title)}</p>
          <p>{translateText(posted.description)}</p>
        </div>
      ) : null}
      <p className="mt-3 text-ink-muted">
        {notFound
          ? t`The page you are looking for does not exist or has moved.`
          : refusal
            ? translateText(refusal)
            : t`We could not complete that request. Please try again in a moment.`}
      </p>
      {!notFound ? (
        // The id exists only in the server's HTML. Hydration keeps an
        // element's differing text (suppressHydrationWarning) only when its
        // children are a string on both sides, so the browser's render, which
        // has no id, gives an empty string rather than nothing.
        <p className="mt-2 text-sm text-ink-muted" suppressHydrationWarning>
          {requestId ? t`Reference: ${requestId}` : ""}
        </p>
      ) : null}
      <a href={to("/")} className={buttonClass("primary", "md", "mt-8")}>
        {t`Return to Home`}
      </a>
    </section>
  );
}

/**
 * The failure message of the form just posted, when its action answered one
 * and the page around it could not be drawn: while the database is down a
 * form answers 503 with its message (server/http/action.ts), and then the
 * page's own data cannot be read either. The visitor still learns which
 * form failed, in its own words. React Router offers an action's data to its
 * own route only, and this page is drawn by another's error boundary.
 */
function usePostedFailure(): { title: string; description: string } | null {
  const state = useContext(UNSAFE_DataRouterDataContext);
  for (const value of Object.values(state?.actionData ?? {})) {
    const result = value as { ok?: unknown; toast?: { title?: unknown; description?: unknown } } | null;
    const toast = result?.ok === false ? result.toast : undefined;
    if (typeof toast?.title === "string") {
      return {
        title: toast.title,
        description: typeof toast.description === "string" ? toast.description : "",
      };
    }
  }
  return null;
}
