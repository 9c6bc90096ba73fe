// The placement of an application (issue #38, part C, decision 0057), for its
// recruiter: what was offered and when the person joined (the CTC in LPA, the
// fee in rupees, the guarantee's end), the form that records an offer or a
// joining with the stage move, and the form that ends a placement early.
// Plain posts to the placement page's action: they work without JavaScript.
// Never shown to candidates.
import { useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { formatDate, formatLpa, formatRupees } from "../../../common/format";
import type { FieldErrors } from "../../../common/schemas/form";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";

export interface PlacementView {
  id: string;
  status: "offered" | "joined" | "offer_declined" | "ended";
  offered_at: Date | string;
  expected_joining_on: string | null;
  joined_on: string | null;
  annual_ctc: number | null;
  fee_type: "percent" | "fixed" | null;
  fee_percent: number | null;
  fee_amount: number | null;
  guarantee_days: number;
  guarantee_ends_on: string | null;
  ended_on: string | null;
  end_reason: "left" | "terminated" | "replaced" | null;
  details_missing: boolean;
  recruiter_email?: string | null;
  /** The hire this one replaces under the guarantee, and the one that replaced it (decision 0057). */
  replaces?: ReplacementView | null;
  replaced_by?: ReplacementView | null;
}

interface ReplacementView {
  application_id: string;
  candidate_name: string;
  on: string;
}

const placementHref = (applicationId: string) =>
  `/employer-dashboard/applications/${encodeURIComponent(applicationId)}/placement`;
const linkClass = "font-medium text-navy-700 underline";

type Values = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
/** Rupees as the LPA the form takes: 1250000 → "12.5". */
const lpaText = (rupees: number | null) => (rupees ? String(Math.round(rupees / 1_000) / 100) : "");

/** What the placement is, in a few words and figures. */
export function PlacementSummary({ placement }: { placement: PlacementView }) {
  const { t } = useLingui();
  const statusWord = {
    offered: t`Offered`,
    joined: t`Joined`,
    offer_declined: t`Offer declined`,
    ended: t`Ended`,
  }[placement.status];
  const reason = placement.end_reason
    ? { left: t`Left`, terminated: t`Terminated`, replaced: t`Replaced` }[placement.end_reason]
    : null;
  const fee =
    placement.fee_amount === null
      ? null
      : placement.fee_type === "percent"
        ? `${formatRupees(placement.fee_amount)} (${placement.fee_percent}%)`
        : formatRupees(placement.fee_amount);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3" data-placement={placement.status}>
      <div>
        <dt className="font-semibold">{t`Placement`}</dt>
        <dd>{statusWord}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t`Annual CTC`}</dt>
        <dd className="whitespace-nowrap">
          {placement.details_missing ? (
            <span className="text-amber-800">{t`Details missing`}</span>
          ) : (
            formatLpa(placement.annual_ctc, { rupeeSign: true })
          )}
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t`Fee`}</dt>
        <dd>{fee ?? t`Details missing`}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t`Offered`}</dt>
        <dd>{formatDate(placement.offered_at)}</dd>
      </div>
      {placement.joined_on ? (
        <div>
          <dt className="font-semibold">{t`Joined`}</dt>
          <dd>{formatDate(placement.joined_on)}</dd>
        </div>
      ) : placement.expected_joining_on ? (
        <div>
          <dt className="font-semibold">{t`Expected joining`}</dt>
          <dd>{formatDate(placement.expected_joining_on)}</dd>
        </div>
      ) : null}
      {placement.guarantee_ends_on ? (
        <div>
          <dt className="font-semibold">{t`Guarantee ends`}</dt>
          <dd>{formatDate(placement.guarantee_ends_on)}</dd>
        </div>
      ) : null}
      {placement.ended_on ? (
        <div>
          <dt className="font-semibold">{t`Ended`}</dt>
          <dd>
            {formatDate(placement.ended_on)} · {reason}
          </dd>
        </div>
      ) : null}
      {placement.recruiter_email ? (
        <div>
          <dt className="font-semibold">{t`Recruiter`}</dt>
          <dd className="break-all">{placement.recruiter_email}</dd>
        </div>
      ) : null}
      {placement.replaces ? (
        <div className="col-span-2 sm:col-span-3" data-replaces>
          <dt className="font-semibold">{t`Replaces`}</dt>
          <dd>
            <Link to={placementHref(placement.replaces.application_id)} className={linkClass}>
              {placement.replaces.candidate_name}
            </Link>{" "}
            {t`(left ${formatDate(placement.replaces.on)}, inside the guarantee)`}
          </dd>
        </div>
      ) : null}
      {placement.replaced_by ? (
        <div className="col-span-2 sm:col-span-3" data-replaced-by>
          <dt className="font-semibold">{t`Replaced by`}</dt>
          <dd>
            <Link to={placementHref(placement.replaced_by.application_id)} className={linkClass}>
              {placement.replaced_by.candidate_name}
            </Link>{" "}
            {t`(offered ${formatDate(placement.replaced_by.on)})`}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Record (or correct) the offer, or the joining: the CTC, the fee, the dates. */
export function PlacementForm({
  stage,
  placement,
  defaults,
  refused,
}: {
  stage: "offered" | "joined";
  placement: PlacementView | null;
  defaults: { fee_percent: number | null };
  refused: { values?: Record<string, string>; fieldErrors?: FieldErrors } | null;
}) {
  const { t } = useLingui();
  const live =
    placement && (placement.status === "offered" || placement.status === "joined") ? placement : null;
  const start: Values = {
    stage,
    ctc_lpa: lpaText(live?.annual_ctc ?? null),
    fee_type: live?.fee_type ?? "percent",
    fee_percent: live?.fee_percent ?? defaults.fee_percent ?? "",
    fee_amount: live?.fee_type === "fixed" ? live.fee_amount : "",
    expected_joining_on: live?.expected_joining_on ?? "",
    joined_on: live?.joined_on ?? "",
  };
  const shown: Values = refused?.values ?? start;
  const errors = refused?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t`Placement details`}>
      <input type="hidden" name="intent" value="save" />
      <SelectField
        label={t`Stage`}
        name="stage"
        required
        placeholder={null}
        defaultValue={text(shown.stage)}
        options={[
          ["offered", t`Offered`],
          ["joined", t`Joined`],
        ]}
        error={errors.stage}
      />
      <Field
        label={t`Annual CTC (LPA)`}
        name="ctc_lpa"
        required
        inputMode="decimal"
        placeholder="12.5"
        hint={t`In lakhs per annum, as on the offer letter.`}
        defaultValue={text(shown.ctc_lpa)}
        error={errors.ctc_lpa}
      />
      <SelectField
        label={t`Fee`}
        name="fee_type"
        required
        placeholder={null}
        defaultValue={text(shown.fee_type)}
        options={[
          ["percent", t`A percentage of the CTC`],
          ["fixed", t`A fixed sum`],
        ]}
        error={errors.fee_type}
      />
      <Field
        label={t`Fee (% of CTC)`}
        name="fee_percent"
        inputMode="decimal"
        hint={t`For a percentage fee: the amount is worked out and kept.`}
        defaultValue={text(shown.fee_percent)}
        error={errors.fee_percent}
      />
      <Field
        label={t`Fixed fee (₹)`}
        name="fee_amount"
        inputMode="numeric"
        hint={t`For a fixed fee: whole rupees.`}
        defaultValue={text(shown.fee_amount)}
        error={errors.fee_amount}
      />
      <Field
        label={t`Expected joining date`}
        name="expected_joining_on"
        type="date"
        defaultValue={text(shown.expected_joining_on)}
        error={errors.expected_joining_on}
      />
      <Field
        label={t`Joining date`}
        name="joined_on"
        type="date"
        hint={t`For Joined: the guarantee runs from this day.`}
        defaultValue={text(shown.joined_on)}
        error={errors.joined_on}
      />
      <div className="sm:col-span-2">
        <Button type="submit">{t`Save placement`}</Button>
      </div>
    </Form>
  );
}

