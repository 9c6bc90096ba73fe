import { isRouteErrorResponse } from "react-router";
import { useRequestId } from "./request-info";
import { buttonClass } from "./ui/button";

/**
 * What a visitor sees when a page fails: 404, a request refused for what it
 * sent (a 4xx thrown with a message, such as an unreadable form), or anything
 * else, kept generic. Never a stack trace: a short reference lets support find
 * the log line.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const requestId = useRequestId();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal =
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && typeof error.data === "string"
      ? error.data
      : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-navy-800">{notFound ? "404" : "Sorry"}</p>
      <h1 className="mt-4 text-2xl font-semibold">
        {notFound ? "Oops! Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-ink-muted">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : (refusal ?? "We could not complete that request. Please try again in a moment.")}
      </p>
      {!notFound ? (
        // The id exists only in the server's HTML. Hydration keeps an
        // element's differing text (suppressHydrationWarning) only when its
        // children are a string on both sides, so the browser's render, which
        // has no id, gives an empty string rather than nothing.
        <p className="mt-2 text-sm text-ink-muted" suppressHydrationWarning>
          {requestId ? `Reference: ${requestId}` : ""}
        </p>
      ) : null}
      <a href="/" className={buttonClass("primary", "md", "mt-8")}>
        Return to Home
      </a>
    </section>
  );
}
