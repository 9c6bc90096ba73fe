import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { translateText } from "../../../common/i18n";

import { inputClass, selectClass } from "./field-classes";

export { inputClass, selectClass };

/** The label, with the required marker outside it so the field's name stays exactly the label. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <div className="flex gap-1 text-sm font-medium text-ink">
      <label htmlFor={htmlFor}>{label}</label>
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      ) : null}
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error message tied to it for screen readers. */
export function Field({ label, name, error, hint, className, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={clsx("space-y-1", className)}>
      <FieldLabel htmlFor={inputId} label={label} required={props.required} />
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(error && errorId, hint && hintId) || undefined}
        className={inputClass}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle (a real button, so it is keyboard reachable). */
export function PasswordField({ label, error, className, id, ...props }: Omit<FieldProps, "type" | "hint">) {
  const { t } = useLingui();
  const fieldName = label.toLowerCase();
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx("space-y-1", className)}>
      <FieldLabel htmlFor={inputId} label={label} required={props.required} />
      <div className="relative">
        {/* Only the input's own attributes: label and error are not HTML attributes of <input>. */}
        <input
          {...props}
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(inputClass, "pr-20")}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          className="absolute inset-y-0 right-0 min-w-11 rounded-md px-3 text-sm font-medium text-navy-700 hover:bg-navy-50"
          aria-label={visible ? t`Hide ${fieldName}` : t`Show ${fieldName}`}
          aria-pressed={visible}
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A native select (fast and familiar on phones) with its label and error. */
export function SelectField({
  label,
  name,
  options,
  error,
  placeholder,
  className,
  required,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
  error?: string;
  placeholder?: string | null;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={clsx("space-y-1", className)}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className={selectClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {placeholder !== null ? <option value="">{placeholder ?? t`Select…`}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {/* Option labels from the shared schemas are marked for the catalogue there. */}
            {translateText(text)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled textarea. */
export function TextareaField({
  label,
  name,
  error,
  hint,
  className,
  required,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={clsx("space-y-1", className)}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        className={clsx(inputClass, "min-h-28")}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(error && `${id}-error`, hint && `${id}-hint`) || undefined}
        required={required}
        {...props}
      />
      {hint ? (
        <div id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}
