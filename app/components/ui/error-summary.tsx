import { useEffect, useId, useRef } from "react";
import { translateText } from "../../../common/i18n";
import type { FieldErrors } from "../../../common/schemas/form";

/** A refused form's answer: the specification's title and message, and the field messages. */
export interface RefusedResult {
  toast: { title: string; description?: string };
  fieldErrors?: FieldErrors;
}

/**
 * The one way a refused form says so (decision 0021): this summary at the top
 * of the form, and each field's own message under the field. The summary is
 * rendered by the server with the error, so it is there without JavaScript
 * too; with JavaScript it takes focus and is scrolled into view each time a
 * new refusal arrives (`result`: the action's answer, a new object each time).
 * A refused form that re-renders raises no toast: toasts are for what
 * happened elsewhere or after a redirect.
 */
export function ErrorSummary({
  result,
  title = result.toast.title,
  className,
}: {
  /** The action's answer (server/http/action.ts failure()): its title, message and field messages. */
  result: RefusedResult;
  /** Instead of the answer's title, where the form words it otherwise (refusalTitle). */
  title?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // Instantly (the page scrolls smoothly otherwise), under the sticky header (scroll-margin).
    element.scrollIntoView({ block: "start", behavior: "instant" });
  }, [result]);
  // The answer's words are English as the server wrote them; shown in the page's language.
  const description = result.toast.description && translateText(result.toast.description);
  const messages = [
    ...new Set(
      Object.values(result.fieldErrors ?? {})
        .filter((message): message is string => !!message)
        .map((message) => translateText(message)),
    ),
  ];
  const showDescription = description && !messages.includes(description);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      data-error-summary=""
      className={
        "scroll-mt-24 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 outline-none focus-visible:ring-4 focus-visible:ring-red-700/30 focus:ring-4 focus:ring-red-700/25" +
        (className ? ` ${className}` : "")
      }
    >
      <p id={headingId} className="font-semibold">
        {translateText(title)}
      </p>
      {showDescription ? <p className="mt-1">{description}</p> : null}
      {messages.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The heading of a refused profile step or save: "Please check the following"
 * over the list of what to fix when the input was refused field by field (a
 * new candidate has nothing that 'failed' to update), else the
 * specification's failure title ('Update failed').
 */
export function refusalTitle(failed: { toast: { title: string }; fieldErrors: FieldErrors }): string {
  return Object.keys(failed.fieldErrors).length ? /*i18n*/ "Please check the following" : failed.toast.title;
}
