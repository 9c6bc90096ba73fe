import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { StatusControl, useShownStatus } from "~/components/employer/status-control";
import { StatusBadge } from "~/components/status-badge";
import { buttonClass } from "~/components/ui/button";
import { formatDate, formatLpa } from "../../../common/format";

/** An application in the Applications tab's list (server/domain/employer.ts listApplications). */
export interface ListedApplication {
  id: string;
  application_status: string;
  applied_at: Date | string;
  rating: number | null;
  note_count: number;
  cover_letter: string;
  job_title: string;
  job_company: string;
  first_name: string;
  last_name: string;
  current_city: string | null;
  home_location: string | null;
  total_experience: string | null;
  expected_salary: number | null;
  profile_summary: string | null;
}

/** "₹6.5 LPA" kept on one line: never "₹6.5" above "LPA". */
const onOneLine = (text: string) => text.replaceAll(" ", "\u00a0");

/** One application's card: the candidate in brief, its status, and the link to the full profile. */
export function ApplicationCard({
  application,
  profileLink,
  showJob,
}: {
  application: ListedApplication;
  profileLink: string;
  /** In the list across all jobs, each card names its job. */
  showJob: boolean;
}) {
  const { t } = useLingui();
  const name = `${application.first_name} ${application.last_name}`.trim() || t`Unnamed candidate`;
  const experience = application.total_experience;
  const expected = application.expected_salary
    ? onOneLine(formatLpa(application.expected_salary, { rupeeSign: true }))
    : null;
  const applied = formatDate(application.applied_at);
  const rating = application.rating;
  const notes = application.note_count;
  const shown = useShownStatus(application.id, application.application_status, "card");
  return (
    <li
      className={
        application.application_status === "withdrawn"
          ? "flex flex-col rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-5"
          : "flex flex-col rounded-2xl border border-stone-200 bg-white p-5"
      }
    >
      {showJob ? (
        <p className="mb-2 text-sm font-semibold text-navy-700">
          {application.job_title}
          <span className="font-normal text-ink-muted"> · {application.job_company}</span>
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-navy-900">{name}</p>
          <p className="text-sm text-ink-muted">
            {[
              application.current_city || application.home_location,
              experience === "fresher" || !experience ? t`Fresher` : t`${experience} years`,
              expected ? t`Expects ${expected}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <StatusBadge status={shown} />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-ink-muted">
        <span>{t`Applied ${applied}`}</span>
        {application.rating ? (
          <span className="text-base leading-none tracking-wide">
            <span aria-hidden="true" className="text-amber-500">
              {"★".repeat(application.rating)}
            </span>
            <span aria-hidden="true" className="text-stone-400">
              {"☆".repeat(5 - application.rating)}
            </span>
            <span className="sr-only">{t`Rated ${rating} of 5`}</span>
          </span>
        ) : null}
        {application.note_count ? (
          <span>{t`${plural(notes, { one: "# note", other: "# notes" })}`}</span>
        ) : null}
      </p>
      {application.profile_summary ? (
        <p className="mt-3 line-clamp-2 text-sm">{application.profile_summary}</p>
      ) : null}
      {application.cover_letter ? (
        <blockquote className="mt-3 line-clamp-3 border-l-2 border-navy-200 pl-3 text-sm italic text-ink-muted">
          {application.cover_letter}
        </blockquote>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-stone-100 pt-4">
        <Link
          id={`profile-${application.id}`}
          to={profileLink}
          preventScrollReset
          className={buttonClass("ghost", "sm")}
        >
          {t`View Full Profile`}
        </Link>
        <StatusControl
          applicationId={application.id}
          status={application.application_status}
          name={name}
          id={`status-${application.id}`}
          place="card"
        />
      </div>
    </li>
  );
}