/** End a joined placement early: why, and the last working day. */
export function EndPlacementForm({
  refused,
}: {
  refused: { values?: Record<string, string>; fieldErrors?: FieldErrors } | null;
}) {
  const { t } = useLingui();
  const shown = refused?.values ?? {};
  const errors = refused?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t`End placement`}>
      <input type="hidden" name="intent" value="end" />
      <SelectField
        label={t`Why it ended`}
        name="reason"
        required
        defaultValue={text(shown.reason)}
        options={[
          ["left", t`The candidate left`],
          ["terminated", t`The client let them go`],
          ["replaced", t`Replaced under the guarantee`],
        ]}
        error={errors.reason}
      />
      <Field
        label={t`Last working day`}
        name="ended_on"
        type="date"
        required
        defaultValue={text(shown.ended_on)}
        error={errors.ended_on}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary">
          {t`End placement`}
        </Button>
      </div>
    </Form>
  );
}

/** An admin's choice of the recruiter a placement is credited to (their fee in the firm's numbers). */
export function PlacementRecruiterForm({
  current,
  recruiters,
  refused,
}: {
  current: string | null;
  recruiters: { id: string; email: string }[];
  refused: { values?: Record<string, string>; fieldErrors?: FieldErrors } | null;
}) {
  const { t } = useLingui();
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t`Credited recruiter`}>
      <input type="hidden" name="intent" value="recruiter" />
      <SelectField
        label={t`Recruiter`}
        name="recruiter_id"
        required
        defaultValue={text(refused?.values?.recruiter_id ?? current)}
        options={recruiters.map((each) => [each.id, each.email] as const)}
        error={refused?.fieldErrors?.recruiter_id}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary">
          {t`Change recruiter`}
        </Button>
      </div>
    </Form>
  );
}

/** The application dialog's panel: the placement in brief, and where to record or change it. */
export function PlacementPanel({
  applicationId,
  stage,
  placement,
}: {
  applicationId: string;
  stage: string;
  placement: PlacementView | null;
}) {
  const { t } = useLingui();
  const href = `/employer-dashboard/applications/${applicationId}/placement`;
  if (!placement && stage === "withdrawn") return null;
  return (
    <section aria-labelledby={`placement-${applicationId}`} className="space-y-3" data-placement-panel>
      <h3 id={`placement-${applicationId}`} className="font-semibold text-navy-900">
        {t`Offer and placement`}
      </h3>
      {placement ? (
        <PlacementSummary placement={placement} />
      ) : (
        <p className="text-sm text-ink-muted">{t`No offer recorded yet.`}</p>
      )}
      <Link
        to={href}
        className="inline-flex min-h-11 items-center text-sm font-medium text-navy-700 underline"
      >
        {placement && (placement.status === "offered" || placement.status === "joined")
          ? t`Change or end the placement`
          : t`Record an offer`}
      </Link>
    </section>
  );
}
