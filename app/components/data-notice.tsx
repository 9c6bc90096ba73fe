import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useId } from "react";
import { site } from "~/site.config";
import { translateText, useLocalizedPath } from "../../common/i18n";
import {
  CONSENT_FIELD,
  CONSENT_GIVEN,
  dataNotices,
  NOTICE_VERSION,
  type ConsentPurpose,
} from "../../common/schemas/data-notice";

/**
 * The notice the Digital Personal Data Protection Act, 2023 asks for where
 * personal data is first collected (issue #36, decision 0046), with its
 * unticked "I agree" box, inside the form that collects it:
 * `<DataNotice purpose="registration" error={result?.fieldErrors.consent} />`.
 * Plain HTML (a <details> for the itemised text): it works on a visitor's page,
 * which ships no React. The words are common/schemas/data-notice.ts's.
 */
export function DataNotice({
  purpose,
  error,
  open = true,
  given = false,
  className,
}: {
  purpose: ConsentPurpose;
  /** The refusal's message for the box, if the form came back without it. */
  error?: string;
  /** Whether the itemised notice shows at once (a small form may keep it folded). */
  open?: boolean;
  /** The box as the person left it when the form came back refused for another field. */
  given?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const id = useId();
  const notice = dataNotices[purpose];
  const email = site.emails.support;
  const errorId = `${id}-error`;
  return (
    <div
      className={clsx("rounded-lg border border-stone-200 bg-stone-50 px-3 pb-2 text-sm text-ink", className)}
      data-notice={purpose}
      data-notice-version={NOTICE_VERSION}
    >
      <details open={open}>
        {/* 44 px tall: a whole tap target on a phone. */}
        <summary className="cursor-pointer py-3 font-semibold text-navy-900">
          {translateText(notice.title)}
        </summary>
        <dl className="mt-2 space-y-1.5">
          {notice.items.map((item) => (
            <div key={item.heading}>
              <dt className="inline font-semibold">{translateText(item.heading)}: </dt>
              <dd className="inline text-ink-muted">{translateText(item.text, { email })}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-ink-muted">
          {t`Notice version ${NOTICE_VERSION}.`}{" "}
          <a href={to("/privacy")} className="font-medium text-navy-800 underline underline-offset-2">
            {t`Privacy Policy`}
          </a>
        </p>
      </details>
      <div className="mt-2 flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={CONSENT_FIELD}
          value={CONSENT_GIVEN}
          required
          defaultChecked={given}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-navy-700"
        />
        <label htmlFor={id} className="font-medium">
          {translateText(notice.agree)}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 font-medium text-red-700">
          {translateText(error)}
        </p>
      ) : null}
    </div>
  );
}
