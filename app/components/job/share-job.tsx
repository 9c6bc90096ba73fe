import { useLingui } from "@lingui/react/macro";
import { useId, useState, useSyncExternalStore } from "react";
import { Button } from "../ui/button";
import { inputClass } from "../ui/field";

const noSubscription = () => () => {};

/**
 * "Share this job" (decision 0059), for a signed-in user: the job's link
 * carrying their signed referral. Without JavaScript the link is a read-only
 * field to copy; once React runs, a button copies it.
 */
export function ShareJob({ link }: { link: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const fieldId = useId();
  // False on the server and while hydrating: the button shows only where it can copy.
  const canCopy = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => false,
  );
  const [copied, setCopied] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-5"
      data-share-job=""
    >
      <h2 id={headingId} className="text-lg font-bold text-navy-900">{t`Share this job`}</h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t`Know someone who fits? Send them this link. If they apply through it, their application is recorded as referred by you.`}
      </p>
      <label htmlFor={fieldId} className="mt-3 block text-sm font-semibold text-ink">
        {t`Your link to this job`}
      </label>
      <input
        id={fieldId}
        type="url"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClass} mt-1 text-sm`}
      />
      {canCopy ? (
        <Button
          type="button"
          variant="ghost"
          className="mt-3 w-full"
          onClick={() => {
            void navigator.clipboard.writeText(link).then(() => setCopied(true));
          }}
        >
          {t`Copy link`}
        </Button>
      ) : null}
      <p aria-live="polite" className="mt-2 text-sm text-green-800">
        {copied ? t`Link copied.` : ""}
      </p>
    </section>
  );
}
