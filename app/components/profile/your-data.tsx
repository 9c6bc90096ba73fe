import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { formatDate } from "../../../common/format";
import { translateText } from "../../../common/i18n";
import { consentPurposeLabels, dataNotices, type MyConsent } from "../../../common/schemas/data-notice";
import { buttonClass } from "../ui/button";
import { Section } from "./profile-view";

/**
 * The candidate's own data: a copy to download, the account deleted, and the
 * consents they gave (decision 0046), each withdrawn as easily as it was
 * given: a job alert's with one click (a plain post, so it works before
 * JavaScript loads), the account's own by deleting the account.
 */
export function YourData({ consents = [], sharedWith = 0 }: { consents?: MyConsent[]; sharedWith?: number }) {
  const { t } = useLingui();
  const clients = String(sharedWith);
  return (
    <Section title={t`Your Data`}>
      <p className="text-sm text-ink-muted">
        {t`Download a copy of everything we hold about you, or delete your account.`}
      </p>
      {sharedWith ? (
        <p className="mt-2 text-sm font-medium text-ink" data-shared-with={sharedWith}>
          {t`${plural(sharedWith, {
            one: `Shared with ${clients} client, with your consent. Your data export lists what was sent.`,
            other: `Shared with ${clients} clients, with your consent. Your data export lists what was sent.`,
          })}`}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2">
        <a href="/profile/export" className={buttonClass("ghost")} download>
          {t`Download My Data`}
        </a>
        <Link to="/profile/delete" className={buttonClass("ghost", "md", "text-red-700")}>
          {t`Delete My Account`}
        </Link>
      </div>
      {consents.length ? (
        <>
          <h3 className="mt-6 text-base font-semibold text-navy-900">{t`Your consents`}</h3>
          <ul className="mt-2 space-y-3" aria-label={t`Your consents`}>
            {consents.map((consent) => (
              <ConsentItem key={consent.id} consent={consent} />
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

function ConsentItem({ consent }: { consent: MyConsent }) {
  const { t } = useLingui();
  const given = formatDate(consent.givenAt);
  const version = consent.noticeVersion;
  const withdrawn = formatDate(consent.withdrawnAt);
  const label = translateText(consentPurposeLabels[consent.purpose]);
  return (
    <li className="rounded-lg border border-stone-200 px-3 py-2 text-sm" data-consent={consent.purpose}>
      <p className="font-medium text-ink">
        {label}
        {consent.alertName ? (
          <span className="font-normal text-ink-muted"> · {consent.alertName}</span>
        ) : null}
        {consent.clientName ? (
          <span className="font-normal text-ink-muted"> · {consent.clientName}</span>
        ) : null}
      </p>
      <p className="text-ink-muted">{t`Given on ${given} (notice ${version})`}</p>
      {consent.withdrawnAt ? (
        <p className="mt-1 font-medium text-ink">{t`Withdrawn on ${withdrawn}`}</p>
      ) : consent.purpose === "client_disclosure" ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="withdraw-consent" />
          <input type="hidden" name="id" value={consent.id} />
          <p className="text-ink-muted">{translateText(dataNotices.client_disclosure.withdrawEffect)}</p>
          <button type="submit" className={buttonClass("ghost", "sm", "mt-1 text-red-700")}>
            {t`Stop sharing with ${consent.clientName ?? ""}`}
          </button>
        </Form>
      ) : consent.purpose === "job_alert" ? (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="withdraw-consent" />
          <input type="hidden" name="id" value={consent.id} />
          <p className="text-ink-muted">{translateText(dataNotices.job_alert.withdrawEffect)}</p>
          <button type="submit" className={buttonClass("ghost", "sm", "mt-1 text-red-700")}>
            {t`Withdraw`}
          </button>
        </Form>
      ) : (
        <p className="mt-1 text-ink-muted">
          {translateText(dataNotices[consent.purpose].withdrawEffect)}{" "}
          <Link to="/profile/delete" className="font-medium text-red-700 underline underline-offset-2">
            {t`Delete My Account`}
          </Link>
        </p>
      )}
    </li>
  );
}
