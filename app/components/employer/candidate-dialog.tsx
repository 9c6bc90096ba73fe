import { StageHistory, type StageHistoryEntry } from "~/components/pipeline/stage-history";
import { ph } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useSearchHref } from "~/components/pager";
import { clsx } from "clsx";
import { MessagePanel, type MessageComposer } from "~/components/employer/message-panel";
import { RecruiterPanel, type RecruiterWork } from "~/components/employer/recruiter-panel";
import { StatusControl } from "~/components/employer/status-control";
import { SubmitPanel, type SubmittalPanelData } from "~/components/employer/submit-panel";
import { PlacementPanel, type PlacementView } from "~/components/employer/placement-panel";
import { ProfileView, Section, type ProfileViewData } from "~/components/profile/profile-view";
import { StatusBadge } from "~/components/status-badge";
import { buttonClass } from "~/components/ui/button";
import { useModalDialog } from "~/components/ui/page-dialog";
import { formatDate, formatPhone } from "../../../common/format";
import { translateText } from "../../../common/i18n";
import { industryOptions } from "../../../common/schemas/profile-fields";

/** A candidate's profile as the employer dashboard shows it (server/domain/employer.ts applicantProfile). */
export type ApplicantProfile = ProfileViewData & {
  id: string;
  hasResume: boolean;
  joinedAt: Date | string | null;
  /** Shown to an employer the candidate applied to, and to admins. */
  email?: string | null;
};

/** An application in the list being worked through (server/domain/employer.ts applicationForReview). */
interface Neighbour {
  id: string;
  candidate_id: string;
  page: number;
}

/** The application opened beside the profile, and its neighbours in the list. */
export interface ApplicationReview {
  application: {
    id: string;
    application_status: string;
    applied_at: Date | string;
    cover_letter: string;
    job_title: string;
    job_company: string;
  };
  previous: Neighbour | null;
  next: Neighbour | null;
}

const stepClass = "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold";

/**
 * The full-profile dialog, opened by ?candidate=<id>&application=<id> so it
 * works without JavaScript; with it, focus moves into the dialog and Escape
 * closes it. Beside the profile: the application's job, cover letter and
 * status control, and Previous/Next links through the list behind it (its
 * filters, sort and page kept, the page changed when a neighbour is on
 * another). Without a candidate it says the profile could not be loaded.
 */
