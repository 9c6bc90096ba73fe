// A dialog whose state is the address (?view=…, ?delete=…), so it opens and
// closes without JavaScript: opening is a link or a GET form, closing a link
// back. With JavaScript it also behaves as a dialog should: focus moves in,
// Tab stays inside, Escape closes, and focus goes back to what opened it.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Form, Link, useNavigate } from "react-router";
import { buttonClass } from "./button";

// Hidden inputs (a confirming form's fields) cannot take focus: focusing one does nothing.
// A <details>' summary takes focus like a button.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex="0"]';

/**
 * What makes a box behave as a modal dialog: focus moves in on opening (to
 * the control marked `data-dialog-start`, else the first, or to the box
 * itself with `focusBox`), Tab and Shift+Tab go round inside it, Escape goes
 * to `closeTo`, and on closing focus goes back to `returnFocusTo`. Returns
 * the box's keydown handler.
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  {
    closeTo,
    returnFocusTo,
    focusBox = false,
  }: { closeTo: string; returnFocusTo?: string; focusBox?: boolean },
) {
  const navigate = useNavigate();
  useEffect(() => {
    const box = dialog.current;
    // The safe way out first (Cancel), so Enter on opening never deletes.
    const first =
      box?.querySelector<HTMLElement>("[data-dialog-start]") ?? box?.querySelector<HTMLElement>(FOCUSABLE);
    (focusBox ? box : first)?.focus();
  }, [dialog, focusBox]);
  // The control to return to can change while the dialog is open (stepping to the next candidate).
  const returnTo = useRef(returnFocusTo);
  useEffect(() => {
    returnTo.current = returnFocusTo;
  }, [returnFocusTo]);
  useEffect(
    () => () => {
      // After the dialog has gone, the page's own control takes focus back.
      const id = returnTo.current;
      if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
    },
    [],
  );

  return (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      navigate(closeTo, { preventScrollReset: true });
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const inside = focusable.includes(document.activeElement as HTMLElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
}

export function PageDialog({
  title,
  closeTo,
  returnFocusTo,
  children,
  actions,
}: {
  title: string;
  /** The address without the dialog. */
  closeTo: string;
  /** The id of the control that opened it, focused again once it closes. */
  returnFocusTo?: string;
  children: ReactNode;
  /** Buttons beside Close (e.g. the confirming form). */
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalDialog(dialog, { closeTo, returnFocusTo });

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-900/60 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="page-dialog-title"
        onKeyDown={onKeyDown}
        className="max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 break-words shadow-xl"
      >
        <h2 id="page-dialog-title" className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        {children}
        <div className="mt-6 flex flex-wrap gap-3">
          {actions}
          <Link
            to={closeTo}
            preventScrollReset
            data-dialog-start
            className={buttonClass(actions ? "ghost" : "primary", "md")}
          >
            {actions ? t`Cancel` : t`Close`}
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The first step of a destructive action: a button that only opens its
 * confirmation (`?{param}={value}`), keeping the rest of the address.
 */
export function ConfirmButton({
  param,
  value,
  keep,
  id,
  label,
  accessibleLabel,
}: {
  param: string;
  value: string;
  /** The address's other parameters, kept as they are (page, search). */
  keep: URLSearchParams;
  id: string;
  label: string;
  accessibleLabel?: string;
}) {
  const kept = [...keep].filter(([name]) => name !== param && name !== "view");
  return (
    <Form method="get" preventScrollReset>
      {kept.map(([name, kept], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={kept} />
      ))}
      <button
        id={id}
        type="submit"
        name={param}
        value={value}
        className={buttonClass("ghost", "sm", "text-red-700")}
        aria-label={accessibleLabel}
      >
        {label}
      </button>
    </Form>
  );
}

/** The second step: the form that does it, shown in the dialog. */
export function ConfirmForm({
  action,
  fields,
  label,
}: {
  /** Where it posts: the address without the dialog's parameter. */
  action: string;
  fields: Record<string, string>;
  label: string;
}) {
  return (
    <Form method="post" action={action} preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("danger", "md")}>
        {label}
      </button>
    </Form>
  );
}
