import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast, type Toast } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from "~/schemas/contact-fields";
import type { FieldErrors } from "~/schemas/form";
import { StaticHtml } from "./static-html";

export type ContactValues = Partial<Record<"fullName" | "email" | "phone" | "company" | "message", string>>;

/** What the home page's action answers (see app/routes/home.tsx). */
export type ContactResult =
  | { ok: true; toast: Toast }
  | { ok: false; toast: Toast; fieldErrors: FieldErrors; values: ContactValues };

/**
 * The contact section (id "contact", the target of /?section=contact). With
 * JavaScript the form posts through a fetcher, stays in place and is cleared on
 * success; without it, it is a plain form post to the same action and the page
 * comes back at #contact with the result.
 */
export function ContactSection({ introHtml, initialResult }: { introHtml: string; initialResult?: ContactResult }) {
  const fetcher = useFetcher<ContactResult>({ key: "contact" });
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? initialResult;
  const sending = fetcher.state !== "idle";
  const failed = result && !result.ok ? result : null;
  const values = failed?.values ?? {};
  useToast(result?.toast);

  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-surface py-16 sm:py-24">
      <div className="mx-auto grid w-full max-w-[1200px] gap-12 px-4 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
        <StaticHtml html={introHtml} />

        <fetcher.Form
          ref={form}
          method="post"
          action="/?index#contact"
          noValidate
          aria-labelledby="contact-title"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
        >
          {result ? (
            <div className="mb-6">
              <Alert tone={result.ok ? "success" : "error"} title={result.toast.title}>
                {result.toast.description}
              </Alert>
            </div>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Full Name"
              name="fullName"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.fullName}
              defaultValue={values.fullName}
              error={failed?.fieldErrors.fullName}
            />
            <Field
              label="Email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={CONTACT_LIMITS.email}
              defaultValue={values.email}
              error={failed?.fieldErrors.email}
            />
            <Field
              label="Phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              defaultValue={values.phone}
              error={failed?.fieldErrors.phone}
            />
            <Field
              label="Company"
              name="company"
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.company}
              defaultValue={values.company}
              error={failed?.fieldErrors.company}
            />
            <TextareaField
              label="Message"
              name="message"
              required
              rows={5}
              className="sm:col-span-2"
              hint="Up to 5,000 characters."
              defaultValue={values.message}
              error={failed?.fieldErrors.message}
            />
          </div>
          {/* The honeypot: off-screen, out of the tab order and hidden from screen readers. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Leave this field empty
              <input type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink-muted">
              <span aria-hidden="true" className="text-red-700">
                *
              </span>{" "}
              Required
            </p>
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
              {sending ? "Sending..." : "Send Message"}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
