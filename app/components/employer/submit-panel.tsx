// "Submit to client" (issue #38, decision 0055), in the application's dialog
// on the Applications tab: a contact of the job's client and a pitch; the
// candidate is asked first, and the client gets the profile only on Yes.
// The submittals so far, with the candidate's answer, how often the client
// opened the link, and the client's decision; Cancel, Resend and Revoke.
// Plain forms posted to the tab's action (they work without JavaScript).
import { useLingui } from "@lingui/react/macro";
import { useActionData, useFetcher } from "react-router";
import { Section } from "~/components/profile/profile-view";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { SelectField, TextareaField } from "~/components/ui/field";
import { formatDate, formatInterviewTime } from "../../../common/format";
import { translateText } from "../../../common/i18n";
import {
  clientDecisionLabels,
  PITCH_MAX_LENGTH,
  submittalStatusLabels,
  type ClientDecision,
  type SubmittalStatus,
} from "../../../common/schemas/submittal-fields";
import type { Toast } from "../../../common/toast";

type When = Date | string;

export interface SubmittalPanelData {
  applicationId: string;
  client: { id: string; name: string } | null;
  contacts: { id: string; name: string; designation: string | null; email: string | null }[];
  canSubmit: boolean;
  submittals: {
    id: string;
    status: SubmittalStatus;
    client_name: string;
    contact_name: string;
    created_at: When;
    consent_answered_at: When | null;
    sent_at: When | null;
    link_expires_at: When | null;
    view_count: number;
    last_viewed_at: When | null;
    decision: ClientDecision | null;
    decided_at: When | null;
    revoked_at: When | null;
    revoked_reason: string | null;
    expired: boolean;
    decisions: {
      decision: ClientDecision;
      comment: string | null;
      proposed_times: When[];
      decided_at: When;
    }[];
  }[];
}

type Answer = {
  ok?: boolean;
  intent?: string;
  toast?: Toast | null;
  fieldErrors?: Record<string, string | undefined>;
  values?: Record<string, string>;
};

export function SubmitPanel({ data }: { data: SubmittalPanelData }) {
  const { t } = useLingui();
  const fetcher = useFetcher<Answer>({ key: `submit-${data.applicationId}` });
  useToast(fetcher.data?.toast);
  const pageAnswer = useActionData() as Answer | undefined;
  const refused =
    pageAnswer?.ok === false &&
    pageAnswer.intent === "submit-to-client" &&
    pageAnswer.values?.applicationId === data.applicationId
      ? pageAnswer
      : undefined;
  const errors = fetcher.data ? fetcher.data.fieldErrors : refused?.fieldErrors;
  return (
    <Section title={t`Submit to client`}>
      {data.submittals.length ? (
        <ul className="mb-4 space-y-3" aria-label={t`Submittals`}>
          {data.submittals.map((submittal) => (
            <SubmittalItem key={submittal.id} submittal={submittal} />
          ))}
        </ul>
      ) : null}
      {!data.client ? (
        <p className="text-sm text-ink-muted">
          {t`This job has no client, so the candidate cannot be submitted to one.`}
        </p>
      ) : !data.canSubmit ? (
        <p className="text-sm text-ink-muted">{t`A withdrawn or rejected application cannot be submitted.`}</p>
      ) : data.contacts.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {t`${data.client.name} has no contact with an e-mail address. Add one on the client's page first.`}
        </p>
      ) : (
        <fetcher.Form method="post" className="space-y-3" aria-label={t`Submit to client`}>
          <input type="hidden" name="intent" value="submit-to-client" />
          <input type="hidden" name="applicationId" value={data.applicationId} />
          <p className="text-sm text-ink-muted">
            {t`The candidate is asked first. ${data.client.name} gets the profile only if they say yes.`}
          </p>
          <SelectField
            label={t`Contact at ${data.client.name}`}
            name="contactId"
            required
            defaultValue={refused?.values?.contactId ?? ""}
            placeholder={t`Choose a contact`}
            options={data.contacts.map(
              (contact) =>
                [
                  contact.id,
                  contact.designation ? `${contact.name}, ${contact.designation}` : contact.name,
                ] as const,
            )}
            error={errors?.contactId}
          />
          <TextareaField
            label={t`Pitch`}
            name="pitch"
            rows={4}
            required
            maxLength={PITCH_MAX_LENGTH}
            defaultValue={refused?.values?.pitch ?? ""}
            error={errors?.pitch}
          />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {t`Ask the candidate and submit`}
          </Button>
        </fetcher.Form>
      )}
    </Section>
  );
}

function SubmittalItem({ submittal }: { submittal: SubmittalPanelData["submittals"][number] }) {
  const { t } = useLingui();
  const fetcher = useFetcher<Answer>({ key: `submittal-${submittal.id}` });
  useToast(fetcher.data?.toast);
  const created = formatDate(submittal.created_at);
  const answered = formatDate(submittal.consent_answered_at);
  const revoked = formatDate(submittal.revoked_at);
  const opened = submittal.view_count;
  const status =
    submittal.status === "declined"
      ? t`Candidate declined on ${answered}`
      : submittal.revoked_reason === "consent_withdrawn"
        ? t`Consent withdrawn ${revoked}`
        : submittal.revoked_reason === "application_withdrawn"
          ? t`Application withdrawn ${revoked}`
          : submittal.expired
            ? t`The candidate did not answer in time`
            : translateText(submittalStatusLabels[submittal.status]);
  const action = (intent: string, label: string) => (
    <fetcher.Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="submittalId" value={submittal.id} />
      <Button type="submit" variant="ghost" size="sm" disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
  return (
    <li className="rounded-lg border border-stone-200 px-3 py-2 text-sm" data-submittal={submittal.status}>
      <p className="font-medium text-ink">
        {submittal.client_name} · {submittal.contact_name}
      </p>
      <p className="text-ink-muted">
        {t`Submitted ${created}`} · <span className="font-medium text-ink">{status}</span>
      </p>
      {submittal.status === "sent" ? (
        <p className="text-ink-muted">
          {opened ? t`Opened ${opened} times` : t`Not opened yet`}
          {submittal.link_expires_at ? (
            <> · {t`Link works until ${formatDate(submittal.link_expires_at)}`}</>
          ) : null}
        </p>
      ) : null}
      {submittal.decisions.map((decision) => (
        <div key={String(decision.decided_at)} className="mt-1">
          <p className="font-medium text-navy-900">
            {t`Client: ${translateText(clientDecisionLabels[decision.decision])}`} ·{" "}
            {formatDate(decision.decided_at)}
          </p>
          {decision.proposed_times.length ? (
            <ul className="ml-4 list-disc">
              {decision.proposed_times.map((time) => (
                <li key={String(time)}>{formatInterviewTime(time)}</li>
              ))}
            </ul>
          ) : null}
          {decision.comment ? <p className="whitespace-pre-line text-ink">{decision.comment}</p> : null}
        </div>
      ))}
      <div className="mt-1 flex flex-wrap gap-2">
        {submittal.status === "awaiting_consent" ? action("cancel-submittal", t`Cancel`) : null}
        {submittal.status === "sent" ? action("resend-submittal", t`Send a new link`) : null}
        {submittal.status === "sent" ? action("revoke-submittal", t`Revoke the link`) : null}
      </div>
    </li>
  );
}
