import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useEffect, useRef, type InputHTMLAttributes } from "react";
import { useFetcher } from "react-router";
import type { Toast } from "../../../common/toast";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { translateText, useLocalizedPath } from "../../../common/i18n";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from "../../../common/schemas/contact-fields";
import type { FieldErrors } from "../../../common/schemas/form";
import { StaticHtml } from "./static-html";

export type ContactValues = Partial<Record<"fullName" | "email" | "phone" | "company" | "message", string>>;

/** What the home page's action answers (see app/routes/home.tsx): a refusal comes with what was typed. */
export type ContactResult =
  { ok: true; toast: Toast } | { ok: false; toast: Toast; fieldErrors: FieldErrors; values?: ContactValues };

type ContactFieldName = keyof ContactValues;

/**
 * A labelled field as ui/field.tsx draws it (same classes, label, required
 * marker and error wiring), kept here so the home page does not load the
 * shared field module with its password and select fields: the home page's
 * JavaScript has a budget (docs/decisions/0005-public-site.md).
 */
function ContactField({
  label,
  name,
  error,
  value,
  multiline,
  hint,
  required,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: ContactFieldName;
  error?: string;
  value?: string;
  multiline?: boolean;
  hint?: string;
}) {
  const id = `contact-${name}`;
  const common = {
    id,
    name,
    required,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined,
    className: clsx(
      "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-600/30 aria-[invalid=true]:border-red-600",
      multiline && "min-h-28",
    ),
  };
  return (
    <div className={clsx("space-y-1", multiline && "sm:col-span-2")}>
      <div className="flex gap-1 text-sm font-medium text-ink">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : null}
      </div>
      {multiline ? <textarea rows={5} {...common} /> : <input {...common} {...props} />}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact section (id "contact", the target of /?section=contact). With
 * JavaScript the form posts through a fetcher, stays in place and is cleared on
 * success; without it, it is a plain form post to the same action and the page
 * comes back at #contact with the result.
 */
export function ContactSection({
  introHtml,
  initialResult,
}: {
  introHtml: string;
  initialResult?: ContactResult;
}) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const fetcher = useFetcher<ContactResult>({ key: "contact" });
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? initialResult;
  const sending = fetcher.state !== "idle";
  const failed = result && !result.ok ? result : null;
  const values = failed?.values ?? {};
  // A success is a toast and a note in place; a refusal only the error summary (decision 0021).
  useToast(result?.ok ? result.toast : undefined);

  useEffect(() => {
    // Cleared after a success; a refusal's summary takes focus itself.
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-surface py-16 sm:py-24">
      <div className="mx-auto grid w-full max-w-[1200px] gap-12 px-4 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
        <StaticHtml html={introHtml} />

        <fetcher.Form
          ref={form}
          method="post"
          action={to("/?index#contact")}
          noValidate
          aria-labelledby="contact-title"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
        >
          {failed ? (
            <ErrorSummary result={failed} className="mb-6" />
          ) : result ? (
            // The in-page twin of the success toast (ui/alert.tsx's look), which also works without
            // JavaScript; on a visitor's page the visitor script raises the toast from it.
            <div
              role="status"
              data-toast-when="load"
              data-toast-title={translateText(result.toast.title)}
              data-toast-description={result.toast.description && translateText(result.toast.description)}
              className="mb-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
            >
              <p className="font-semibold">{translateText(result.toast.title)}</p>
              <p>{result.toast.description && translateText(result.toast.description)}</p>
            </div>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <ContactField
              label={t`Full Name`}
              name="fullName"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.fullName}
              value={values.fullName}
              error={failed?.fieldErrors.fullName}
            />
            <ContactField
              label={t`Email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              error={failed?.fieldErrors.email}
            />
            <ContactField
              label={t`Phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              value={values.phone}
              error={failed?.fieldErrors.phone}
            />
            <ContactField
              label={t`Company`}
              name="company"
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.company}
              value={values.company}
              error={failed?.fieldErrors.company}
            />
            <ContactField
              label={t`Message`}
              name="message"
              multiline
              required
              hint={t`Up to 5,000 characters.`}
              value={values.message}
              error={failed?.fieldErrors.message}
            />
          </div>
          {/* The honeypot: off-screen, out of the tab order and hidden from screen readers. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              {t`Leave this field empty`}
              <input
                type="text"
                name={CONTACT_HONEYPOT_FIELD}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink-muted">
              <span aria-hidden="true" className="text-red-700">
                *
              </span>{" "}
              {t`Required`}
            </p>
            <Button
              type="submit"
              size="lg"
              disabled={sending}
              data-sending-label={t`Sending...`}
              className="w-full sm:w-auto"
            >
              {sending ? t`Sending...` : t`Send Message`}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