export function CandidateDialog({
  candidate,
  isAdmin,
  review,
  work,
  composer,
  submittals,
}: {
  candidate: ApplicantProfile | null;
  isAdmin: boolean;
  review?: ApplicationReview | null;
  /** Writing to the candidate about the application reviewed (issue #37). */
  composer?: MessageComposer | null;
  /** The recruiter's rating, notes and interviews of the application reviewed (issue #23). */
  work?: RecruiterWork | null;
  /** "Submit to client" and the submittals so far (issue #38). */
  submittals?: SubmittalPanelData | null;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDivElement>(null);
  const link = useSearchHref();
  const closeLink = link({ candidate: null, application: null });
  const stepLink = (to: Neighbour) =>
    link({ candidate: to.candidate_id, application: to.id, page: to.page > 1 ? String(to.page) : null });
  const shown = review?.application.id ?? candidate?.id;
  useEffect(() => {
    // Each candidate opened starts at the top of the dialog.
    if (dialog.current && shown) dialog.current.scrollTop = 0;
    // Stepping to the last (or first) one turns the link pressed into plain
    // text: focus would fall behind the dialog, so the box takes it.
    if (dialog.current && !dialog.current.contains(document.activeElement)) dialog.current.focus();
  }, [shown]);
  // The box itself takes focus first: a screen reader starts at its title, Tab goes on to Close.
  const onKeyDown = useModalDialog(dialog, {
    closeTo: closeLink,
    focusBox: true,
    returnFocusTo: review ? `profile-${review.application.id}` : undefined,
  });
  const name = candidate ? `${candidate.first_name} ${candidate.last_name}`.trim() : "";
  const industry = industryOptions.find(([value]) => value === candidate?.industry)?.[1];
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-navy-900/60 sm:items-center sm:p-6">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="candidate-dialog-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="max-h-[92vh] w-full max-w-3xl overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-xl outline-none sm:rounded-2xl sm:p-6"
      >
        <div className="sticky -top-5 z-10 -mx-5 -mt-5 mb-4 border-b border-stone-200 bg-surface px-5 pt-5 pb-3 sm:-top-6 sm:-mx-6 sm:-mt-6 sm:px-6 sm:pt-6">
          <div className="flex items-center justify-between gap-3">
            <h2 id="candidate-dialog-title" className="min-w-0 text-xl font-bold text-navy-900">
              {candidate ? name || t`Candidate` : t`Candidate not available`}
            </h2>
            <Link
              to={closeLink}
              preventScrollReset
              className={buttonClass("ghost", "sm")}
              aria-label={t`Close profile`}
            >
              {t`Close`}
            </Link>
          </div>
          {review ? (
            <nav aria-label={t`Applications`} className="mt-2 flex items-center justify-between gap-3">
              {review.previous ? (
                <Link
                  to={stepLink(review.previous)}
                  preventScrollReset
                  rel="prev"
                  className={clsx(stepClass, "text-navy-800 hover:bg-navy-50")}
                >
                  <span aria-hidden="true">←</span> {t`Previous`}
                  <span className="sr-only"> {t`application`}</span>
                </Link>
              ) : (
                <span className={clsx(stepClass, "text-ink-muted")}>
                  <span aria-hidden="true">←</span> {t`Previous`}
                </span>
              )}
              {review.next ? (
                <Link
                  to={stepLink(review.next)}
                  preventScrollReset
                  rel="next"
                  className={clsx(stepClass, "text-navy-800 hover:bg-navy-50")}
                >
                  {t`Next`}
                  <span className="sr-only"> {t`application`}</span> <span aria-hidden="true">→</span>
                </Link>
              ) : (
                <span className={clsx(stepClass, "text-ink-muted")}>
                  {t`Next`} <span aria-hidden="true">→</span>
                </span>
              )}
            </nav>
          ) : null}
        </div>
        {!candidate ? (
          <p role="alert" className="text-red-900">
            {t`Failed to load candidate details.`}
          </p>
        ) : (
          <ProfileView
            profile={candidate}
            audience={isAdmin ? "admin" : "employer"}
            lead={
              review ? (
                <>
                  <ApplicationSection
                    review={review}
                    name={name}
                    history={work?.history}
                    placement={work ? (work.placement ?? null) : undefined}
                  />
                  {work ? (
                    <RecruiterPanel
                      key={`work-${review.application.id}`}
                      applicationId={review.application.id}
                      work={work}
                    />
                  ) : null}
                  {submittals ? (
                    <SubmitPanel key={`submit-${review.application.id}`} data={submittals} />
                  ) : null}
                  {composer ? (
                    <MessagePanel
                      key={`message-${review.application.id}`}
                      applicationId={review.application.id}
                      composer={composer}
                    />
                  ) : null}
                </>
              ) : null
            }
            extra={
              <Section title={t`Contact and Resume`}>
                <div className="space-y-2 text-sm">
                  <p>
                    {/* Writing goes through the application (issue #37): its form is above. */}
                    {composer ? <>{t`Write to the candidate above`} · </> : null}
                    {candidate.phone ? (
                      <>
                        {t`Phone:`}{" "}
                        <a className="font-medium text-navy-700 underline" href={`tel:${candidate.phone}`}>
                          {formatPhone(candidate.phone)}
                        </a>
                      </>
                    ) : null}
                    {candidate.email ? (
                      <>
                        {candidate.phone ? " · " : null}
                        {t`Email:`}{" "}
                        <a
                          className="font-medium break-all text-navy-700 underline"
                          href={`mailto:${candidate.email}`}
                        >
                          {candidate.email}
                        </a>
                      </>
                    ) : null}
                  </p>
                  {isAdmin ? (
                    <p className="text-ink-muted">
                      {t`Joined ${ph({ date: formatDate(candidate.joinedAt) })}`} · {t`Notice period`}{" "}
                      {candidate.notice_period !== null
                        ? t`${ph({ days: candidate.notice_period })} days`
                        : t`Not specified`}{" "}
                      · {t`Industry`} {industry ? translateText(industry) : t`Not specified`}
                    </p>
                  ) : null}
                  {candidate.hasResume ? (
                    <a href={`/resumes/${candidate.id}`} className={buttonClass("secondary", "sm")} download>
                      {t`Download Resume`}
                    </a>
                  ) : (
                    <p className="text-ink-muted">{t`No resume uploaded.`}</p>
                  )}
                </div>
              </Section>
            }
          />
        )}
      </div>
    </div>
  );
}

function ApplicationSection({
  review,
  name,
  history,
  placement,
}: {
  review: ApplicationReview;
  name: string;
  history?: StageHistoryEntry[];
  /** The offer and placement (decision 0057); undefined when not loaded. */
  placement?: PlacementView | null;
}) {
  const { t } = useLingui();
  const { application } = review;
  const applied = formatDate(application.applied_at);
  const jobTitle = application.job_title;
  return (
    <Section title={t`Application`} action={<StatusBadge status={application.application_status} />}>
      <p className="text-sm text-ink-muted">
        <Trans>
          For <span className="font-semibold text-navy-900">{jobTitle}</span>
        </Trans>{" "}
        · {application.job_company} · {t`Applied ${applied}`}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-navy-900">{t`Cover Letter`}</h3>
      {application.cover_letter ? (
        <blockquote className="mt-1 whitespace-pre-line border-l-2 border-navy-200 pl-3 text-sm">
          {application.cover_letter}
        </blockquote>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t`No cover letter.`}</p>
      )}
      <div className="mt-4 border-t border-stone-100 pt-4 sm:max-w-xs">
        <StatusControl
          // A new control for each application stepped to, showing its own status.
          key={application.id}
          applicationId={application.id}
          status={application.application_status}
          name={name || t`the candidate`}
          id={`dialog-status-${application.id}`}
          visibleLabel={t`Status`}
          place="dialog"
        />
      </div>
      {placement !== undefined ? (
        <div className="mt-4 border-t border-stone-100 pt-4">
          <PlacementPanel
            applicationId={application.id}
            stage={application.application_status}
            placement={placement}
          />
        </div>
      ) : null}
      {history ? (
        <div className="mt-4 border-t border-stone-100 pt-4">
          <h3 className="text-sm font-semibold text-navy-900">{t`Stage history`}</h3>
          <StageHistory history={history} />
        </div>
      ) : null}
    </Section>
  );
}
