// The admin's client and contact forms (issue #37): plain posts to the page's
// action, each folded in a disclosure until wanted, open again when refused.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { FieldErrors } from "../../../common/schemas/form";
import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";

type Values = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** What a refused post of one form echoes: its intent, what was typed and each field's message. */
export interface Refused {
  intent?: string;
  values?: Record<string, string>;
  fieldErrors?: FieldErrors;
}

/** The refusal, if it came from this form (its intent and, for a contact, its id). */
export function refusedBy(result: unknown, intent: string, id?: string): Refused | null {
  if (!result || typeof result !== "object") return null;
  const refused = result as Refused & { ok?: boolean };
  if (refused.ok !== false || refused.intent !== intent) return null;
  if (id !== undefined && refused.values?.id !== id) return null;
  return refused;
}

export function Disclosure({
  summary,
  open,
  children,
}: {
  summary: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-2xl border border-stone-200 bg-white p-4" open={open}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-900">
        <span
          aria-hidden="true"
          className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
        >
          ▸
        </span>
        {summary}
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}

/** Add or edit a client: name, industry, city, website, notes. */
export function ClientForm({
  intent,
  values = {},
  refused,
  submitLabel,
}: {
  intent: string;
  values?: Values;
  refused: Refused | null;
  submitLabel: string;
}) {
  const { t } = useLingui();
  const shown = refused?.values ?? values;
  const errors = refused?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <Field
        label={t`Client name`}
        name="name"
        required
        defaultValue={text(shown.name)}
        error={errors.name}
        className="sm:col-span-2"
      />
      <Field
        label={t`Industry`}
        name="industry"
        defaultValue={text(shown.industry)}
        error={errors.industry}
      />
      <Field label={t`City`} name="city" defaultValue={text(shown.city)} error={errors.city} />
      <Field
        label={t`Website`}
        name="website"
        inputMode="url"
        placeholder="https://"
        defaultValue={text(shown.website)}
        error={errors.website}
        className="sm:col-span-2"
      />
      <Field
        label={t`Replacement guarantee (days)`}
        name="guarantee_days"
        inputMode="numeric"
        hint={t`From the joining date; 90 unless the contract says otherwise.`}
        defaultValue={text(shown.guarantee_days ?? 90)}
        error={errors.guarantee_days}
      />
      <Field
        label={t`Usual fee (% of annual CTC)`}
        name="default_fee_percent"
        inputMode="decimal"
        hint={t`A new offer's form starts from it.`}
        defaultValue={text(shown.default_fee_percent)}
        error={errors.default_fee_percent}
      />
      <TextareaField
        label={t`Notes`}
        name="notes"
        hint={t`Seen by the firm's staff only.`}
        defaultValue={text(shown.notes)}
        error={errors.notes}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}

/** Add or edit a contact: name, designation, e-mail, mobile. */
export function ContactForm({
  intent,
  id,
  values = {},
  refused,
  submitLabel,
}: {
  intent: string;
  id?: string;
  values?: Values;
  refused: Refused | null;
  submitLabel: string;
}) {
  const { t } = useLingui();
  const shown = refused?.values ?? values;
  const errors = refused?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Field
        label={t`Contact name`}
        name="name"
        required
        defaultValue={text(shown.name)}
        error={errors.name}
      />
      <Field
        label={t`Designation`}
        name="designation"
        defaultValue={text(shown.designation)}
        error={errors.designation}
      />
      <Field
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="off"
        defaultValue={text(shown.email)}
        error={errors.email}
      />
      <Field
        label={t`Mobile`}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        defaultValue={text(shown.mobile)}
        error={errors.mobile}
      />
      <div className="sm:col-span-2">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
